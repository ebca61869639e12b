import type { PersonalDataDeclaration } from '../../platform/privacy/personal-data.js';

/** The catalog's personal fields: a user's notes on saved events, and their calendar feed's secret. */
export const catalogPersonalData: PersonalDataDeclaration = {
  fields: [
    { type: 'SavedEventNoteWritten', subject: 'userId', fields: { text: '' } },
    { type: 'CalendarFeedTokenIssued', subject: 'userId', fields: { token: null, tokenHash: null } },
  ],
};
