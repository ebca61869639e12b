// The admin console's query keys in one place. Adding or removing an event changes the stats and the growth
// chart, and access or role changes change the users list and the stats: callers invalidate those prefixes.
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  eventsByDay: () => [...adminKeys.all, 'events-by-day'] as const,
  recentEvents: (limit?: number) =>
    limit === undefined
      ? ([...adminKeys.all, 'recent-events'] as const)
      : ([...adminKeys.all, 'recent-events', limit] as const),
  users: () => [...adminKeys.all, 'users'] as const,
  histories: () => [...adminKeys.all, 'history'] as const,
  history: (kind: string, id: string, page: number) => [...adminKeys.histories(), kind, id, page] as const,
};
