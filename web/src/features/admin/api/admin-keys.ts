// The admin console's query keys in one place. Adding or removing an event changes the stats and the growth
// chart, access or role changes change the users list and the stats, and a scraper run changes the scrapers, the
// logs, the stats and the events: callers invalidate those prefixes. The blog's posts are read by the console's
// Blog tab and the blog administration page alike; a preview is the server's sanitized form of some content. An
// answer on the Review list changes events: like any event change, it refreshes every query but the signed-in user's.
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  eventsByDay: () => [...adminKeys.all, 'events-by-day'] as const,
  recentEvents: (limit?: number) =>
    limit === undefined
      ? ([...adminKeys.all, 'recent-events'] as const)
      : ([...adminKeys.all, 'recent-events', limit] as const),
  users: () => [...adminKeys.all, 'users'] as const,
  scrapers: () => [...adminKeys.all, 'scrapers'] as const,
  /** Without a limit, the prefix of every logs query (the Logs tab's and the overview's latest 10). */
  logs: (limit?: number) =>
    limit === undefined ? ([...adminKeys.all, 'logs'] as const) : ([...adminKeys.all, 'logs', limit] as const),
  blogPosts: () => [...adminKeys.all, 'blog-posts'] as const,
  blogPreview: (content: string) => [...adminKeys.all, 'blog-preview', content] as const,
  review: () => [...adminKeys.all, 'review'] as const,
  drafts: () => [...adminKeys.all, 'review', 'drafts'] as const,
  /** One organizer's submissions: under the Review list's prefix, so a decision on a draft refreshes them too. */
  senderSubmissions: (email: string) => [...adminKeys.all, 'review', 'submissions', email.toLowerCase()] as const,
  health: () => [...adminKeys.all, 'health'] as const,
  histories: () => [...adminKeys.all, 'history'] as const,
  history: (kind: string, id: string, page: number) => [...adminKeys.histories(), kind, id, page] as const,
};
