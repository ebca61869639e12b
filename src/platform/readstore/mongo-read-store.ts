import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  MongoClientClosedError,
  MongoError,
  MongoErrorLabel,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type AnyBulkWriteOperation,
  type ClientSession,
  type Collection as DriverCollection,
  type CreateIndexesOptions,
  type Db,
  type TransactionOptions,
  type UpdateFilter,
} from 'mongodb';
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
import { StoreUnavailableError } from '../store-unavailable.js';
import { pinnedValue, storableCopy, UNPINNED } from './write-rules.js';

const DUPLICATE_KEY = 11000;

/** Snapshot reads with majority commits: the settings MongoDB documents for multi-document transactions. */
const TRANSACTION_OPTIONS: TransactionOptions = {
  readPreference: 'primary',
  readConcern: { level: 'snapshot' },
  writeConcern: { w: 'majority' },
};

/**
 * The MongoDB adapter; transactions need a replica set (docker-compose runs a one-node one), so `connect` refuses a
 * standalone server. Connection-level failures (the server down or unreachable, a primary being elected, the client
 * closed) reach callers as `StoreUnavailableError` with the driver's error as its cause, once the driver's own retries
 * are spent; every other error (a duplicate key, a bad update, a handler's bug) keeps its meaning.
 */
export class MongoReadStore implements ReadStore {
  readonly durable = true;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** Without `dbName`, the database named in the URL is used (the driver's `test` when it names none). */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = new MongoClient(url);
    try {
      await client.connect();
      refuseStandalone(await client.db('admin').command({ hello: 1 }));
    } catch (error) {
      await client.close();
      throw unavailableIfConnectionFailure(error, 'could not connect to MongoDB');
    }
    return new MongoReadStore(client, client.db(dbName));
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MongoCollection<T>(this.db, name, null);
  }

  async withTransaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    try {
      return await this.transaction(work);
    } catch (error) {
      // Operations inside the transaction hand the driver its own errors, labels included, so that it can retry a
      // transient failure; what it gives up on is translated here.
      throw unavailableIfConnectionFailure(error, 'a MongoDB transaction failed');
    }
  }

  async ping(): Promise<void> {
    try {
      await this.db.command({ ping: 1 });
    } catch (error) {
      throw unavailableIfConnectionFailure(error, 'MongoDB did not answer a ping');
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async transaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    const session = this.client.startSession();
    try {
      // The driver reruns this callback on transient errors (write conflicts, elections), hence a scope per run.
      return await session.withTransaction(async () => {
        const scope = new TransactionScope(session);
        try {
          const result = await work(new MongoSession(this.db, scope));
          // A failed operation has aborted the transaction on the server even if `work` swallowed its error;
          // rethrowing it stops the driver from committing (and retrying) in vain.
          scope.throwIfFailed();
          return result;
        } finally {
          scope.end();
        }
      }, TRANSACTION_OPTIONS);
    } finally {
      await session.endSession();
    }
  }
}

/** The answer to `hello`: a replica set member names its set, a mongos (sharded cluster) says `isdbgrid`. */
function refuseStandalone(hello: Record<string, unknown>): void {
  if (typeof hello.setName === 'string' || hello.msg === 'isdbgrid') return;
  throw new Error(
    'MongoDB is a standalone server, not a replica set: the read store commits each projection batch in a ' +
      'transaction, which MongoDB runs only on a replica set or a sharded cluster. Start mongod with ' +
      '--replSet <name> and run rs.initiate() once (a one-node set is enough, as in docker-compose.yml), ' +
      'or point MONGODB_URL at a replica set or a hosted cluster.',
  );
}

/**
 * Server error codes meaning "this node cannot serve you right now": shutting down, stepping down, not (or no
 * longer) the primary, recovering, or the network between nodes failing. The driver retries them once; after that
 * they are outages, not bugs.
 */
const UNAVAILABLE_CODES: ReadonlySet<number> = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  133, // FailedToSatisfyReadPreference
  134, // ReadConcernMajorityNotAvailableYet
  189, // PrimarySteppedDown
  9001, // SocketException
  10058, // LegacyNotPrimary
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Labels the server or the driver put on errors that the same call may get past later. */
const UNAVAILABLE_LABELS = [
  MongoErrorLabel.TransientTransactionError,
  MongoErrorLabel.UnknownTransactionCommitResult,
  MongoErrorLabel.RetryableWriteError,
  MongoErrorLabel.SystemOverloadedError,
] as const;

/**
 * True when a MongoDB driver error says the store could not be reached or could not serve the call (no server
 * selectable, the connection dropped, a primary being elected, a transaction that kept failing transiently until
 * the driver gave up, the client closed) rather than that the call itself was wrong. A duplicate key, a validation
 * error, a bad operator or any error not from the driver is not one.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoClientClosedError
  ) {
    return true;
  }
  if (!(error instanceof MongoError)) return false;
  if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
  if (UNAVAILABLE_LABELS.some((label) => error.hasErrorLabel(label))) return true;
  return typeof error.code === 'number' && UNAVAILABLE_CODES.has(error.code);
}

function unavailableIfConnectionFailure(error: unknown, context: string): unknown {
  if (error instanceof StoreUnavailableError || !isConnectionFailure(error)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new StoreUnavailableError('read store', `${context}: ${reason}`, { cause: error });
}

class TransactionScope {
  private failure: { error: unknown } | null = null;
  private ended = false;

  constructor(readonly session: ClientSession) {}

  async run<X>(operation: (session: ClientSession) => Promise<X>): Promise<X> {
    if (this.ended) throw new Error('The transaction has ended: use its session only inside withTransaction');
    if (this.failure) throw new Error('The transaction was aborted by an earlier error', { cause: this.failure.error });
    try {
      return await operation(this.session);
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }

  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  end(): void {
    this.ended = true;
  }
}

class MongoSession implements ReadStoreSession {
  constructor(
    private readonly db: Db,
    private readonly scope: TransactionScope,
  ) {}

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MongoCollection<T>(this.db, name, this.scope);
  }
}

class MongoCollection<T extends Document> implements Collection<T> {
  private readonly native: DriverCollection<Document>;

  constructor(
    db: Db,
    readonly name: string,
    private readonly scope: TransactionScope | null,
  ) {
    this.native = db.collection<Document>(name);
  }

  async find(filter: Filter = {}, { sort, skip, limit, projection }: FindOptions = {}): Promise<T[]> {
    const options = { sort, skip, limit, projection };
    const docs = await this.run((session) => this.native.find(filter, { ...options, session }).toArray());
    return docs as T[];
  }

  async findOne(filter: Filter = {}, { sort, skip, projection }: Omit<FindOptions, 'limit'> = {}): Promise<T | null> {
    const doc = await this.run((session) => this.native.findOne(filter, { sort, skip, projection, session }));
    return doc as T | null;
  }

  count(filter: Filter = {}): Promise<number> {
    return this.run((session) => this.native.countDocuments(filter, { session }));
  }

  async aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]> {
    const docs = await this.run((session) => this.native.aggregate(pipeline, { session }).toArray());
    return docs as R[];
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
    return this.run(async (session) => {
      const requests = operations.map((operation) => toDriverOperation(operation, this.name));
      // The driver refuses an empty batch; the port reads it as writing nothing.
      if (requests.length === 0) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0 };
      const result = await this.native.bulkWrite(requests, { ordered: true, session });
      const { matchedCount, modifiedCount, upsertedCount, deletedCount } = result;
      return { matchedCount, modifiedCount, upsertedCount, deletedCount };
    });
  }

  async createIndex(keys: Record<string, 1 | -1>, { unique, name }: IndexOptions = {}): Promise<void> {
    this.refuseInTransaction('createIndex');
    // Options left undefined would reach the server as nulls.
    const options: CreateIndexesOptions = {};
    if (unique !== undefined) options.unique = unique;
    if (name !== undefined) options.name = name;
    await this.run(() => this.native.createIndex(keys, options));
  }

  async drop(): Promise<void> {
    this.refuseInTransaction('drop');
    await this.run(() => this.native.drop());
  }

  /** MongoDB refuses to drop inside a transaction and only builds indexes there on new collections. */
  private refuseInTransaction(operation: string): void {
    if (this.scope) throw new Error(`${operation} on ${this.name} cannot run inside a transaction`);
  }

  private run<X>(operation: (session: ClientSession | undefined) => Promise<X>): Promise<X> {
    const translated = async (session: ClientSession | undefined): Promise<X> => {
      try {
        return await operation(session);
      } catch (error) {
        throw translateError(error, this.name);
      }
    };
    if (this.scope) return this.scope.run(translated);
    // Inside a transaction the driver must see its own error (and labels) to retry; withTransaction translates.
    return translated(undefined).catch((error: unknown) => {
      throw unavailableIfConnectionFailure(error, `an operation on ${this.name} failed`);
    });
  }
}

function toDriverOperation(operation: BulkOperation, collection: string): AnyBulkWriteOperation<Document> {
  if ('updateOne' in operation) {
    const { filter, upsert } = operation.updateOne;
    // The port types operator values loosely; the server checks them (a non-numeric $inc fails) as mingo does.
    const update = storableCopy(operation.updateOne.update, collection);
    if (!upsert) return { updateOne: { filter, update: update as UpdateFilter<Document> } };
    const seeding = storableCopy(filter, collection);
    return { updateOne: { filter: seeding, update: withStringId(seeding, update) as UpdateFilter<Document>, upsert } };
  }
  if ('replaceOne' in operation) {
    const { replacement } = operation.replaceOne;
    return { replaceOne: { ...operation.replaceOne, replacement: storableCopy(replacement, collection) } };
  }
  if ('deleteOne' in operation) return { deleteOne: operation.deleteOne };
  return { deleteMany: operation.deleteMany };
}

/** MongoDB gives an upserted document without a pinned `_id` an ObjectId; the port promises string ids. */
function withStringId(filter: Filter, update: Update): Update {
  const pinned = pinnedValue(filter._id);
  if ((pinned !== UNPINNED && pinned !== undefined) || update.$set?._id !== undefined) return update;
  if (update.$setOnInsert?._id !== undefined) return update;
  return { ...update, $setOnInsert: { ...update.$setOnInsert, _id: randomUUID() } };
}

function translateError(error: unknown, collection: string): unknown {
  if (!(error instanceof MongoServerError) || error.code !== DUPLICATE_KEY) return error;
  return new DuplicateKeyError(collection, duplicateKey(error));
}

function duplicateKey(error: MongoServerError): Record<string, unknown> {
  const reported: unknown = error.errorResponse.keyValue;
  if (isRecord(reported)) return reported;
  // Bulk write errors keep only the server's message: `E11000 ... dup key: { email: "a@b.c" }`.
  const shown = /dup key: (\{.*\})/.exec(error.message)?.[1];
  if (shown === undefined) return {};
  const parsed = parseJson(shown.replace(/([{,]\s*)([^\s"{},:]+)\s*:/g, '$1"$2":'));
  return isRecord(parsed) ? parsed : { dupKey: shown };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
