import { DELETED_USER_NAME, type PersonalDataDeclaration } from '../../platform/privacy/personal-data.js';
import { renamedReservationStream } from './reservations/reservation.js';

/** The accounts module's personal fields: names, addresses, where a session came from, and the family's home and classes. */
export const accountsPersonalData: PersonalDataDeclaration = {
  fields: [
    // The password hash too: with a copy of the files, a deleted user's password cannot be attacked offline.
    { type: 'UserRegistered', subject: 'userId', fields: { username: DELETED_USER_NAME, email: '', passwordHash: '' } },
    { type: 'UserPasswordChanged', subject: 'userId', fields: { passwordHash: '' } },
    { type: 'UserEmailChanged', subject: 'userId', fields: { email: '', previousEmail: '' } },
    { type: 'UsernameReserved', subject: 'userId', fields: { value: '' } },
    { type: 'UsernameReleased', subject: 'userId', fields: { value: '' } },
    { type: 'EmailReserved', subject: 'userId', fields: { value: '' } },
    { type: 'EmailReleased', subject: 'userId', fields: { value: '' } },
    { type: 'SessionStarted', subject: 'userId', fields: { ip: null, userAgent: null } },
    { type: 'UserHomeSet', subject: 'userId', fields: { homeZip: null } },
    { type: 'UserAthletesSet', subject: 'userId', fields: { gradYears: [] } },
    { type: 'UserCollegesFollowed', subject: 'userId', fields: { colleges: [] } },
  ],
  streams: [
    { prefix: 'accounts-username-', rename: (name, pseudonym) => renamedReservationStream('username', name, pseudonym), retiredAfter: ['UsernameReleased'] },
    { prefix: 'accounts-email-', rename: (name, pseudonym) => renamedReservationStream('email', name, pseudonym), retiredAfter: ['EmailReleased'] },
  ],
};
