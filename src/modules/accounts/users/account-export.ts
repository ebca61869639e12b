import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import type { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { type UserState, evolveUser, initialUserState, userStream } from './user.js';

/** The account's part of a user's data export: who they are to us, as their stream records it. */
@Injectable()
export class AccountExport {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  register(hooks: PrivacyHooks): void {
    hooks.onExport('account', (userId) => this.of(userId));
  }

  private async of(userId: string): Promise<unknown> {
    const events = await this.eventStore.readStream(userStream(userId));
    const state: UserState = events.reduce(evolveUser, initialUserState);
    if (!state.registered) return { id: userId };
    const { username, email, emails, language, isAdmin, homeZip, gradYears, followedColleges } = state;
    return {
      id: userId,
      username,
      email,
      language,
      isAdmin,
      homeZip,
      gradYears,
      followedColleges,
      createdAt: events[0]?.data.occurredAt ?? null,
      emailAddressesUsed: [...new Set(emails)],
      history: events.map(({ type, data }) => ({ type, at: data.occurredAt ?? null })),
    };
  }
}
