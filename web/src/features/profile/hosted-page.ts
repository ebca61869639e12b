/**
 * Leaves the app for the payment provider's page. An object rather than a bare call so component tests can spy
 * on it: jsdom's `window.location.assign` is read-only and cannot be replaced.
 */
export const hostedPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
