import { describe, expect, it } from '@jest/globals';
import type { NotificationPreferences } from './api/get-notification-preferences';
import { changedPreferences } from './notification-changes';

const saved: NotificationPreferences = {
  deadlineReminders: true,
  eventReminders: true,
  changeAlerts: true,
  weeklyDigest: false,
  digestFilters: { states: ['PA', 'NJ'], eventTypes: [], ageLevels: ['U16'] },
};

describe('changedPreferences', () => {
  it('given nothing changed, when compared, then there is nothing to send', () => {
    expect(changedPreferences(saved, structuredClone(saved))).toEqual({});
  });

  it('given two switches moved, when compared, then only those two are sent', () => {
    expect(changedPreferences(saved, { ...saved, eventReminders: false, weeklyDigest: true })).toEqual({ eventReminders: false, weeklyDigest: true });
  });

  it('given the same states in another order, when compared, then the filters count as unchanged', () => {
    expect(changedPreferences(saved, { ...saved, digestFilters: { ...saved.digestFilters, states: ['NJ', 'PA'] } })).toEqual({});
  });

  it('given one filter list changed, when compared, then the filters are sent whole', () => {
    const digestFilters = { ...saved.digestFilters, eventTypes: ['Clinic'] };
    expect(changedPreferences(saved, { ...saved, digestFilters })).toEqual({ digestFilters });
  });
});
