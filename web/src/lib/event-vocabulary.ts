// The catalog's vocabulary, as the server sends and expects it (English values; screens translate them for
// display). Shared because the catalog screens and the admin console's event form both offer these.

export const eventTypes = ['Showcase', 'Clinic', 'ID Camp', 'Tournament', 'Recruiting Event'] as const;
export type EventType = (typeof eventTypes)[number];

export const ageLevels = ['U14', 'U16', 'U19', 'College', 'All Ages'] as const;
export type AgeLevel = (typeof ageLevels)[number];

export const organizers = ['Lineup', 'Super Sixty', 'NXT', 'USA Field Hockey'] as const;
export type Organizer = (typeof organizers)[number];

export const usStates = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof usStates)[number];

/** What an event says about itself (what an admin enters: a POST's body, any subset of it a PATCH's). */
export type EventDetails = {
  name: string;
  description: string | null;
  eventType: string;
  startDate: string;
  endDate: string | null;
  registrationDeadline: string | null;
  city: string;
  state: string;
  /** null: contact the organizer; 0: free. */
  cost: number | null;
  ageLevel: string;
  organizer: string | null;
  isIndoor: boolean | null;
  registrationLink: string | null;
};
