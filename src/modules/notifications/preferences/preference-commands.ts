import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { Clock } from '../../../platform/time/clock.js';
import {
  type NotificationKind,
  type NotificationPreferences,
  type PreferencesChange,
  decidePreferencesChange,
  decideUnsubscribe,
  evolvePreferences,
  preferencesFold,
  preferencesStream,
} from './notification-preferences.js';

export interface PreferencesOutcome {
  preferences: NotificationPreferences;
  /** Where the change was appended, for `whenProcessed`; null when nothing changed. */
  position: string | null;
}

@Injectable()
export class PreferenceCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  change(userId: string, change: PreferencesChange, context: CommandContext): Promise<PreferencesOutcome> {
    const now = this.clock.now();
    return this.decide(userId, (state) => decidePreferencesChange(state, { userId, change, now }), context);
  }

  unsubscribe(userId: string, kind: NotificationKind, context: CommandContext): Promise<PreferencesOutcome> {
    const now = this.clock.now();
    return this.decide(userId, (state) => decideUnsubscribe(state, { userId, kind, now }), context);
  }

  private async decide(
    userId: string,
    decide: (state: NotificationPreferences) => ReturnType<typeof decideUnsubscribe>,
    context: CommandContext,
  ): Promise<PreferencesOutcome> {
    const { result, position } = await decideAndAppend(
      this.eventStore,
      preferencesStream(userId),
      preferencesFold,
      (state) => {
        const events = decide(state);
        return { events, result: events.reduce(evolvePreferences, state) };
      },
      context,
    );
    return { preferences: result, position };
  }
}
