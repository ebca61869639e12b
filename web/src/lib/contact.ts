// One place for the addresses the copy points at: the landing, the footer and the legal pages all link to them.
export const organizerEmail = 'events@fieldhockeyevents.com';
export const supportEmail = 'support@fieldhockeyevents.com';
