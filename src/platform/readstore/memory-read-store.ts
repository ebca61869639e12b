import { randomUUID } from 'node:crypto';
import { aggregate, find, Query } from 'mingo';
import { Context } from 'mingo/core';
import { update, type Modifier } from 'mingo/updater';
import { cloneDeep, isEqual, resolve } from 'mingo/util';
import { simpleUpdate } from './simple-update.js';
import { pinnedValue, storableCopy, UNPINNED } from './write-rules.js';
import {
  DuplicateKeyError,
  type BulkOperation,
  type BulkWriteResult,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type PipelineStage,
  type ReadStore,
  type ReadStoreSession,
  type Update,
} from './read-store.js';

/** Enough for a transaction to get through writes that land outside it; beyond that something keeps writing. */
const MAX_TRANSACTION_ATTEMPTS = 10;

/**
 * mingo's updater adds the query operators it needs to the context it is given; handing it the full default
 * context instead makes every update copy hundreds of operators, which dominated the cost of a replay.
 */
const UPDATE_OPTIONS = { queryOptions: { context: Context.init() } };

/**
 * The memory adapter: documents live in one Map per collection, queried and updated with mingo.
 * Stored documents are deeply frozen and handed out as they are (no copy per read), so the store stays cheap
 * for the large reads the catalog does; aggregations copy their input because some stages write into it.
 */
export class MemoryReadStore implements ReadStore {
  readonly durable = false;
  private readonly db = new MemoryDatabase();
  /** Transactions run one at a time; writes outside them are detected when a transaction commits. */
  private transactions: Promise<unknown> = Promise.resolve();

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MemoryCollection<T>(this.db, name, null);
  }

  withTransaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    const run = this.transactions.then(() => this.runTransaction(work));
    // A failed transaction must not block the ones queued behind it.
    this.transactions = run.catch(() => undefined);
    return run;
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * A collection's committed documents and indexes as they are at this moment. The documents are the stored,
   * frozen ones (nothing is copied), so what is returned stays as it was however the collection changes later:
   * collections read together in one synchronous step are consistent with each other.
   */
  dumpCollection(name: string): CollectionDump {
    const base = this.db.collection(name);
    return { docs: [...base.docs.values()], indexes: [...base.indexes.values()].map((index) => ({ ...index, keys: { ...index.keys } })) };
  }

  /** Replaces a collection with these documents and indexes (a dump's), stored frozen as writes store them. */
  loadCollection(name: string, dump: CollectionDump): void {
    const fresh = new CommittedCollection();
    for (const doc of dump.docs) fresh.docs.set(doc._id, deepFreeze(doc));
    for (const index of dump.indexes) {
      const definition: IndexDefinition = { name: index.name, keys: { ...index.keys }, unique: index.unique };
      if (definition.unique) fresh.uniqueKeys.set(definition.name, buildUniqueKeys(name, fresh, definition));
      fresh.indexes.set(definition.name, definition);
    }
    this.db.replace(name, fresh);
  }

  /** Like MongoDB's driver, reruns `work` when its writes conflict with writes committed outside it meanwhile. */
  private async runTransaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      const transaction = new MemoryTransaction(this.db);
      try {
        const result = await work(new MemorySession(this.db, transaction));
        if (transaction.commit()) return result;
      } finally {
        transaction.end();
      }
      if (attempt === MAX_TRANSACTION_ATTEMPTS) {
        throw new Error(
          `Transaction abandoned after ${MAX_TRANSACTION_ATTEMPTS} attempts: ` +
            'writes outside it kept changing the collections it wrote to',
        );
      }
    }
  }
}

interface DocumentSource {
  get(id: string): Document | undefined;
  values(): Iterable<Document>;
}

export interface IndexDefinition {
  readonly name: string;
  readonly keys: Record<string, 1 | -1>;
  readonly unique: boolean;
}

/** What `dumpCollection` gives and `loadCollection` takes: documents and index definitions. */
export interface CollectionDump {
  docs: Document[];
  indexes: IndexDefinition[];
}

class CommittedCollection implements DocumentSource {
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, IndexDefinition>();
  /** Encoded key → `_id` per unique index, so that uniqueness checks never scan the collection. */
  readonly uniqueKeys = new Map<string, Map<string, string>>();
  /** Bumped by every change, so that a transaction can tell the collection moved under it. */
  version = 0;

  get(id: string): Document | undefined {
    return this.docs.get(id);
  }

  values(): Iterable<Document> {
    return this.docs.values();
  }
}

class MemoryDatabase {
  private readonly collections = new Map<string, CommittedCollection>();

  collection(name: string): CommittedCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new CommittedCollection();
      this.collections.set(name, collection);
    }
    return collection;
  }

  drop(name: string): void {
    this.collections.delete(name);
  }

  /** A new committed collection in place of the old: transactions open on the old one will not commit. */
  replace(name: string, collection: CommittedCollection): void {
    this.collections.set(name, collection);
  }

  /** False once the collection was dropped or changed since `pending` was opened on it. */
  isCurrent(pending: PendingWrites): boolean {
    return this.collections.get(pending.name) === pending.base && pending.base.version === pending.baseVersion;
  }
}

/** A collection's uncommitted writes, layered over its committed documents. */
class PendingWrites implements DocumentSource {
  /** `null` marks a deletion. */
  readonly writes = new Map<string, Document | null>();
  /** Encoded key → `_id` per unique index, for the pending documents only. */
  private readonly uniqueKeys = new Map<string, Map<string, string>>();
  readonly baseVersion: number;

  constructor(
    readonly name: string,
    readonly base: CommittedCollection,
  ) {
    this.baseVersion = base.version;
  }

  get(id: string): Document | undefined {
    const written = this.writes.get(id);
    return written === undefined ? this.base.get(id) : (written ?? undefined);
  }

  *values(): Generator<Document> {
    for (const [id, doc] of this.base.docs) {
      const written = this.writes.get(id);
      if (written === undefined) yield doc;
      else if (written !== null) yield written;
    }
    for (const [id, doc] of this.writes) {
      if (doc !== null && !this.base.docs.has(id)) yield doc;
    }
  }

  /** Stages a frozen document (or a deletion) after checking the unique indexes against base and overlay. */
  put(id: string, doc: Document | null): void {
    if (doc !== null) this.assertUnique(doc);
    const previous = this.writes.get(id);
    for (const index of uniqueIndexes(this.base)) {
      const keys = entriesOf(this.uniqueKeys, index.name);
      if (previous) keys.delete(encodeKey(previous, index));
      if (doc) keys.set(encodeKey(doc, index), id);
    }
    this.writes.set(id, doc);
  }

  /** Applies the writes to the committed collection; the caller has checked that it is still current. */
  commit(): void {
    const { base } = this;
    const indexes = [...uniqueIndexes(base)];
    // All old keys go before any new key lands, so that documents may trade unique values.
    for (const id of this.writes.keys()) {
      const old = base.docs.get(id);
      if (old) for (const index of indexes) base.uniqueKeys.get(index.name)?.delete(encodeKey(old, index));
    }
    for (const [id, doc] of this.writes) {
      if (doc === null) {
        base.docs.delete(id);
        continue;
      }
      base.docs.set(id, doc);
      for (const index of indexes) entriesOf(base.uniqueKeys, index.name).set(encodeKey(doc, index), id);
    }
    base.version += 1;
  }

  private assertUnique(doc: Document): void {
    for (const index of uniqueIndexes(this.base)) {
      const key = encodeKey(doc, index);
      const pendingOwner = this.uniqueKeys.get(index.name)?.get(key);
      const committedOwner = this.base.uniqueKeys.get(index.name)?.get(key);
      // A committed owner rewritten in this overlay counts through its pending version, which is in uniqueKeys.
      const taken =
        (pendingOwner !== undefined && pendingOwner !== doc._id) ||
        (committedOwner !== undefined && committedOwner !== doc._id && !this.writes.has(committedOwner));
      if (taken) throw new DuplicateKeyError(this.name, keyValue(doc, index));
    }
  }
}

class MemoryTransaction {
  private readonly pending = new Map<string, PendingWrites>();
  private failure: { error: unknown } | null = null;
  private ended = false;

  constructor(private readonly db: MemoryDatabase) {}

  source(name: string): DocumentSource {
    return this.pending.get(name) ?? this.db.collection(name);
  }

  writesTo(name: string): PendingWrites {
    let pending = this.pending.get(name);
    if (!pending) {
      pending = new PendingWrites(name, this.db.collection(name));
      this.pending.set(name, pending);
    }
    return pending;
  }

  /** As in MongoDB, a failed operation aborts the transaction, even when `work` catches the error. */
  run<X>(operation: () => X): X {
    if (this.ended) throw new Error('The transaction has ended: use its session only inside withTransaction');
    if (this.failure) throw new Error('The transaction was aborted by an earlier error', { cause: this.failure.error });
    try {
      return operation();
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }

  /** Applies every collection's writes at once, or returns false when one of them moved meanwhile. */
  commit(): boolean {
    if (this.failure) throw this.failure.error;
    const pending = [...this.pending.values()];
    if (!pending.every((writes) => this.db.isCurrent(writes))) return false;
    for (const writes of pending) writes.commit();
    return true;
  }

  end(): void {
    this.ended = true;
  }
}

class MemorySession implements ReadStoreSession {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly transaction: MemoryTransaction,
  ) {}

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MemoryCollection<T>(this.db, name, this.transaction);
  }
}

class MemoryCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly db: MemoryDatabase,
    readonly name: string,
    private readonly transaction: MemoryTransaction | null,
  ) {}

  async find(filter: Filter = {}, { sort, skip, limit, projection }: FindOptions = {}): Promise<T[]> {
    return this.guarded(() => {
      const cursor = find(candidates(this.source(), filter), filter, projection ?? {});
      if (sort) cursor.sort(sort);
      if (skip) cursor.skip(skip);
      // MongoDB reads a limit of 0 as no limit.
      if (limit) cursor.limit(limit);
      return cursor.all() as T[];
    });
  }

  async findOne(filter: Filter = {}, options: Omit<FindOptions, 'limit'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.guarded(() => {
      const query = new Query(filter);
      let count = 0;
      for (const doc of candidates(this.source(), filter)) if (query.test(doc)) count += 1;
      return count;
    });
  }

  async aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]> {
    return this.guarded(() => {
      // Leading $match stages run on the stored documents so that only their survivors get copied.
      const matchStages = leadingMatchCount(pipeline);
      const filter = matchStages === 0 ? {} : { $and: pipeline.slice(0, matchStages).map((stage) => stage.$match) };
      const input = cloneDeep(find(candidates(this.source(), filter), filter).all());
      // $lookup and $unionWith read the other collections as this view sees them (inside a transaction too).
      const collectionResolver = (name: string): Document[] => [...this.source(name).values()];
      return aggregate(input, pipeline.slice(matchStages), { collectionResolver }) as R[];
    });
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
    return this.guarded(() => {
      if (this.transaction) return applyOperations(this.transaction.writesTo(this.name), operations);
      // Outside a transaction the whole batch lands at once, or nothing of it when an operation fails.
      const pending = new PendingWrites(this.name, this.db.collection(this.name));
      const result = applyOperations(pending, operations);
      pending.commit();
      return result;
    });
  }

  async createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    this.refuseInTransaction('createIndex');
    const name = options.name ?? defaultIndexName(keys);
    const unique = options.unique ?? false;
    const base = this.db.collection(this.name);
    for (const existing of base.indexes.values()) {
      const sameKeys = JSON.stringify(Object.entries(existing.keys)) === JSON.stringify(Object.entries(keys));
      if (existing.name !== name && !sameKeys) continue;
      if (existing.name === name && sameKeys && existing.unique === unique) return;
      throw new Error(`Index ${name} on ${this.name} conflicts with the existing index ${existing.name}`);
    }
    const index: IndexDefinition = { name, keys: { ...keys }, unique };
    if (unique) base.uniqueKeys.set(name, buildUniqueKeys(this.name, base, index));
    base.indexes.set(name, index);
    base.version += 1;
  }

  async drop(): Promise<void> {
    this.refuseInTransaction('drop');
    this.db.drop(this.name);
  }

  private source(name = this.name): DocumentSource {
    return this.transaction ? this.transaction.source(name) : this.db.collection(name);
  }

  private guarded<X>(operation: () => X): X {
    return this.transaction ? this.transaction.run(operation) : operation();
  }

  /** MongoDB refuses to drop inside a transaction and only builds indexes there on new collections. */
  private refuseInTransaction(operation: string): void {
    if (this.transaction) throw new Error(`${operation} on ${this.name} cannot run inside a transaction`);
  }
}

/** Encoded key → `_id` of every document for a unique index; throws when two documents share a key. */
function buildUniqueKeys(collection: string, base: CommittedCollection, index: IndexDefinition): Map<string, string> {
  const keys = new Map<string, string>();
  for (const doc of base.docs.values()) {
    const key = encodeKey(doc, index);
    if (keys.has(key)) throw new DuplicateKeyError(collection, keyValue(doc, index));
    keys.set(key, doc._id);
  }
  return keys;
}

function applyOperations(pending: PendingWrites, operations: readonly BulkOperation[]): BulkWriteResult {
  const result = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0 };
  for (const operation of operations) {
    if ('updateOne' in operation) updateOne(pending, operation.updateOne, result);
    else if ('replaceOne' in operation) replaceOne(pending, operation.replaceOne, result);
    else if ('deleteOne' in operation) deleteMatching(pending, operation.deleteOne.filter, 1, result);
    else deleteMatching(pending, operation.deleteMany.filter, Infinity, result);
  }
  return result;
}

function updateOne(
  pending: PendingWrites,
  operation: { filter: Filter; update: Update; upsert?: boolean },
  result: BulkWriteResult,
): void {
  const { filter, upsert } = operation;
  // A copy, so that the caller's objects never end up frozen inside the store.
  const { $setOnInsert, ...operators } = storableCopy(operation.update, pending.name);
  // The port types operator values loosely; mingo checks them (a non-numeric $inc throws) as MongoDB does.
  const modifier = operators as Modifier<Document>;
  const current = firstMatch(pending, filter);
  if (current) {
    result.matchedCount += 1;
    const simple = simpleUpdate(current, modifier);
    if (simple) {
      if (!simple.modified) return;
      pending.put(current._id, deepFreeze(simple.doc as Document));
      result.modifiedCount += 1;
      return;
    }
    const next = cloneDeep(current);
    // Only positional paths (`items.$.qty`) need the filter, to find their element; mingo re-tests it otherwise.
    const condition = hasPositionalPath(modifier) ? filter : undefined;
    if (update(next, modifier, undefined, condition, UPDATE_OPTIONS).length === 0) return;
    pending.put(next._id, deepFreeze(next));
    result.modifiedCount += 1;
    return;
  }
  if (!upsert) return;
  const doc = upsertedDocument(storableCopy(filter, pending.name), modifier, $setOnInsert);
  pending.put(doc._id, deepFreeze(doc));
  result.upsertedCount += 1;
}

function replaceOne(
  pending: PendingWrites,
  operation: { filter: Filter; replacement: Document; upsert?: boolean },
  result: BulkWriteResult,
): void {
  const { filter, upsert } = operation;
  const { _id: replacementId, ...fields } = storableCopy(operation.replacement, pending.name);
  const current = firstMatch(pending, filter);
  if (current) {
    result.matchedCount += 1;
    if (replacementId !== undefined && replacementId !== current._id) {
      throw new Error(`replaceOne cannot change the _id of ${current._id} in ${pending.name}`);
    }
    const next = { _id: current._id, ...fields };
    if (isEqual(next, current)) return;
    pending.put(current._id, deepFreeze(next));
    result.modifiedCount += 1;
    return;
  }
  if (!upsert) return;
  const pinnedId = pinnedValue(filter._id);
  const filterId = typeof pinnedId === 'string' ? pinnedId : undefined;
  if (replacementId !== undefined && filterId !== undefined && replacementId !== filterId) {
    throw new Error(`replaceOne upsert into ${pending.name}: the replacement's _id differs from the filter's`);
  }
  const id = replacementId ?? filterId ?? randomUUID();
  pending.put(id, deepFreeze({ _id: id, ...fields }));
  result.upsertedCount += 1;
}

function deleteMatching(pending: PendingWrites, filter: Filter, limit: number, result: BulkWriteResult): void {
  if (isIdOnly(filter)) {
    const doc = limit > 0 ? pending.get(filter._id) : undefined;
    if (doc) {
      pending.put(doc._id, null);
      result.deletedCount += 1;
    }
    return;
  }
  // Collected first: deleting while iterating the overlay would change what the iteration sees.
  const query = new Query(filter);
  const doomed = [...candidates(pending, filter)].filter((doc) => query.test(doc)).slice(0, limit);
  for (const doc of doomed) pending.put(doc._id, null);
  result.deletedCount += doomed.length;
}

/** Equality on a string `_id`, which is how projections address their documents, skips the scan. */
function candidates(source: DocumentSource, filter: Filter): Iterable<Document> {
  if (typeof filter._id === 'string') {
    const doc = source.get(filter._id);
    return doc ? [doc] : [];
  }
  // A top-level field equal to a string, number or boolean ({ userId: 'u1' }): a plain comparison skips the documents
  // mingo would refuse, so a member's few documents among many cost a loop, not a query each (an array field may
  // hold the value, so it is left to mingo).
  const equal = Object.entries(filter).filter(([key, value]) => !key.startsWith('$') && !key.includes('.') && ['string', 'number', 'boolean'].includes(typeof value));
  return equal.length === 0 ? source.values() : prefiltered(source.values(), equal);
}

function* prefiltered(docs: Iterable<Document>, equal: readonly [string, unknown][]): Iterable<Document> {
  for (const doc of docs) {
    if (equal.every(([key, value]) => doc[key] === value || Array.isArray(doc[key]))) yield doc;
  }
}

/** A filter that is nothing but a string `_id`: building a mingo query would cost more than the lookup itself. */
function isIdOnly(filter: Filter): filter is { _id: string } {
  return typeof filter._id === 'string' && Object.keys(filter).length === 1;
}

function firstMatch(source: DocumentSource, filter: Filter): Document | undefined {
  if (isIdOnly(filter)) return source.get(filter._id);
  const query = new Query(filter);
  for (const doc of candidates(source, filter)) if (query.test(doc)) return doc;
  return undefined;
}

function hasPositionalPath(modifier: Modifier<Document>): boolean {
  return Object.values(modifier).some((paths) => Object.keys(paths ?? {}).some((path) => path.includes('.$')));
}

function leadingMatchCount(pipeline: PipelineStage[]): number {
  const firstOther = pipeline.findIndex((stage) => !('$match' in stage));
  return firstOther === -1 ? pipeline.length : firstOther;
}

/** What an upsert inserts: the filter's equalities, then the update with $setOnInsert acting as $set. */
function upsertedDocument(
  filter: Filter,
  modifier: Modifier<Document>,
  setOnInsert: Record<string, unknown> | undefined,
): Document {
  const pinned: Record<string, unknown> = {};
  for (const [path, condition] of Object.entries(filter)) {
    const value = pinnedValue(condition);
    if (!path.startsWith('$') && value !== UNPINNED && value !== undefined) pinned[path] = value;
  }
  // mingo refuses to update _id even on a document that has none yet, so _id is set aside and put back.
  const { _id: pinnedId, ...fields } = pinned;
  const { _id: setId, ...set } = { ...modifier.$set, ...setOnInsert };
  const simple = Object.keys(fields).some((path) => path.includes('.'))
    ? null
    : simpleUpdate(fields, { ...modifier, $set: set });
  let doc: Record<string, unknown>;
  if (simple) doc = simple.doc;
  else {
    doc = {};
    if (Object.keys(fields).length > 0) update(doc, { $set: fields }, undefined, undefined, UPDATE_OPTIONS);
    update(doc, { ...modifier, $set: set }, undefined, undefined, UPDATE_OPTIONS);
  }
  const id = pinnedId ?? setId ?? randomUUID();
  if (typeof id !== 'string') throw new TypeError(`Documents need a string _id, not ${JSON.stringify(id)}`);
  return { _id: id, ...doc };
}

function defaultIndexName(keys: Record<string, 1 | -1>): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

function* uniqueIndexes(collection: CommittedCollection): Generator<IndexDefinition> {
  for (const index of collection.indexes.values()) if (index.unique) yield index;
}

function entriesOf(maps: Map<string, Map<string, string>>, name: string): Map<string, string> {
  let entries = maps.get(name);
  if (!entries) {
    entries = new Map();
    maps.set(name, entries);
  }
  return entries;
}

/** MongoDB indexes a missing field as null, so two documents without it collide in a unique index. */
function keyValue(doc: Document, index: IndexDefinition): Record<string, unknown> {
  return Object.fromEntries(Object.keys(index.keys).map((field) => [field, resolve(doc, field) ?? null]));
}

function encodeKey(doc: Document, index: IndexDefinition): string {
  return JSON.stringify(Object.values(keyValue(doc, index)), function (this: Record<string, unknown>, key, encoded) {
    const raw = this[key];
    // JSON would give a Date the same text as its ISO string; MongoDB keeps the two apart.
    return raw instanceof Date ? { $date: raw.getTime() } : encoded;
  });
}

function refuseDateChange(): never {
  throw new TypeError('Dates read from the read store cannot change: copy one with new Date(date) first');
}

/** Freezing a Date leaves its setters working, so stored dates get a prototype whose setters throw. */
const readOnlyDatePrototype: object = Object.create(
  Date.prototype,
  Object.fromEntries(
    Object.getOwnPropertyNames(Date.prototype)
      .filter((method) => method.startsWith('set'))
      .map((method) => [method, { value: refuseDateChange }]),
  ),
);

/** Stored documents are frozen because reads hand them out without copying. */
function deepFreeze<V>(value: V): V {
  // A frozen value is already stored: updates share unchanged parts of the previous version of a document.
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (value instanceof Date) Object.setPrototypeOf(value, readOnlyDatePrototype);
  else for (const child of Object.values(value)) deepFreeze(child);
  Object.freeze(value);
  return value;
}
