import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { AccessLevel } from '../../../platform/http/access.js';

/** The mails a user can switch on and off, each with its own unsubscribe link. */
export const NOTIFICATION_KINDS = ['deadlineReminders', 'eventReminders', 'changeAlerts', 'weeklyDigest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the weekly digest lists of the week's new events; an empty list: any. */
export interface DigestFilters {
  states: string[];
  eventTypes: string[];
  ageLevels: string[];
}

export interface NotificationPreferences {
  deadlineReminders: boolean;
  eventReminders: boolean;
  changeAlerts: boolean;
  weeklyDigest: boolean;
  digestFilters: DigestFilters;
}

/** Pro's reminders and alerts are what Pro is bought for, so they start on; the digest is opt-in. */
export const DEFAULT_PREFERENCES: NotificationPreferences = Object.freeze({
  deadlineReminders: true,
  eventReminders: true,
  changeAlerts: true,
  weeklyDigest: false,
  digestFilters: Object.freeze({ states: [], eventTypes: [], ageLevels: [] }) as DigestFilters,
});

/** A change as the user asks for it: any preference, and any of the digest's filters (the others stay). */
export type PreferencesChange = Partial<Omit<NotificationPreferences, 'digestFilters'>> & { digestFilters?: Partial<DigestFilters> };

/** Events of `notifications-preferences-<userId>`. */
export interface NotificationPreferencesChanged {
  type: 'NotificationPreferencesChanged';
  /** `changes` holds the new values of the preferences that changed, `previous` their old ones. */
  data: { userId: string; changes: Partial<NotificationPreferences>; previous: Partial<NotificationPreferences>; occurredAt: string };
}
/** The one-click link in a mail: that kind of mail is switched off without signing in. */
export interface UnsubscribedByLink {
  type: 'UnsubscribedByLink';
  data: { userId: string; kind: NotificationKind; occurredAt: string };
}
export type PreferencesEvent = NotificationPreferencesChanged | UnsubscribedByLink;
export const PREFERENCES_EVENT_TYPES = ['NotificationPreferencesChanged', 'UnsubscribedByLink'] as const satisfies readonly PreferencesEvent['type'][];

export const preferencesStream = (userId: string) => `notifications-preferences-${userId}`;

export function evolvePreferences(state: NotificationPreferences, recorded: PreferencesEvent | RecordedEvent): NotificationPreferences {
  const event = recorded as PreferencesEvent;
  switch (event.type) {
    case 'NotificationPreferencesChanged':
      return { ...state, ...event.data.changes };
    case 'UnsubscribedByLink':
      return { ...state, [event.data.kind]: false };
    default:
      return state;
  }
}

export const preferencesFold = { evolve: evolvePreferences, initial: DEFAULT_PREFERENCES };

const unique = (values: readonly string[]) => [...new Set(values)];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Records what differs (filters deduplicated); nothing when the change changes nothing. */
export function decidePreferencesChange(
  state: NotificationPreferences,
  command: { userId: string; change: PreferencesChange; now: Date },
): PreferencesEvent[] {
  const { digestFilters, ...switches } = command.change;
  const wanted: Partial<NotificationPreferences> = { ...switches };
  if (digestFilters) {
    wanted.digestFilters = {
      states: unique(digestFilters.states ?? state.digestFilters.states),
      eventTypes: unique(digestFilters.eventTypes ?? state.digestFilters.eventTypes),
      ageLevels: unique(digestFilters.ageLevels ?? state.digestFilters.ageLevels),
    };
  }
  const changes: Partial<NotificationPreferences> = {};
  const previous: Partial<NotificationPreferences> = {};
  for (const [field, value] of Object.entries(wanted) as [keyof NotificationPreferences, unknown][]) {
    if (value === undefined || same(state[field], value)) continue;
    Object.assign(changes, { [field]: value });
    Object.assign(previous, { [field]: state[field] });
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'NotificationPreferencesChanged', data: { userId: command.userId, changes, previous, occurredAt: command.now.toISOString() } }];
}

/** Idempotent: a second click on the same link, or a kind already off, records nothing. */
export function decideUnsubscribe(state: NotificationPreferences, command: { userId: string; kind: NotificationKind; now: Date }): PreferencesEvent[] {
  if (!state[command.kind]) return [];
  return [{ type: 'UnsubscribedByLink', data: { userId: command.userId, kind: command.kind, occurredAt: command.now.toISOString() } }];
}

export type AvailableNotifications = Record<NotificationKind, boolean>;

/** What a level gets mailed: Pro everything, Basic the digest, the free sample nothing. */
export function availableTo(level: AccessLevel): AvailableNotifications {
  return {
    deadlineReminders: level === 'pro',
    eventReminders: level === 'pro',
    changeAlerts: level === 'pro',
    weeklyDigest: level === 'pro' || level === 'basic',
  };
}
