import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import type { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { PreferencesQuery } from '../preferences/preferences-read-model.js';

const SENT = new Set(['ReminderSent', 'ChangeAlertSent', 'WeeklyDigestSent', 'CollegeAlertSent']);

/** Notifications' part of a user's data export: their preferences and every mail sent to them. */
@Injectable()
export class MailPrivacy {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly preferences: PreferencesQuery,
  ) {}

  register(hooks: PrivacyHooks): void {
    hooks.onExport('notificationPreferences', (userId) => this.preferences.of(userId));
    hooks.onExport('mailsSent', (userId) => this.mailsTo(userId));
  }

  /** Mails are recorded per mail, not per user: an export reads the log once (rare, and off the hot path). */
  private async mailsTo(userId: string): Promise<unknown> {
    const mails = [];
    for await (const event of this.eventStore.readAll({ catchUpOnly: true })) {
      if (!SENT.has(event.type) || event.data.userId !== userId) continue;
      const { userId: _owner, ...details } = event.data;
      mails.push({ kind: event.type.replace(/Sent$/, ''), ...details });
    }
    return mails;
  }
}
