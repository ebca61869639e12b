import type { PersonalDataDeclaration } from '../../platform/privacy/personal-data.js';

/**
 * Ingestion's personal fields: what an organizer's submission says of its sender (name, address), the mail's subject
 * and text, and the original (the raw mail, the uploaded file), sealed under the sender's pseudonym. The events it
 * proposes are what the organizer asks us to publish, and are not sealed.
 */
export const ingestionPersonalData: PersonalDataDeclaration = {
  fields: [{ type: 'SubmissionReceived', subject: 'organizerId', fields: { sender: { name: 'Deleted organizer', email: '' }, subject: null, text: null, original: null } }],
};
