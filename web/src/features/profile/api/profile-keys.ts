// The profile's query keys in one place: the subscription summary is its only read.
export const profileKeys = {
  all: ['profile'] as const,
  subscription: () => [...profileKeys.all, 'subscription'] as const,
};
