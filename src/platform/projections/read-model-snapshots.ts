import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { deserialize, serialize } from 'node:v8';
import type { Logger } from 'pino';
import type { KeyVault } from '../privacy/key-vault.js';
import type { CollectionDump, IndexDefinition, MemoryReadStore } from '../readstore/memory-read-store.js';
import type { Document } from '../readstore/read-store.js';
import type { Projection } from './projection.js';
import { CHECKPOINTS } from './projection-runner.js';

/**
 * Read-model snapshots for the embedded mode, where read models live in memory and would otherwise be rebuilt from
 * the whole log at every start. Each projection's collections are written to one file together with the checkpoint
 * they were built up to; at boot a snapshot that fits is loaded and the projection replays only the events after
 * it. A snapshot that does not fit is ignored and that projection rebuilt from the first event, which is always
 * correct, only slower:
 *   - another projection version made it (its `handle` wrote other documents);
 *   - another event store made it (the store's id differs), or the store no longer holds the event it was built up to
 *     (a restored older backup, another file in its place);
 *   - it cannot be read whole (its checksum, its framing, an unknown format).
 * A projection's collections and its checkpoint commit in one synchronous step of the memory store, and a snapshot
 * captures them in one synchronous step too, so every snapshot is a state some replay went through. Files are
 * written under a temporary name, flushed, then renamed: a crash leaves the previous snapshot or the new one, never
 * a part of one.
 *
 * The read models hold personal data opened (names, addresses, notes), so a snapshot's documents are encrypted
 * (AES-256-GCM) under a key of its own kept in the key vault beside the personal keys, and each save destroys the
 * previous save's key: a deleted user's data in an older snapshot, or in what the file system kept of it, is
 * unreadable once the next snapshot is written. Only the header (collection and index names, positions) is plain.
 */

const FORMAT = 'fhe-read-model-snapshot';
const FORMAT_VERSION = 1;
/** Documents per frame: small enough that serializing one never holds the event loop for long. */
const DOCS_PER_FRAME = 2_000;
const SUFFIX = '.snapshot';
/** The key vault's subjects for snapshot keys: one per save, `read-model-snapshot:<projection>:<save id>`. */
const KEY_PREFIX = 'read-model-snapshot:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

type SnapshotKeys = Pick<KeyVault, 'keyFor' | 'state' | 'dropKey' | 'subjectsStartingWith'>;

/** The event store a snapshot's documents were derived from. */
export interface SnapshotSource {
  storeId(): string;
  eventIdAt(position: string): string | null;
  headPosition(): Promise<string>;
}

interface Header {
  format: typeof FORMAT;
  formatVersion: number;
  projection: string;
  version: number;
  storeId: string;
  position: string;
  eventId: string | null;
  savedAt: string;
  /** The key vault's subject whose key encrypts the frames. */
  keySubject: string;
  collections: { name: string; indexes: IndexDefinition[]; count: number }[];
}

interface Frame {
  collection: string;
  docs: Document[];
}

interface Trailer {
  end: true;
  frames: number;
  sha256: string;
}

export interface RestoreReport {
  /** Projections loaded from a snapshot, with the position they resume after. */
  restored: { projection: string; position: string; documents: number }[];
  /** Projections whose snapshot was ignored, and why: they replay from the first event. */
  ignored: { projection: string; reason: string }[];
}

type Checkpoint = Document & { position: string; version: number };

export class ReadModelSnapshots {
  /** Position of each projection's snapshot on disk, so that an unchanged read model is not written again. */
  private readonly onDisk = new Map<string, string>();
  /** The key subject of each projection's snapshot on disk, destroyed once a newer one replaces it. */
  private readonly keyOnDisk = new Map<string, string>();
  private saving: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dir: string,
    private readonly readStore: MemoryReadStore,
    private readonly source: SnapshotSource,
    private readonly keys: SnapshotKeys,
    private readonly log: Pick<Logger, 'info' | 'warn' | 'error'>,
  ) {}

  /** Loads every projection's snapshot that fits the store; call before the projections start. */
  async restore(projections: readonly Projection[]): Promise<RestoreReport> {
    const report: RestoreReport = { restored: [], ignored: [] };
    await this.removeLeftovers();
    const storeId = this.source.storeId();
    const head = await this.source.headPosition();
    for (const projection of projections) {
      let bytes: Buffer;
      try {
        bytes = await readFile(this.fileOf(projection.name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') report.ignored.push({ projection: projection.name, reason: `unreadable: ${(error as Error).message}` });
        continue;
      }
      // The file's key is kept while the file is there, whether it fits or not; a newer save destroys it.
      const keySubject = keySubjectOf(bytes);
      if (keySubject) this.keyOnDisk.set(projection.name, keySubject);
      let decoded: { header: Header; docs: Map<string, Document[]> };
      try {
        decoded = decode(bytes, (subject) => this.keys.state(subject));
      } catch (error) {
        report.ignored.push({ projection: projection.name, reason: `damaged: ${(error as Error).message}` });
        continue;
      }
      const reason = this.mismatch(decoded.header, projection, storeId, head);
      if (reason) {
        report.ignored.push({ projection: projection.name, reason });
        continue;
      }
      let documents = 0;
      for (const { name, indexes } of decoded.header.collections) {
        const docs = decoded.docs.get(name) ?? [];
        documents += docs.length;
        this.readStore.loadCollection(name, { docs, indexes });
      }
      const checkpoint: Checkpoint = { _id: projection.name, position: decoded.header.position, version: projection.version };
      await this.readStore.collection<Checkpoint>(CHECKPOINTS).bulkWrite([{ replaceOne: { filter: { _id: projection.name }, replacement: checkpoint, upsert: true } }]);
      this.onDisk.set(projection.name, decoded.header.position);
      report.restored.push({ projection: projection.name, position: decoded.header.position, documents });
    }
    // Keys of saves a crash cut short, or of snapshots replaced before their key was destroyed.
    const kept = new Set(this.keyOnDisk.values());
    for (const subject of this.keys.subjectsStartingWith(KEY_PREFIX)) if (!kept.has(subject)) this.keys.dropKey(subject);
    if (report.restored.length > 0 || report.ignored.length > 0) {
      this.log.info({ restored: report.restored.map((one) => one.projection), ignored: report.ignored }, 'read models restored from snapshots');
    }
    return report;
  }

  /**
   * Writes a snapshot of each projection whose read model moved since its last one. Saves run one at a time;
   * resolves with the projections written.
   */
  save(projections: readonly Projection[]): Promise<string[]> {
    const run = this.saving.then(() => this.saveNow(projections));
    this.saving = run.catch(() => undefined);
    return run;
  }

  /** Saves every `intervalMs` from now on (a failed save is logged and tried again at the next tick). */
  schedule(projections: () => readonly Projection[], intervalMs: number): void {
    this.timer = setInterval(() => {
      this.save(projections()).catch((error: unknown) => this.log.error({ err: error }, 'read-model snapshot failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Ends the schedule and waits for a save under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.saving;
  }

  private async saveNow(projections: readonly Projection[]): Promise<string[]> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const written: string[] = [];
    for (const projection of projections) {
      // One synchronous step: the checkpoint and the documents it was committed with.
      const checkpoint = this.readStore.dumpCollection(CHECKPOINTS).docs.find((doc) => doc._id === projection.name) as Checkpoint | undefined;
      if (!checkpoint || checkpoint.version !== projection.version || this.onDisk.get(projection.name) === checkpoint.position) continue;
      const dumps = projection.collections.map((name) => [name, this.readStore.dumpCollection(name)] as const);
      const keySubject = `${KEY_PREFIX}${projection.name}:${randomUUID()}`;
      const header: Header = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        projection: projection.name,
        version: projection.version,
        storeId: this.source.storeId(),
        position: checkpoint.position,
        eventId: checkpoint.position ? this.source.eventIdAt(checkpoint.position) : null,
        savedAt: new Date().toISOString(),
        keySubject,
        collections: dumps.map(([name, dump]) => ({ name, indexes: dump.indexes, count: dump.docs.length })),
      };
      const key = this.keys.keyFor(keySubject);
      if (key === 'erased') throw new Error(`the key vault refuses a key for ${keySubject}`);
      try {
        await this.write(this.fileOf(projection.name), header, dumps, key);
      } catch (error) {
        this.keys.dropKey(keySubject);
        throw error;
      }
      const replaced = this.keyOnDisk.get(projection.name);
      if (replaced) this.keys.dropKey(replaced);
      this.keyOnDisk.set(projection.name, keySubject);
      this.onDisk.set(projection.name, checkpoint.position);
      written.push(projection.name);
    }
    return written;
  }

  private async write(file: string, header: Header, dumps: readonly (readonly [string, CollectionDump])[], key: Buffer): Promise<void> {
    const temporary = `${file}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    const hash = createHash('sha256');
    let frames = 0;
    const put = async (value: unknown, sealed = true) => {
      const body = sealed ? sealFrame(key, header.keySubject, frames, serialize(value)) : serialize(value);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(body.length);
      hash.update(body);
      await handle.write(length);
      await handle.write(body);
    };
    try {
      await put(header, false);
      for (const [collection, dump] of dumps) {
        for (let from = 0; from < dump.docs.length; from += DOCS_PER_FRAME) {
          await put({ collection, docs: dump.docs.slice(from, from + DOCS_PER_FRAME) } satisfies Frame);
          frames += 1;
          // Let HTTP answers through between frames.
          await yieldToIo();
        }
      }
      const trailer: Trailer = { end: true, frames, sha256: hash.digest('hex') };
      const body = serialize(trailer);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(body.length);
      await handle.write(length);
      await handle.write(body);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, file);
    const directory = await open(this.dir, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }

  private mismatch(header: Header, projection: Projection, storeId: string, head: string): string | null {
    if (header.projection !== projection.name) return `made for the projection ${header.projection}`;
    if (header.version !== projection.version) return `made by version ${header.version} of the projection, now ${projection.version}`;
    if (header.storeId !== storeId) return 'made from another event store';
    if (header.position > head) return `built up to position ${header.position}, past the store's last event ${head || '(none)'}`;
    if (header.position && this.source.eventIdAt(header.position) !== header.eventId) return `the store's event at position ${header.position} is not the one it was built from`;
    const expected = [...projection.collections].sort().join(',');
    const found = header.collections.map((one) => one.name).sort().join(',');
    if (expected !== found) return `holds the collections ${found}, the projection owns ${expected}`;
    return null;
  }

  private fileOf(projection: string): string {
    return join(this.dir, `${projection.replace(/[^A-Za-z0-9_-]/g, '_')}${SUFFIX}`);
  }

  /** Temporary files of saves a crash interrupted. */
  private async removeLeftovers(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    await Promise.all(names.filter((name) => name.endsWith('.tmp')).map((name) => rm(join(this.dir, name), { force: true })));
  }
}

/** The key subject a snapshot's header names, or null when its header cannot be read. */
function keySubjectOf(bytes: Buffer): string | null {
  try {
    if (bytes.length < 4 || 4 + bytes.readUInt32LE(0) > bytes.length) return null;
    const header = deserialize(bytes.subarray(4, 4 + bytes.readUInt32LE(0))) as Partial<Header> | null;
    return typeof header?.keySubject === 'string' && header.keySubject.startsWith(KEY_PREFIX) ? header.keySubject : null;
  } catch {
    return null;
  }
}

/** The snapshot's header and documents by collection; throws on anything but a whole file of this format. */
function decode(bytes: Buffer, keyOf: (subject: string) => Buffer | 'erased' | null): { header: Header; docs: Map<string, Document[]> } {
  const hash = createHash('sha256');
  let offset = 0;
  const next = (hashed: boolean): Buffer => {
    if (offset + 4 > bytes.length) throw new Error('the file ends early');
    const length = bytes.readUInt32LE(offset);
    if (offset + 4 + length > bytes.length) throw new Error('the file ends early');
    const body = bytes.subarray(offset + 4, offset + 4 + length);
    offset += 4 + length;
    if (hashed) hash.update(body);
    return body;
  };
  const header = deserialize(next(true)) as Header;
  if (header?.format !== FORMAT || header.formatVersion !== FORMAT_VERSION) throw new Error('not a read-model snapshot of this format');
  const key = keyOf(header.keySubject);
  if (!(key instanceof Buffer)) throw new Error('its key is gone from the key vault');
  const expectedFrames = header.collections.reduce((sum, one) => sum + Math.ceil(one.count / DOCS_PER_FRAME), 0);
  const docs = new Map<string, Document[]>(header.collections.map((one) => [one.name, []]));
  for (let frame = 0; frame < expectedFrames; frame += 1) {
    const { collection, docs: part } = deserialize(openFrame(key, header.keySubject, frame, next(true))) as Frame;
    const into = docs.get(collection);
    if (!into || !Array.isArray(part)) throw new Error('a frame names no collection of the header');
    // v8.deserialize makes its objects in Node's main realm; where the app runs in another (Jest's VM contexts), they
    // are copied into this one, or `instanceof Date` and plain-object checks (mingo's sorts) would fail on them.
    const foreign = part.length > 0 && Object.getPrototypeOf(part[0]) !== Object.prototype;
    for (const doc of part) into.push(foreign ? (adopted(doc) as Document) : doc);
  }
  const trailer = deserialize(next(false)) as Trailer;
  if (trailer?.end !== true || trailer.frames !== expectedFrames) throw new Error('the file ends early');
  if (trailer.sha256 !== hash.digest('hex')) throw new Error('its checksum does not match');
  if (offset !== bytes.length) throw new Error('bytes follow its end');
  for (const { name, count } of header.collections) if (docs.get(name)?.length !== count) throw new Error(`${name} holds another number of documents than its header says`);
  return { header, docs };
}

/** A frame encrypted under the snapshot's key, bound to the snapshot and its place in it: IV, ciphertext, tag. */
function sealFrame(key: Buffer, subject: string, frame: number, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${subject}|${frame}`));
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openFrame(key: Buffer, subject: string, frame: number, sealed: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('a frame is cut short');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(`${subject}|${frame}`));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** A copy of a deserialized value made of this realm's objects, arrays and Dates. */
function adopted(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as Date).getTime());
  if (Array.isArray(value)) return value.map(adopted);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, adopted(child)]));
}
