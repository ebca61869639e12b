// The landing feature's query keys in one place, so a later invalidation can target them without string typos.
export const landingKeys = {
  all: ['landing'] as const,
  eventsCount: () => [...landingKeys.all, 'events-count'] as const,
};
