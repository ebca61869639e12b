// Answers of the admin API as the server sends them, for the console's component tests.
import type { DayCount } from '../api/get-events-by-day';
import type { HistoryEntry, HistoryPage } from '../api/get-history';
import type { AdminUser } from '../api/get-users';

let sequence = 0;

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  sequence += 1;
  return {
    id: `user-${sequence}`,
    username: `player_${sequence}`,
    email: `player${sequence}@example.com`,
    createdAt: '2025-10-24T12:00:00.000Z',
    isAdmin: false,
    subscriptionStatus: null,
    planType: null,
    accessLevel: 'sample',
    ...overrides,
  };
}

/** The 30 days the by-day endpoint answers, ending on 2025-11-21, with the given counts on the last days. */
export function lastThirtyDays(lastCounts: number[] = []): DayCount[] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 10, 21 - 29 + index)).toISOString().slice(0, 10);
    return { date, count: lastCounts[index - (30 - lastCounts.length)] ?? 0 };
  });
}

export function anEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  sequence += 1;
  return {
    revision: sequence,
    type: 'UserEmailChanged',
    occurredAt: '2025-11-20T15:30:00.000Z',
    actor: { id: 'admin-1', username: 'head_admin' },
    changes: [],
    ...overrides,
  };
}

export function aHistoryPage(entries: HistoryEntry[], overrides: Partial<HistoryPage> = {}): HistoryPage {
  return { entries, page: 1, pageSize: 50, total: entries.length, totalPages: entries.length > 0 ? 1 : 0, ...overrides };
}
