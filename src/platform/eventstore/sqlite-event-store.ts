import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { preparePrivateFile } from '../process/private-files.js';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  EventStoreClosedError,
  START_POSITION,
  WrongExpectedRevisionError,
  padPosition,
} from './event-store.js';

interface EventRow {
  position: number;
  stream: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  stream      TEXT    NOT NULL,
  revision    INTEGER NOT NULL CHECK (revision >= 0),
  event_id    TEXT    NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  UNIQUE (stream, revision),
  UNIQUE (event_id)
) STRICT;
CREATE TABLE IF NOT EXISTS store_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
`;

const STORE_ID = 'store-id';
/** What a retired stream is named: a random id, so the name says nothing of what it was. */
export const RETIRED_PREFIX = 'retired-';

/** Rows fetched per query while catching up: bounds memory without a round trip per event. */
const READ_ALL_PAGE = 1000;
/** Another process may append to the same file; a waiting live reader looks again this often. */
const LIVE_POLL_MS = 1000;
/** Full pages kept decoded for other readers: projections replaying side by side read the same pages. */
const SHARED_PAGES = 8;

/**
 * The embedded event store: one SQLite file in WAL mode. Appends run in IMMEDIATE transactions, so
 * concurrent writers (other connections or processes on the same file) are serialized by SQLite itself
 * and the (stream, revision) unique key is the last line of defence against a lost race.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private closed = false;
  /** Bumped after every commit so a live reader can tell whether it missed a wake-up. */
  private appendCount = 0;
  private readonly waiters = new Set<() => void>();
  /** Decoded full pages by the position they follow. A full page never changes: appends commit in position order. */
  private readonly pages = new Map<number, readonly RecordedEvent[]>();
  private readonly statements;
  private readonly appendTransaction;

  static open(file: string): SqliteEventStore {
    if (file !== ':memory:') preparePrivateFile(file);
    return new SqliteEventStore(new Database(file));
  }

  private constructor(db: Database.Database) {
    this.db = db;
    db.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before the append is acknowledged, so not even a power cut loses it.
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    // What is deleted or overwritten is zeroed on disk, not left in free pages (personal data rewritten in place).
    db.pragma('secure_delete = ON');
    db.exec(SCHEMA);
    // Written with the file's first open, so that every copy of the file (a backup) carries it.
    db.prepare<[string, string]>('INSERT OR IGNORE INTO store_meta (name, value) VALUES (?, ?)').run(STORE_ID, randomUUID());
    this.statements = {
      last: db.prepare<[string], Pick<EventRow, 'revision' | 'position'>>(
        'SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
      ),
      byEventId: db.prepare<[string], Pick<EventRow, 'stream' | 'revision'>>(
        'SELECT stream, revision FROM events WHERE event_id = ?',
      ),
      idsFrom: db.prepare<[string, number, number], Pick<EventRow, 'event_id' | 'position'>>(
        'SELECT event_id, position FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      insert: db.prepare<[string, number, string, string, string, string, string]>(
        `INSERT INTO events (stream, revision, event_id, type, data, metadata, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      forwards: db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision ASC LIMIT ?',
      ),
      backwards: db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
      ),
      allAfter: db.prepare<[number, number], EventRow>(
        'SELECT * FROM events WHERE position > ? ORDER BY position ASC LIMIT ?',
      ),
      head: db.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM events'),
    };
    this.appendTransaction = db
      .transaction((stream: string, events: readonly NewEvent[], expected: ExpectedRevision) =>
        this.appendInTransaction(stream, events, expected),
      )
      .immediate.bind(null);
  }

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    this.assertOpen();
    if (events.length === 0) throw new RangeError(`Nothing to append to stream ${stream}`);
    const result = this.appendTransaction(stream, events, options.expectedRevision ?? 'any');
    if (result.written) this.notifyAppended();
    return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
  }

  private appendInTransaction(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): AppendResult & { written: boolean } {
    const last = this.statements.last.get(stream);
    const current: bigint | 'no_stream' = last ? BigInt(last.revision) : 'no_stream';

    const firstId = events[0].id;
    const previous = firstId ? this.statements.byEventId.get(firstId) : undefined;
    if (previous) return { ...this.replayedAppend(stream, events, expected, current, previous), written: false };

    if (!matches(expected, current)) throw new WrongExpectedRevisionError(stream, expected, current);

    const recordedAt = new Date().toISOString();
    let revision = current === 'no_stream' ? 0 : Number(current) + 1;
    let position = 0;
    for (const event of events) {
      const info = this.statements.insert.run(
        stream,
        revision,
        event.id ?? randomUUID(),
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata ?? {}),
        event.recordedAt?.toISOString() ?? recordedAt,
      );
      position = Number(info.lastInsertRowid);
      revision += 1;
    }
    return { nextExpectedRevision: BigInt(revision - 1), position: padPosition(position), written: true };
  }

  /**
   * The first event id is already stored: this is a retry. It succeeds without writing when the same ids
   * sit in this stream, in order, where the same expected revision put them; anything else is a conflict.
   */
  private replayedAppend(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    current: bigint | 'no_stream',
    previous: Pick<EventRow, 'stream' | 'revision'>,
  ): AppendResult {
    const startedAt = BigInt(previous.revision);
    const placedAsExpected =
      previous.stream === stream &&
      (expected === 'any' ||
        expected === 'stream_exists' ||
        (expected === 'no_stream' && startedAt === 0n) ||
        (typeof expected === 'bigint' && startedAt === expected + 1n));
    const stored = placedAsExpected
      ? this.statements.idsFrom.all(stream, previous.revision, events.length)
      : [];
    const sameIds =
      stored.length === events.length && stored.every((row, index) => row.event_id === events[index].id);
    if (!sameIds) throw new WrongExpectedRevisionError(stream, expected, current);
    return {
      nextExpectedRevision: startedAt + BigInt(events.length - 1),
      position: padPosition(stored[stored.length - 1].position),
    };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const limit = options.maxCount ?? -1;
    const rows =
      options.direction === 'backwards'
        ? this.statements.backwards.all(
            stream,
            options.fromRevision === undefined ? Number.MAX_SAFE_INTEGER : Number(options.fromRevision),
            limit,
          )
        : this.statements.forwards.all(stream, Number(options.fromRevision ?? 0n), limit);
    return rows.map(toRecordedEvent);
  }

  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<RecordedEvent> {
    const { signal } = options;
    let after = options.from ? Number(options.from) : 0;
    const until = options.catchUpOnly ? (this.statements.head.get()?.head ?? 0) : Number.POSITIVE_INFINITY;
    while (!this.closed && !signal?.aborted) {
      const seen = this.appendCount;
      const page = this.pageAfter(after);
      for (const event of page) {
        const position = Number(event.position);
        if (position > until) return;
        after = position;
        yield event;
        if (signal?.aborted) return;
      }
      if (page.length === READ_ALL_PAGE) continue;
      if (after >= until) return;
      await this.waitForAppend(seen, signal);
    }
  }

  private pageAfter(after: number): readonly RecordedEvent[] {
    const shared = this.pages.get(after);
    if (shared) return shared;
    const page = this.statements.allAfter.all(after, READ_ALL_PAGE).map(toRecordedEvent);
    if (page.length === READ_ALL_PAGE) {
      this.pages.set(after, page);
      if (this.pages.size > SHARED_PAGES) this.pages.delete(this.pages.keys().next().value as number);
    }
    return page;
  }

  async retireStream(stream: string, expectedRevision: bigint): Promise<boolean> {
    this.assertOpen();
    const retired = this.db
      .transaction(() => {
        const last = this.statements.last.get(stream);
        if (!last || BigInt(last.revision) !== expectedRevision) return false;
        this.rename(stream);
        return true;
      })
      .immediate();
    if (retired) this.afterRewrite();
    return retired;
  }

  /**
   * A one-off migration, like `rewriteStored`: retires every stream named with `prefix` whose last event is of one of
   * `types`. Returns how many.
   */
  retireStoredStreams(prefix: string, types: readonly string[]): number {
    this.assertOpen();
    if (types.length === 0) return 0;
    const ended = this.db.prepare<(string | number)[], { stream: string }>(
      `SELECT stream FROM events AS e WHERE substr(stream, 1, ?) = ? AND type IN (${types.map(() => '?').join(', ')})
         AND revision = (SELECT MAX(revision) FROM events WHERE stream = e.stream)`,
    );
    const streams = this.db.transaction(() => ended.all(prefix.length, prefix, ...types).map(({ stream }) => (this.rename(stream), stream))).immediate();
    if (streams.length > 0) this.afterRewrite();
    return streams.length;
  }

  private rename(stream: string): void {
    this.db.prepare<[string, string]>('UPDATE events SET stream = ? WHERE stream = ?').run(`${RETIRED_PREFIX}${randomUUID()}`, stream);
  }

  /** Decoded pages hold the old values; the journal is checkpointed so the replaced bytes leave it too. */
  private afterRewrite(): void {
    this.pages.clear();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async headPosition(): Promise<string> {
    this.assertOpen();
    const head = this.statements.head.get()?.head;
    return head ? padPosition(head) : START_POSITION;
  }

  async ping(): Promise<void> {
    this.assertOpen();
    this.db.prepare('SELECT 1').get();
  }

  /** Runs SQLite's own consistency check; 'ok' when the file is sound. */
  integrityCheck(): string {
    return String(this.db.pragma('integrity_check', { simple: true }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.notifyAppended();
    this.db.close();
  }

  private waitForAppend(seen: number, signal: AbortSignal | undefined): Promise<void> {
    if (this.appendCount !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, LIVE_POLL_MS);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  private notifyAppended(): void {
    this.appendCount += 1;
    for (const wake of [...this.waiters]) wake();
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }

  /**
   * A one-off migration of what is stored, in place: each stored event of `types` is given to `rewrite`, which
   * returns its new stream name and data (or null to keep it as it is). Positions, revisions, ids and times stay.
   * One transaction; the replaced bytes are zeroed (secure delete) and the journal checkpointed, so nothing of the
   * old values stays in the files. Returns how many events changed. Runs before the store is used, never beside it.
   */
  rewriteStored(types: readonly string[], rewrite: (event: RecordedEvent) => { stream: string; data: RecordedEvent['data'] } | null): number {
    this.assertOpen();
    if (types.length === 0) return 0;
    const select = this.db.prepare<string[], EventRow>(`SELECT * FROM events WHERE type IN (${types.map(() => '?').join(', ')}) ORDER BY position`);
    const update = this.db.prepare<[string, string, number]>('UPDATE events SET stream = ?, data = ? WHERE position = ?');
    let changed = 0;
    this.db.transaction(() => {
      for (const row of select.all(...types)) {
        const next = rewrite(toRecordedEvent(row));
        if (next === null) continue;
        update.run(next.stream, JSON.stringify(next.data), row.position);
        changed += 1;
      }
    })();
    if (changed > 0) this.afterRewrite();
    return changed;
  }

  /**
   * This store's identity: a random id written when the file is created and kept with the events, so that state derived
   * from them elsewhere (read-model snapshots) can tell it was derived from this store and not from another file.
   */
  storeId(): string {
    this.assertOpen();
    const id = this.marker(STORE_ID);
    if (!id) throw new Error('The event store has no id');
    return id;
  }

  async identity(): Promise<string> {
    return this.storeId();
  }

  /** The id of the event at this global position, or null when there is none. */
  eventIdAt(position: string): string | null {
    this.assertOpen();
    if (!/^\d{1,20}$/.test(position)) return null;
    return this.db.prepare<[bigint], { event_id: string }>('SELECT event_id FROM events WHERE position = ?').get(BigInt(position))?.event_id ?? null;
  }

  /** A named marker kept with the events (e.g. that a migration ran on them). */
  marker(name: string): string | null {
    return this.db.prepare<[string], { value: string }>('SELECT value FROM store_meta WHERE name = ?').get(name)?.value ?? null;
  }

  setMarker(name: string, value: string): void {
    this.db.prepare<[string, string]>('INSERT INTO store_meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(name, value);
  }
}

function matches(expected: ExpectedRevision, current: bigint | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === 'no_stream';
  if (expected === 'stream_exists') return current !== 'no_stream';
  return current === expected;
}

/** Events are frozen: readers share them. */
function toRecordedEvent(row: EventRow): RecordedEvent {
  return deepFreeze({
    id: row.event_id,
    stream: row.stream,
    revision: BigInt(row.revision),
    position: padPosition(row.position),
    type: row.type,
    data: JSON.parse(row.data) as RecordedEvent['data'],
    metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
    recordedAt: new Date(row.recorded_at),
  });
}

function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
