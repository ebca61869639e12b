/**
 * A store (event store or read store) could not be reached or answered: the server is down, restarting, electing a
 * primary, or the network dropped. Nothing about the request was wrong, and the same call may succeed once the store
 * is back, so callers retry it (the projection runner does, forever, with a growing pause) instead of treating it as a
 * bug. Adapters wrap their drivers' connection-level errors in it (the driver's error is the `cause`); every other
 * error keeps its meaning.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';

  constructor(
    /** Which store: 'event store' or 'read store'. */
    readonly store: 'event store' | 'read store',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${store} is unavailable: ${message}`, options);
  }
}

export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}
