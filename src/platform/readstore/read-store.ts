/**
 * The read-model port: a MongoDB-shaped subset that projections and queries are written against once.
 * Adapters: in memory with mingo (embedded default, rebuilt by replay at boot) and MongoDB.
 * Documents are plain JSON-like objects with a string `_id`; Date values are kept as Dates, `undefined` values are
 * stored as null (as BSON does) and BigInt values are refused. Returned documents must be treated as read-only:
 * the memory adapter hands out its stored documents frozen.
 */

export type Document = { _id: string } & Record<string, unknown>;

/** A MongoDB query filter (`{field: value}`, `$in`, `$gte`, `$and`, `$or`, ...). */
export type Filter = Record<string, unknown>;

/** A MongoDB update with operators: `$set`, `$setOnInsert`, `$inc`, `$push`, `$pull`, `$addToSet`, `$unset`. */
export type Update = Partial<
  Record<'$set' | '$setOnInsert' | '$inc' | '$push' | '$pull' | '$addToSet' | '$unset', Record<string, unknown>>
>;

export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;
export type PipelineStage = Record<string, unknown>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export type BulkOperation<T extends Document = Document> =
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface BulkWriteResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  deletedCount: number;
}

export interface IndexOptions {
  unique?: boolean;
  name?: string;
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter?: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  aggregate<R = Record<string, unknown>>(pipeline: PipelineStage[]): Promise<R[]>;
  /**
   * Applied in order; a failure (e.g. a unique index violation) throws and, inside a transaction, aborts it.
   * Outside a transaction MongoDB keeps the operations before the failure while the memory adapter keeps none:
   * batches that must land together belong in a transaction.
   */
  bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult>;
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A view of the store whose writes commit together; its reads see its own uncommitted writes.
 * `createIndex` and `drop` reject through it: MongoDB cannot drop inside a transaction.
 */
export interface ReadStoreSession {
  collection<T extends Document = Document>(name: string): Collection<T>;
}

export interface ReadStore extends ReadStoreSession {
  /** Runs `work` in a transaction: everything it wrote commits together, or nothing does if it throws. */
  withTransaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R>;
  /** True when documents survive a restart (MongoDB), false when they are rebuilt at every boot (memory). */
  readonly durable: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`Duplicate key in ${collection}: ${JSON.stringify(key)}`);
  }
}

export const READ_STORE = Symbol('READ_STORE');
