import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import type { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { userStream } from './user.js';

/** The account's part of a user's data export: who they are to us, as their stream records it. */
@Injectable()
export class AccountExport {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  register(hooks: PrivacyHooks): void {
    hooks.onExport('account', (userId) => this.of(userId));
  }

  private async of(userId: string): Promise<unknown> {
    const events = await this.eventStore.readStream(userStream(userId));
    const registered = events.find((event) => event.type === 'UserRegistered');
    let current: Record<string, unknown> = {};
    const emails: string[] = [];
    for (const { type, data } of events) {
      if (type === 'UserRegistered') {
        current = { username: data.username, email: data.email, language: data.language ?? 'en', isAdmin: false };
        emails.push(data.email as string);
      } else if (type === 'UserEmailChanged') {
        current = { ...current, email: data.email };
        emails.push(data.email as string);
      } else if (type === 'UserLanguageChanged') current = { ...current, language: data.language };
      else if (type === 'AdminRoleGranted') current = { ...current, isAdmin: true };
      else if (type === 'AdminRoleRevoked') current = { ...current, isAdmin: false };
    }
    return {
      id: userId,
      ...current,
      createdAt: registered?.data.occurredAt ?? null,
      emailAddressesUsed: [...new Set(emails)],
      history: events.map(({ type, data }) => ({ type, at: data.occurredAt ?? null })),
    };
  }
}
