import {
  type DigestFilters,
  notificationKinds,
  type NotificationPreferences,
  type NotificationSettings,
} from './api/get-notification-preferences';

const filterLists = ['states', 'eventTypes', 'ageLevels'] as const satisfies readonly (keyof DigestFilters)[];

/** The choices alone, without what the plan includes: what the card edits. */
export function preferencesOf(settings: NotificationSettings): NotificationPreferences {
  const { available: _available, ...preferences } = settings;
  return preferences;
}

const sameChoice = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * What the user changed since the last save, as `PATCH /api/notification-preferences` takes it: only the
 * switches that moved, and the digest filters whole when any list changed (their order carries no meaning).
 */
export function changedPreferences(saved: NotificationPreferences, draft: NotificationPreferences): Partial<NotificationPreferences> {
  const changes: Partial<NotificationPreferences> = {};
  for (const kind of notificationKinds) if (draft[kind] !== saved[kind]) changes[kind] = draft[kind];
  if (filterLists.some((list) => !sameChoice(saved.digestFilters[list], draft.digestFilters[list]))) {
    changes.digestFilters = draft.digestFilters;
  }
  return changes;
}
