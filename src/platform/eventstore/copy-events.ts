import { createHash } from 'node:crypto';
import { type EventStore, type NewEvent, type RecordedEvent, START_POSITION, WrongExpectedRevisionError } from './event-store.js';

/**
 * Consecutive events of one stream appended together, up to this many and this many bytes of data and metadata
 * (EventStoreDB refuses an append above its maximum append size, 1 MiB by default). A larger event goes alone.
 */
const BATCH = 500;
export const BATCH_BYTES = 512 * 1024;

const sizeOf = (event: NewEvent) => Buffer.byteLength(JSON.stringify(event.data)) + Buffer.byteLength(JSON.stringify(event.metadata ?? {}));

export interface CopyProgress {
  /** Events appended to the target by this run. */
  copied: number;
  /** Events found already in the target (an earlier run copied them). */
  present: number;
  /** The source position reached. */
  position: string;
}

export class CopyError extends Error {
  override readonly name = 'CopyError';
}

/**
 * Copies every event of `from` into `to` in global order, each with its id, stream, revision, type, data, metadata and
 * recorded time, through the port. Each stream's events are appended at the revision they have in the source, so a
 * target holding other events for a stream conflicts instead of mixing them.
 *
 * Resuming: the copy appends a prefix of the source's order, so a run after an interrupted one reads the source from
 * the start but asks the target only for the last revision of each stream it meets until the first event the target
 * lacks; from there everything is appended. An append the interrupted run made but could not confirm is written
 * again with the same event ids, which the stores take as a retry.
 */
export async function copyEvents(
  from: EventStore,
  to: EventStore,
  options: { onProgress?: (progress: CopyProgress) => void; progressMs?: number; signal?: AbortSignal } = {},
): Promise<CopyProgress> {
  const progress: CopyProgress = { copied: 0, present: 0, position: START_POSITION };
  const lastInTarget = new Map<string, RecordedEvent | null>();
  let resumed = (await to.headPosition()) === START_POSITION;
  let batch: { stream: string; first: bigint; events: NewEvent[]; bytes: number; position: string } | null = null;
  let told = Date.now();

  const flush = async () => {
    if (!batch) return;
    const { stream, first, events, bytes, position } = batch;
    batch = null;
    try {
      await to.appendToStream(stream, events, { expectedRevision: first === 0n ? 'no_stream' : first - 1n });
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) {
        throw new CopyError(`The target's stream ${stream} holds other events (at revision ${String(error.actual)}, expected ${String(error.expected)}): it is not a copy of this source`);
      }
      if (bytes > BATCH_BYTES) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new CopyError(`The target refused event ${events[0].id} of stream ${stream} (${bytes} bytes of data and metadata, appended alone): ${reason}`);
      }
      throw error;
    }
    progress.copied += events.length;
    progress.position = position;
  };

  for await (const event of from.readAll({ catchUpOnly: true, signal: options.signal })) {
    if (!resumed) {
      let last = lastInTarget.get(event.stream);
      if (last === undefined) {
        [last = null] = await to.readStream(event.stream, { direction: 'backwards', maxCount: 1 });
        lastInTarget.set(event.stream, last);
      }
      if (last && event.revision <= last.revision) {
        if (event.revision === last.revision && event.id !== last.id) {
          throw new CopyError(`The target's stream ${event.stream} holds another event at revision ${event.revision}: it is not a copy of this source`);
        }
        progress.present += 1;
        progress.position = event.position;
        continue;
      }
      resumed = true;
      lastInTarget.clear();
    }
    const copy: NewEvent = { id: event.id, type: event.type, data: event.data, metadata: event.metadata, recordedAt: event.recordedAt };
    const bytes = sizeOf(copy);
    if (batch && batch.stream === event.stream && batch.events.length < BATCH && batch.bytes + bytes <= BATCH_BYTES) {
      batch.events.push(copy);
      batch.bytes += bytes;
      batch.position = event.position;
    } else {
      await flush();
      batch = { stream: event.stream, first: event.revision, events: [copy], bytes, position: event.position };
    }
    if (options.onProgress && Date.now() - told >= (options.progressMs ?? 1000)) {
      told = Date.now();
      options.onProgress({ ...progress });
    }
  }
  if (!options.signal?.aborted) await flush();
  return progress;
}

/** The id of the store's first event in global order, or null when it is empty. */
export async function firstEventId(store: EventStore): Promise<string | null> {
  for await (const event of store.readAll({ catchUpOnly: true })) return event.id;
  return null;
}

export interface StoreDigest {
  count: number;
  /** sha256 over every event in global order: id, stream, revision, type, data, metadata and recorded time. */
  checksum: string;
}

/** What `events:copy` compares at the end: two stores with the same events in the same order give the same digest. */
export async function digestOf(store: EventStore, signal?: AbortSignal): Promise<StoreDigest> {
  const hash = createHash('sha256');
  let count = 0;
  for await (const event of store.readAll({ catchUpOnly: true, signal })) {
    hash.update(
      `${JSON.stringify([event.id, event.stream, String(event.revision), event.type, event.data, event.metadata, event.recordedAt.toISOString()])}\n`,
    );
    count += 1;
  }
  return { count, checksum: hash.digest('hex') };
}
