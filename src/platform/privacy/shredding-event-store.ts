import type {
  AppendResult,
  EventData,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
} from '../eventstore/event-store.js';
import { type KeyVault, isSealed, openValue, sealValue } from './key-vault.js';
import type { PersonalDataRules } from './personal-data.js';

/**
 * The event store as the app uses it: personal fields (`PersonalDataRules`) are sealed with their subject's key on the
 * way in and opened on the way out. A subject whose key is erased reads as the rules' placeholders, whether its events
 * were sealed or written in plain before sealing existed; an event appended for an erased subject stores the
 * placeholders. Everything else passes through unchanged, so any adapter (SQLite, EventStoreDB) works beneath it.
 */
export class ShreddingEventStore implements EventStore {
  constructor(
    readonly inner: EventStore,
    readonly vault: KeyVault,
    private readonly rules: PersonalDataRules,
  ) {}

  appendToStream(stream: string, events: readonly NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult> {
    return this.inner.appendToStream(stream, events.map((event) => this.sealed(event)), options);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return (await this.inner.readStream(stream, options)).map((event) => this.opened(event));
  }

  /** Each event opened as it passes: a mapping iterator, not a generator, so a replay pays no extra hop per event. */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    const events = this.inner.readAll(options);
    return {
      [Symbol.asyncIterator]: () => {
        const iterator = events[Symbol.asyncIterator]();
        return {
          next: async () => {
            const step = await iterator.next();
            return step.done ? step : { done: false, value: this.opened(step.value) };
          },
          return: async (value?: unknown) => (await iterator.return?.(value)) ?? { done: true, value: undefined },
        };
      },
    };
  }

  retireStream(stream: string, expectedRevision: bigint): Promise<boolean> {
    return this.inner.retireStream(stream, expectedRevision);
  }

  headPosition(): Promise<string> {
    return this.inner.headPosition();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  identity(): Promise<string> {
    return this.inner.identity();
  }

  async close(): Promise<void> {
    await this.inner.close();
    this.vault.close();
  }

  /** The event with its personal fields sealed (or, for an erased subject, replaced by their placeholders). */
  sealed<E extends { type: string; data: EventData }>(event: E): E {
    const rule = this.rules.forType(event.type);
    const subject = rule ? event.data[rule.subject] : undefined;
    if (!rule || typeof subject !== 'string') return event;
    const key = this.vault.keyFor(subject);
    const data: EventData = { ...event.data };
    for (const [field, placeholder] of Object.entries(rule.fields)) {
      if (!(field in data) || isSealed(data[field])) continue;
      data[field] = key === 'erased' ? placeholder : sealValue(key, subject, field, data[field]);
    }
    return { ...event, data };
  }

  /** The event with its personal fields opened, or their placeholders when the subject's key is erased. */
  opened(event: RecordedEvent): RecordedEvent {
    const rule = this.rules.forType(event.type);
    const subject = rule ? event.data[rule.subject] : undefined;
    if (!rule || typeof subject !== 'string') return event;
    const fields = Object.entries(rule.fields).filter(([field]) => field in event.data);
    if (fields.length === 0) return event;
    const key = this.vault.state(subject);
    const data: EventData = { ...event.data };
    for (const [field, placeholder] of fields) {
      const value = data[field];
      if (key === 'erased') data[field] = placeholder;
      else if (isSealed(value)) {
        const opened = key === null ? undefined : openValue(key, subject, field, value);
        data[field] = opened === undefined ? placeholder : opened;
      }
    }
    return Object.freeze({ ...event, data: Object.freeze(data) });
  }
}
