// Events as the admin API answers them, for this tab's component tests.
import type { AdminEvent } from './api/admin-event';

let sequence = 0;

export function anAdminEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  sequence += 1;
  return {
    id: `0b7c6a1e-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Summer Showcase ${sequence}`,
    description: null,
    eventType: 'Showcase',
    startDate: '2026-07-10',
    endDate: null,
    registrationDeadline: null,
    city: 'Philadelphia',
    state: 'PA',
    cost: 250,
    ageLevel: 'U19',
    organizer: 'Lineup',
    isIndoor: null,
    registrationLink: null,
    isSample: false,
    isCancelled: false,
    listedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
