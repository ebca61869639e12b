// The insights page's query keys in one place.
export const insightsKeys = {
  all: ['insights'] as const,
  summary: () => [...insightsKeys.all, 'summary'] as const,
};
