import { performance } from 'node:perf_hooks';
import { type EventStore, WrongExpectedRevisionError } from '../eventstore/event-store.js';
import type { Mailer } from '../mail/mailer.js';
import type { Metrics } from './metrics.js';

/**
 * Times the store's appends for /metrics. It replaces `appendToStream` on the instance itself rather than wrapping the
 * store, so `instanceof` checks on it (read-model snapshots, the sealing store's adapter) and its other members stay.
 */
export function meterAppends<S extends EventStore>(store: S, metrics: Metrics): S {
  const append = store.appendToStream.bind(store);
  store.appendToStream = async (stream, events, options) => {
    const started = performance.now();
    try {
      const result = await append(stream, events, options);
      metrics.observeAppend('ok', (performance.now() - started) / 1000, events.length);
      return result;
    } catch (error) {
      metrics.observeAppend(error instanceof WrongExpectedRevisionError ? 'conflict' : 'error', (performance.now() - started) / 1000, 0);
      throw error;
    }
  };
  return store;
}

/** The mailer, counting each mail sent or failed. */
export function meteredMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.recordMail('failed');
        throw error;
      }
      metrics.recordMail('sent');
    },
    forget: (address) => mailer.forget(address),
  };
}
