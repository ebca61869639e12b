// The shapes of the admins' Review list API (/api/admin/review). Dates are calendar dates, `yyyy-MM-dd`.

/** What a run flags for an admin, and the events every source stopped listing. */
export const reviewItemKinds = ['duplicate', 'dates-differ', 'not-field-hockey', 'vanished'] as const;
export type ReviewItemKind = (typeof reviewItemKinds)[number];

/** The kinds an admin may dismiss (a vanished event is confirmed cancelled, or settles when it is listed again). */
export type DismissibleKind = Exclude<ReviewItemKind, 'vanished'>;

/** Where a run found an event: the scraper, the record's key on its site, and whether that is the organizer's own site. */
export type SourceLink = {
  scraperId: string;
  sourceKey: string;
  own: boolean;
};

/** An event as the Review list shows it: enough to tell two listings apart, and where each was found. */
export type ReviewEvent = {
  id: string;
  name: string;
  startDate: string;
  endDate: string | null;
  city: string;
  state: string;
  organizer: string | null;
  ageLevel: string;
  isCancelled: boolean;
  isVanished: boolean;
  /** Empty for an event an admin entered. */
  sources: SourceLink[];
};

/** One open question about an event; `note` is the server's own words (English), possibly empty. */
export type ReviewItem = {
  id: string;
  kind: ReviewItemKind;
  note: string;
  flaggedAt: string;
  event: ReviewEvent;
  /** The probable duplicate (kind `duplicate`), null otherwise. */
  other: ReviewEvent | null;
};
