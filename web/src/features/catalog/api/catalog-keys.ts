// The catalog's query keys in one place. Saving an event changes what every event query answers (isSaved),
// so `events()` covers lists and details alike. A note lives under the saved list: the list carries each note too.
export const catalogKeys = {
  all: ['catalog'] as const,
  events: () => [...catalogKeys.all, 'events'] as const,
  eventList: (query: string) => [...catalogKeys.events(), 'list', query] as const,
  eventListFirstScreen: (url: string) => [...catalogKeys.events(), 'first-screen', url] as const,
  event: (id: string) => [...catalogKeys.events(), 'detail', id] as const,
  savedEvents: () => [...catalogKeys.all, 'saved-events'] as const,
  note: (id: string) => [...catalogKeys.savedEvents(), 'note', id] as const,
  colleges: () => [...catalogKeys.all, 'colleges'] as const,
};
