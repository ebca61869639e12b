import type { PersonalDataDeclaration } from '../../platform/privacy/personal-data.js';

/** Notifications' personal field: a mail server's refusal, which names the address it refused. */
export const notificationsPersonalData: PersonalDataDeclaration = {
  fields: [{ type: 'MailFailed', subject: 'userId', fields: { error: '' } }],
};
