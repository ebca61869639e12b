// The catalog's vocabulary and the two shapes an event comes in (DESIGN.md "Access tiers"). The server sends
// and expects the English values; the screens translate them for display.

export const eventTypes = ['Showcase', 'Clinic', 'ID Camp', 'Tournament', 'Recruiting Event'] as const;
export type EventType = (typeof eventTypes)[number];

export const ageLevels = ['U14', 'U16', 'U19', 'College', 'All Ages'] as const;
export type AgeLevel = (typeof ageLevels)[number];

export const organizers = ['Lineup', 'Super Sixty', 'NXT', 'USA Field Hockey'] as const;
export type Organizer = (typeof organizers)[number];

export const usStates = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof usStates)[number];

/** An event the viewer may see in full. Dates are calendar dates, `yyyy-MM-dd`. */
export type UnlockedEvent = {
  id: string;
  name: string;
  description: string | null;
  eventType: string;
  startDate: string;
  endDate: string | null;
  registrationDeadline: string | null;
  city: string;
  state: string;
  cost: number | null;
  ageLevel: string;
  organizer: string | null;
  isIndoor: boolean | null;
  registrationLink: string | null;
  isSample: boolean;
  isCancelled: boolean;
  isLocked: false;
  isSaved: boolean;
};

/** All the server tells about an event outside the viewer's plan: that it exists, what, where and when. */
export type LockedEvent = {
  id: string;
  eventType: string;
  state: string;
  startDate: string;
  isLocked: true;
};

export type CatalogEvent = UnlockedEvent | LockedEvent;

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((known) => known === value);
}
