import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { Projection } from '../platform/projections/projection.js';
import { MemoryReadStore } from '../platform/readstore/memory-read-store.js';
import type { Collection, Document, Filter, FindOptions, ReadStore, ReadStoreSession, SortSpec } from '../platform/readstore/read-store.js';
import { UsersQuery, usersProjection } from './accounts/users/users-read-model.js';
import { EventsQuery } from './catalog/read-models/catalog-queries.js';
import { eventListProjection } from './catalog/read-models/event-list.js';
import { ReviewQuery, reviewListProjection } from './catalog/read-models/review-list.js';
import { BLOG_CATEGORIES } from './content/posts/blog-post.js';
import { BlogPostsQuery, blogPostsProjection } from './content/read-models/blog-posts-read-model.js';
import { DraftsQuery, draftsProjection } from './ingestion/read-models/drafts-read-model.js';
import { ScrapersQuery, scrapersProjection } from './ingestion/read-models/scrapers-read-model.js';
import { SubmissionsQuery, submissionsProjection } from './ingestion/read-models/submissions-read-model.js';
import { EventChangesQuery, eventChangesProjection } from './notifications/changes/event-changes-read-model.js';

interface RecordedFind {
  collection: string;
  filter: Filter;
  sort: SortSpec;
}

/** The real memory read store, noting every sorted read made through it. */
class RecordingReadStore implements ReadStore {
  readonly durable = false;
  readonly finds: RecordedFind[] = [];

  constructor(readonly inner: MemoryReadStore) {}

  collection<T extends Document = Document>(name: string): Collection<T> {
    const inner = this.inner.collection<T>(name);
    const note = (filter: Filter = {}, sort?: SortSpec) => {
      if (sort) this.finds.push({ collection: name, filter, sort });
    };
    return Object.assign(Object.create(inner) as Collection<T>, {
      find: (filter?: Filter, options?: FindOptions) => {
        note(filter, options?.sort);
        return inner.find(filter, options);
      },
      findOne: (filter?: Filter, options?: Omit<FindOptions, 'limit'>) => {
        note(filter, options?.sort);
        return inner.findOne(filter, options);
      },
    });
  }

  withTransaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    return this.inner.withTransaction(work);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** Each read model whose queries sort, with those queries. */
const READ_MODELS: { projection: Projection; queries: (store: ReadStore) => Promise<unknown>[] }[] = [
  { projection: usersProjection, queries: (store) => [new UsersQuery(store).list({ limit: 20 })] },
  { projection: eventListProjection, queries: (store) => [new EventsQuery(store).recent(10), new EventsQuery(store).all()] },
  { projection: reviewListProjection, queries: (store) => [new ReviewQuery(store).list()] },
  {
    projection: blogPostsProjection,
    queries: (store) => [new BlogPostsQuery(store).all(), new BlogPostsQuery(store).published(), new BlogPostsQuery(store).published(BLOG_CATEGORIES[0])],
  },
  { projection: eventChangesProjection, queries: (store) => [new EventChangesQuery(store).since(new Date('2026-01-01T00:00:00Z'))] },
  { projection: scrapersProjection, queries: (store) => [new ScrapersQuery(store).list(), new ScrapersQuery(store).logs()] },
  { projection: draftsProjection, queries: (store) => [new DraftsQuery(store).open()] },
  { projection: submissionsProjection, queries: (store) => [new SubmissionsQuery(store).list(null), new SubmissionsQuery(store).list('an-organizer')] },
];

const entries = (keys: Record<string, number>) => Object.entries(keys);

/** A filter's condition on a field that pins it to one value (not a range, not `$in`). */
function isEquality(condition: unknown): boolean {
  if (condition === undefined) return false;
  if (typeof condition !== 'object' || condition === null || condition instanceof Date) return true;
  return !Object.keys(condition).some((key) => key.startsWith('$'));
}

/**
 * True when MongoDB can walk the index in the sort's order: the index's keys are the sort's, in order and with the
 * same directions (or all reversed), after a prefix of fields the filter pins to one value each.
 */
function serves(index: Record<string, number>, filter: Filter, sort: SortSpec): boolean {
  const keys = entries(index);
  const sorted = entries(sort);
  const prefix = keys.length - sorted.length;
  if (prefix < 0) return false;
  const tail = keys.slice(prefix);
  const inOrder = (sign: 1 | -1) => tail.every(([field, direction], at) => field === sorted[at]?.[0] && direction === sign * (sorted[at]?.[1] ?? 0));
  return (inOrder(1) || inOrder(-1)) && keys.slice(0, prefix).every(([field]) => isEquality(filter[field]));
}

async function sortedReads(): Promise<{ finds: RecordedFind[]; indexes: (collection: string) => Record<string, number>[] }> {
  const memory = new MemoryReadStore();
  const store = new RecordingReadStore(memory);
  for (const { projection, queries } of READ_MODELS) {
    await projection.setUp?.(memory);
    await Promise.all(queries(store));
  }
  return { finds: store.finds, indexes: (collection) => memory.dumpCollection(collection).indexes.map((index) => index.keys) };
}

/** Every `sort: { ..., _id: ±1 }` written in the modules' code (not their tests). */
function tieBrokenSortsInSource(): string[] {
  const found: string[] = [];
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const [, body] of readFileSync(path, 'utf8').matchAll(/(?<![$\w])sort: (\{[^{}]*\})/g)) {
          if (body && /\b_id: -?1\b/.test(body)) found.push(JSON.stringify([...body.matchAll(/(?<!\w)(\w+): (-?1)\b/g)].map(([, field, direction]) => [field, Number(direction)])));
        }
      }
    }
  };
  walk(fileURLToPath(new URL('.', import.meta.url)));
  return found;
}

describe('read-model indexes', () => {
  it('given each query that sorts with an _id tie-breaker, when its projection has set up, then an index serves its sort, tie-breaker included', async () => {
    const { finds, indexes } = await sortedReads();
    const tieBroken = finds.filter((read) => entries(read.sort).at(-1)?.[0] === '_id');
    expect(tieBroken.length).toBeGreaterThanOrEqual(10);
    const unserved = tieBroken.filter((read) => !indexes(read.collection).some((index) => serves(index, read.filter, read.sort)));
    expect(unserved).toEqual([]);
  });

  it('given the sorts written in the modules, when listed, then every one with an _id tie-breaker is among the queries checked above', async () => {
    const { finds } = await sortedReads();
    const checked = new Set(finds.map((read) => JSON.stringify(entries(read.sort))));
    const inSource = tieBrokenSortsInSource();
    expect(inSource.length).toBeGreaterThanOrEqual(7);
    expect(inSource.filter((sort) => !checked.has(sort))).toEqual([]);
  });

  it('given an index on the sort field alone, when checked, then it does not count as serving a sort with a tie-breaker', () => {
    expect(serves({ createdAt: -1 }, {}, { createdAt: -1, _id: 1 })).toBe(false);
    expect(serves({ createdAt: -1, _id: -1 }, {}, { createdAt: -1, _id: 1 })).toBe(false);
    expect(serves({ createdAt: 1, _id: -1 }, {}, { createdAt: -1, _id: 1 })).toBe(true);
    expect(serves({ isPublished: 1, publishedAt: -1, _id: 1 }, { isPublished: true }, { publishedAt: -1, _id: 1 })).toBe(true);
    expect(serves({ isPublished: 1, publishedAt: -1, _id: 1 }, {}, { publishedAt: -1, _id: 1 })).toBe(false);
  });
});
