import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_PREFERENCES,
  type NotificationPreferences,
  availableTo,
  decidePreferencesChange,
  decideUnsubscribe,
  evolvePreferences,
} from './notification-preferences.js';

const userId = 'u1';
const now = new Date('2026-03-14T12:00:00Z');
const fold = (events: ReturnType<typeof decideUnsubscribe>, state: NotificationPreferences = DEFAULT_PREFERENCES) => events.reduce(evolvePreferences, state);

describe('notification preferences', () => {
  it('given a new user, then reminders and alerts are on and the digest is off', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      deadlineReminders: true,
      eventReminders: true,
      changeAlerts: true,
      weeklyDigest: false,
      digestFilters: { states: [], eventTypes: [], ageLevels: [] },
    });
  });

  it('given a change, then only what differs is recorded, with its previous value', () => {
    const events = decidePreferencesChange(DEFAULT_PREFERENCES, { userId, change: { weeklyDigest: true, changeAlerts: true }, now });
    expect(events).toEqual([
      {
        type: 'NotificationPreferencesChanged',
        data: { userId, changes: { weeklyDigest: true }, previous: { weeklyDigest: false }, occurredAt: '2026-03-14T12:00:00.000Z' },
      },
    ]);
    expect(fold(events).weeklyDigest).toBe(true);
  });

  it('given one digest filter, then the others stay, and repeated values are kept once', () => {
    const withStates = fold(decidePreferencesChange(DEFAULT_PREFERENCES, { userId, change: { digestFilters: { states: ['PA', 'NJ', 'PA'] } }, now }));
    expect(withStates.digestFilters).toEqual({ states: ['PA', 'NJ'], eventTypes: [], ageLevels: [] });
    const withTypes = fold(decidePreferencesChange(withStates, { userId, change: { digestFilters: { eventTypes: ['Clinic'] } }, now }), withStates);
    expect(withTypes.digestFilters).toEqual({ states: ['PA', 'NJ'], eventTypes: ['Clinic'], ageLevels: [] });
  });

  it('given a change to what is already so, then nothing is recorded', () => {
    expect(decidePreferencesChange(DEFAULT_PREFERENCES, { userId, change: { deadlineReminders: true, digestFilters: { states: [] } }, now })).toEqual([]);
  });

  it('given an unsubscribe link, then that kind is switched off once; a second click records nothing', () => {
    const events = decideUnsubscribe(DEFAULT_PREFERENCES, { userId, kind: 'changeAlerts', now });
    expect(events).toEqual([{ type: 'UnsubscribedByLink', data: { userId, kind: 'changeAlerts', occurredAt: '2026-03-14T12:00:00.000Z' } }]);
    const after = fold(events);
    expect(after).toEqual({ ...DEFAULT_PREFERENCES, changeAlerts: false });
    expect(decideUnsubscribe(after, { userId, kind: 'changeAlerts', now })).toEqual([]);
  });

  it('given a level, then Pro gets every mail, Basic the digest and the sample none', () => {
    expect(availableTo('pro')).toEqual({ deadlineReminders: true, eventReminders: true, changeAlerts: true, weeklyDigest: true });
    expect(availableTo('basic')).toEqual({ deadlineReminders: false, eventReminders: false, changeAlerts: false, weeklyDigest: true });
    expect(availableTo('sample')).toEqual({ deadlineReminders: false, eventReminders: false, changeAlerts: false, weeklyDigest: false });
  });
});
