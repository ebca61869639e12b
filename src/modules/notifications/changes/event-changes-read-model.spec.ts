import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { changeOf } from './event-changes-read-model.js';

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'change-1',
  stream: 'catalog-event-e1',
  revision: 1n,
  position: '00000000000000000002',
  type,
  data: { eventId: 'e1', occurredAt: '2026-03-14T12:00:00.000Z', ...data },
  metadata: {},
  recordedAt: new Date('2026-03-14T12:00:00Z'),
});

describe('alert-worthy changes', () => {
  it('given a change of dates, place, cost, link or deadline, then those fields are kept with old and new values', () => {
    const change = changeOf(
      recorded('EventDetailsChanged', {
        changes: { cost: 300, city: 'Trenton', description: 'New words', registrationDeadline: null },
        previous: { cost: 250, city: 'Philadelphia', description: 'Old words', registrationDeadline: '2026-03-20' },
      }),
    );
    expect(change).toEqual({
      _id: 'change-1',
      eventId: 'e1',
      occurredAt: new Date('2026-03-14T12:00:00Z'),
      cancelled: false,
      changes: [
        { field: 'city', before: 'Philadelphia', after: 'Trenton' },
        { field: 'cost', before: 250, after: 300 },
        { field: 'registrationDeadline', before: '2026-03-20', after: null },
      ],
    });
  });

  it('given a change of other fields only (name, description, organizer), then there is nothing to alert', () => {
    expect(changeOf(recorded('EventDetailsChanged', { changes: { name: 'B', description: 'x' }, previous: { name: 'A', description: 'y' } }))).toBeNull();
  });

  it('given colleges added (letter case ignored) beside other changes, then the added ones are kept for their followers', () => {
    const change = changeOf(
      recorded('EventDetailsChanged', {
        changes: { collegesAttending: ['DUKE', 'Yale', 'Brown'], cost: 300 },
        previous: { collegesAttending: ['Duke', 'UNC'], cost: 250 },
      }),
    );
    expect(change).toMatchObject({ collegesAdded: ['Yale', 'Brown'], changes: [{ field: 'cost', before: 250, after: 300 }] });
  });

  it('given colleges only removed, then there is nothing to alert; only added, then an alert with no field change', () => {
    expect(changeOf(recorded('EventDetailsChanged', { changes: { collegesAttending: [] }, previous: { collegesAttending: ['Duke'] } }))).toBeNull();
    expect(changeOf(recorded('EventDetailsChanged', { changes: { collegesAttending: ['Duke'] }, previous: {} }))).toMatchObject({ changes: [], collegesAdded: ['Duke'] });
  });

  it('given a cancellation, then it is an alert of its own', () => {
    expect(changeOf(recorded('EventCancelled', {}))).toEqual({
      _id: 'change-1',
      eventId: 'e1',
      occurredAt: new Date('2026-03-14T12:00:00Z'),
      cancelled: true,
      changes: [],
    });
  });
});
