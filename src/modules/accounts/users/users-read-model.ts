import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Access } from '../../../platform/http/access.js';
import type { AuthenticatedUser } from '../../../platform/http/auth.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type BulkOperation, type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';
import { placeOfZip, roundedCoordinates } from '../../../platform/places/us-places.js';
import type { UserDeletionWarned, UserEvent, UserPasswordChanged } from './user.js';

/** Every user event but `UserPasswordChanged` (nothing here shows a password) and the retention warning. */
type ShownUserEvent = Exclude<UserEvent, UserPasswordChanged | UserDeletionWarned>;
const SHOWN = [
  'UserDeleted',
  'UserRegistered',
  'UserEmailChanged',
  'UserLanguageChanged',
  'AdminRoleGranted',
  'AdminRoleRevoked',
  'UserHomeSet',
  'UserAthletesSet',
  'UserCollegesFollowed',
] as const satisfies readonly ShownUserEvent['type'][];

/**
 * What the app shows of a user (and the admin users list will): never the password hash. Subscription and
 * access come from the billing module, through the platform's `AccessResolver`.
 */
export interface UserDocument extends Document {
  username: string;
  /** For lookups and sorting that ignore letter case. */
  usernameLower: string;
  email: string;
  /** What the site and the user's mail are written in. */
  language: Language;
  isAdmin: boolean;
  createdAt: Date;
  /** "My athlete" (absent on documents of users who never set them: none). */
  homeZip?: string | null;
  gradYears?: number[];
  followedColleges?: string[];
}

const USERS = 'users';
export const USERS_PROJECTION = 'accounts-users';

export const usersProjection: Projection = {
  name: USERS_PROJECTION,
  version: 4,
  handles: SHOWN,
  collections: [USERS],
  async setUp(session: ReadStoreSession) {
    await session.collection(USERS).createIndex({ usernameLower: 1 });
    // The admin console's list: newest first, ties by id (see `list`).
    await session.collection(USERS).createIndex({ createdAt: -1, _id: 1 });
    // Who follows colleges: the college alerts' recipients (one key per followed college).
    await session.collection(USERS).createIndex({ followedColleges: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    await session.collection<UserDocument>(USERS).bulkWrite(batch.map(toOperation));
  },
};

function toOperation(recorded: RecordedEvent): BulkOperation<UserDocument> {
  const event = recorded as unknown as ShownUserEvent;
  const _id = event.data.userId;
  switch (event.type) {
    // A deleted account leaves nothing here: the audit trail shows it as "Deleted user".
    case 'UserDeleted':
      return { deleteOne: { filter: { _id } } };
    case 'UserRegistered':
      return {
        replaceOne: {
          filter: { _id },
          replacement: {
            _id,
            username: event.data.username,
            usernameLower: event.data.username.toLowerCase(),
            email: event.data.email,
            language: event.data.language ?? DEFAULT_LANGUAGE,
            isAdmin: false,
            createdAt: new Date(event.data.occurredAt),
          },
          upsert: true,
        },
      };
    case 'UserEmailChanged':
      return { updateOne: { filter: { _id }, update: { $set: { email: event.data.email } } } };
    case 'UserLanguageChanged':
      return { updateOne: { filter: { _id }, update: { $set: { language: event.data.language } } } };
    case 'AdminRoleGranted':
      return { updateOne: { filter: { _id }, update: { $set: { isAdmin: true } } } };
    case 'AdminRoleRevoked':
      return { updateOne: { filter: { _id }, update: { $set: { isAdmin: false } } } };
    case 'UserHomeSet':
      return { updateOne: { filter: { _id }, update: { $set: { homeZip: event.data.homeZip } } } };
    case 'UserAthletesSet':
      return { updateOne: { filter: { _id }, update: { $set: { gradYears: event.data.gradYears } } } };
    case 'UserCollegesFollowed':
      return { updateOne: { filter: { _id }, update: { $set: { followedColleges: event.data.colleges } } } };
  }
}

export function toAuthenticatedUser(document: UserDocument, access: Access): AuthenticatedUser {
  return {
    id: document._id,
    username: document.username,
    email: document.email,
    language: document.language,
    isAdmin: document.isAdmin,
    accessLevel: access.level,
    subscriptionStatus: access.subscriptionStatus,
    stripeSubscriptionId: access.stripeSubscriptionId,
    planType: access.planType,
    createdAt: document.createdAt.toISOString(),
    homeZip: document.homeZip ?? null,
    home: homeOf(document.homeZip ?? null),
    gradYears: document.gradYears ?? [],
    followedColleges: document.followedColleges ?? [],
  };
}

function homeOf(homeZip: string | null): AuthenticatedUser['home'] {
  const place = homeZip ? placeOfZip(homeZip) : null;
  // Its location too, rounded as the events' are: the map marks the home.
  return place ? { city: place.city, state: place.state, ...roundedCoordinates(place) } : null;
}

@Injectable()
export class UsersQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  findById(userId: string): Promise<UserDocument | null> {
    return this.readStore.collection<UserDocument>(USERS).findOne({ _id: userId });
  }

  async anyAdmin(): Promise<boolean> {
    return (await this.countAdmins()) > 0;
  }

  countAdmins(): Promise<number> {
    return this.readStore.collection<UserDocument>(USERS).count({ isAdmin: true });
  }

  /** Users who follow at least one college, with the colleges: who a college added to an event may concern. */
  async followers(): Promise<{ userId: string; colleges: string[] }[]> {
    const users = await this.readStore.collection<UserDocument>(USERS).find({ 'followedColleges.0': { $exists: true } });
    return users.map((user) => ({ userId: user._id, colleges: user.followedColleges ?? [] }));
  }

  /** Registered users: the admin console's total. */
  count(): Promise<number> {
    return this.readStore.collection<UserDocument>(USERS).count();
  }

  /** Newest first: the admin console's users list. */
  list(options: { skip?: number; limit?: number } = {}): Promise<UserDocument[]> {
    return this.readStore.collection<UserDocument>(USERS).find({}, { sort: { createdAt: -1, _id: 1 }, ...options });
  }
}
