// Review items, drafts and organizers' submissions as the admin API answers them, for this tab's component tests.
import type { Draft, SubmissionOrigin } from './api/draft';
import type { ReviewEvent, ReviewItem } from './api/review-item';
import type { SubmissionView } from './api/submissions';

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

/** An organizer's draft (a form's, unless told), as `GET /api/admin/review/drafts` answers it. */
export function aSubmittedDraft(name: string, overrides: Partial<Draft> = {}, origin: Partial<SubmissionOrigin> = {}): Draft {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    id: `5e0c1a2b-0000-4000-9000-${suffix}`,
    scraperId: 'organizers',
    scraperName: null,
    pageUrl: '',
    details: {
      name,
      description: null,
      eventType: 'Clinic',
      startDate: '2027-01-16',
      endDate: null,
      registrationDeadline: null,
      city: 'Lititz',
      state: 'PA',
      cost: 45,
      ageLevel: 'U14',
      organizer: 'Lititz Hockey Club',
      isIndoor: true,
      registrationLink: null,
    },
    evidence: {},
    doubts: ['submitted'],
    proposedAt: '2027-01-02T15:00:00.000Z',
    origin: {
      kind: 'submission',
      submissionId: `7a1d2c3e-0000-4000-9000-${suffix}`,
      channel: 'form',
      senderName: 'Dana Kim',
      senderEmail: 'dana@lititzhockey.example',
      language: 'en',
      subject: null,
      text: null,
      link: null,
      files: [],
      ...origin,
    },
    listing: null,
    ...overrides,
  };
}

/** A submission in an organizer's history, as `GET /api/admin/review/submissions?email=` answers it. */
export function aSubmissionView(overrides: Partial<SubmissionView> = {}): SubmissionView {
  sequence += 1;
  return {
    id: `7a1d2c3e-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    channel: 'form',
    via: 'web',
    senderName: 'Dana Kim',
    senderEmail: 'dana@lititzhockey.example',
    language: 'en',
    subject: null,
    link: null,
    files: [],
    notes: [],
    eventCount: 1,
    status: 'confirmed',
    answers: [],
    receivedAt: '2027-01-02T15:00:00.000Z',
    confirmedAt: '2027-01-02T15:10:00.000Z',
    ...overrides,
  };
}
