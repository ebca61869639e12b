// Review items as the admin API answers them, for this tab's component tests.
import type { ReviewEvent, ReviewItem } from './api/review-item';

let sequence = 0;

export function aReviewEvent(overrides: Partial<ReviewEvent> = {}): ReviewEvent {
  sequence += 1;
  return {
    id: `0b7c6a1e-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    name: `Fall Classic ${sequence}`,
    startDate: '2026-10-10',
    endDate: null,
    city: 'Lancaster',
    state: 'PA',
    organizer: 'Lancaster Field Hockey Club',
    ageLevel: 'U16',
    isCancelled: false,
    isVanished: false,
    sources: [{ scraperId: 'lvfhclub', sourceKey: 'https://lvfhclub.org/events/fall-classic', own: true }],
    ...overrides,
  };
}

export function aReviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  const event = overrides.event ?? aReviewEvent();
  const kind = overrides.kind ?? 'dates-differ';
  return {
    id: `${kind}|${event.id}|${overrides.other?.id ?? ''}`,
    kind,
    note: '',
    flaggedAt: '2026-05-04T14:30:00.000Z',
    event,
    other: null,
    ...overrides,
  };
}
