import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DuplicateKeyError,
  type BulkOperation,
  type Collection,
  type Document,
  type ReadStore,
  type ReadStoreSession,
} from './read-store.js';

type EventDoc = Document & {
  title: string;
  state: string;
  kind: string;
  startDate: Date;
  cost: number;
  tags: string[];
  organizer: { name: string };
  views?: number;
};

type UserDoc = Document & { email?: string };

const EVENTS: readonly EventDoc[] = [
  {
    _id: 'e1',
    title: 'Spring Showcase',
    state: 'PA',
    kind: 'showcase',
    startDate: new Date('2026-03-14T15:00:00Z'),
    cost: 150,
    tags: ['u16', 'u18'],
    organizer: { name: 'Keystone' },
  },
  {
    _id: 'e2',
    title: 'ID Camp',
    state: 'NJ',
    kind: 'camp',
    startDate: new Date('2026-04-02T13:00:00Z'),
    cost: 300,
    tags: ['u18'],
    organizer: { name: 'Shore' },
  },
  {
    _id: 'e3',
    title: 'Winter Clinic',
    state: 'PA',
    kind: 'clinic',
    // Late evening in UTC: $dateToString must not shift it to another day.
    startDate: new Date('2026-01-20T23:30:00Z'),
    cost: 80,
    tags: [],
    organizer: { name: 'Keystone' },
  },
  {
    _id: 'e4',
    title: 'Summer Showcase',
    state: 'MD',
    kind: 'showcase',
    startDate: new Date('2026-07-09T12:00:00Z'),
    cost: 200,
    tags: ['u14', 'u16'],
    organizer: { name: 'Chesapeake' },
  },
  {
    _id: 'e5',
    title: 'Fall Showcase',
    state: 'PA',
    kind: 'showcase',
    startDate: new Date('2026-10-03T14:00:00Z'),
    cost: 175,
    tags: ['u18'],
    organizer: { name: 'Keystone' },
  },
];

const NOTHING = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0 };

function upsertAll<T extends Document>(docs: readonly T[]): BulkOperation<T>[] {
  return docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } }));
}

function ids(docs: readonly Document[]): string[] {
  return docs.map((doc) => doc._id);
}

/** The memory adapter freezes what it hands out and MongoDB hands out copies: either way the store must not change. */
function tryToChange(change: () => void): void {
  try {
    change();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
  }
}

/**
 * The behaviour every ReadStore adapter shares. `factory` must give each test an empty store of its own
 * (for MongoDB, a database of its own); the suite closes it after the test.
 */
export function describeReadStoreContract(name: string, factory: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let events: Collection<EventDoc>;
    let users: Collection<UserDoc>;

    beforeEach(async () => {
      store = await factory();
      events = store.collection<EventDoc>('events');
      users = store.collection<UserDoc>('users');
      await events.bulkWrite(upsertAll(EVENTS));
    });

    afterEach(async () => {
      await store.close();
    });

    it('given a reachable store, when pinged, then it resolves', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    describe('find', () => {
      it('given events, when finding with operators, then only the matching documents come back', async () => {
        expect(ids(await events.find({ state: 'PA', cost: { $gte: 100 } }, { sort: { _id: 1 } }))).toEqual(['e1', 'e5']);
        expect(ids(await events.find({ 'organizer.name': { $in: ['Shore', 'Chesapeake'] } }, { sort: { _id: 1 } }))).toEqual([
          'e2',
          'e4',
        ]);
        expect(ids(await events.find({ $or: [{ tags: 'u14' }, { kind: 'camp' }] }, { sort: { _id: 1 } }))).toEqual(['e2', 'e4']);
      });

      it('given events, when finding with a date range, then Dates compare as instants', async () => {
        const found = await events.find(
          { startDate: { $gte: new Date('2026-03-01T00:00:00Z'), $lt: new Date('2026-07-09T12:00:00Z') } },
          { sort: { startDate: 1 } },
        );
        expect(ids(found)).toEqual(['e1', 'e2']);
      });

      it('given events, when finding with sort, skip and limit, then the page is cut from the sorted order', async () => {
        expect(ids(await events.find({}, { sort: { startDate: -1 }, skip: 1, limit: 2 }))).toEqual(['e4', 'e2']);
        expect(ids(await events.find({}, { sort: { state: 1, cost: -1 } }))).toEqual(['e4', 'e2', 'e5', 'e1', 'e3']);
      });

      it('given a limit of 0, when finding, then it means no limit', async () => {
        expect(await events.find({}, { limit: 0 })).toHaveLength(5);
      });

      it('given an inclusion projection, when finding, then only those fields and _id come back', async () => {
        const found = await events.find({ _id: 'e1' }, { projection: { title: 1, 'organizer.name': 1 } });
        expect(found).toEqual([{ _id: 'e1', title: 'Spring Showcase', organizer: { name: 'Keystone' } }]);
      });

      it('given an exclusion projection, when finding, then the other fields come back', async () => {
        const [found] = await events.find({ _id: 'e2' }, { projection: { tags: 0, organizer: 0, _id: 0 } });
        expect(found).toEqual({
          title: 'ID Camp',
          state: 'NJ',
          kind: 'camp',
          startDate: new Date('2026-04-02T13:00:00Z'),
          cost: 300,
        });
      });

      it('given a stored Date, when read back, then it is a Date at the same instant', async () => {
        const found = await events.findOne({ _id: 'e3' });
        expect(found?.startDate).toBeInstanceOf(Date);
        expect(found?.startDate.getTime()).toBe(Date.parse('2026-01-20T23:30:00Z'));
      });

      it('given no matching document, when finding one, then null comes back', async () => {
        expect(await events.findOne({ _id: 'missing' })).toBeNull();
        expect(await events.findOne({ state: 'TX' })).toBeNull();
        expect(await store.collection('never-written').findOne()).toBeNull();
      });

      it('given several matches, when finding one with a sort, then the first in that order comes back', async () => {
        expect((await events.findOne({ state: 'PA' }, { sort: { cost: 1 } }))?._id).toBe('e3');
        expect(await events.findOne({ _id: 'e4' }, { projection: { state: 1 } })).toEqual({ _id: 'e4', state: 'MD' });
      });

      it('given events, when counting, then matching documents are counted', async () => {
        expect(await events.count()).toBe(5);
        expect(await events.count({ kind: 'showcase' })).toBe(3);
        expect(await events.count({ kind: 'tryout' })).toBe(0);
        expect(await store.collection('never-written').count()).toBe(0);
      });
    });

    describe('aggregate', () => {
      it('given events, when matching, grouping and sorting, then the groups come back in order', async () => {
        const groups = await events.aggregate([
          { $match: { kind: 'showcase' } },
          { $group: { _id: '$state', events: { $sum: 1 }, totalCost: { $sum: '$cost' } } },
          { $sort: { _id: 1 } },
        ]);
        expect(groups).toEqual([
          { _id: 'MD', events: 1, totalCost: 200 },
          { _id: 'PA', events: 2, totalCost: 325 },
        ]);
      });

      it('given Date fields, when projecting $dateToString %Y-%m-%d, then calendar dates in UTC come back', async () => {
        const days = await events.aggregate([
          { $sort: { startDate: 1 } },
          {
            $project: {
              _id: 0,
              title: 1,
              day: { $dateToString: { format: '%Y-%m-%d', date: '$startDate' } },
            },
          },
        ]);
        expect(days).toEqual([
          { title: 'Winter Clinic', day: '2026-01-20' },
          { title: 'Spring Showcase', day: '2026-03-14' },
          { title: 'ID Camp', day: '2026-04-02' },
          { title: 'Summer Showcase', day: '2026-07-09' },
          { title: 'Fall Showcase', day: '2026-10-03' },
        ]);
      });

      it('given array fields, when unwinding and grouping, then each element is counted once per document', async () => {
        const tags = await events.aggregate([
          { $unwind: '$tags' },
          { $group: { _id: '$tags', events: { $sum: 1 } } },
          { $sort: { events: -1, _id: 1 } },
        ]);
        expect(tags).toEqual([
          { _id: 'u18', events: 3 },
          { _id: 'u16', events: 2 },
          { _id: 'u14', events: 1 },
        ]);
      });

      it('given events, when sorting, skipping and limiting, then the page comes back', async () => {
        const page = await events.aggregate([{ $sort: { cost: -1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 1 } }]);
        expect(page).toEqual([{ _id: 'e4' }, { _id: 'e5' }]);
      });

      it('given events, when counting in a pipeline, then one document holds the count', async () => {
        expect(await events.aggregate([{ $match: { state: 'PA' } }, { $count: 'events' }])).toEqual([{ events: 3 }]);
      });

      it('given a second collection, when looking up, then matching documents are joined', async () => {
        const saved = store.collection('saved');
        await saved.bulkWrite(
          upsertAll([
            { _id: 's1', userId: 'u1', eventId: 'e4' },
            { _id: 's2', userId: 'u1', eventId: 'e2' },
            { _id: 's3', userId: 'u2', eventId: 'e1' },
          ]),
        );
        const joined = await saved.aggregate([
          { $match: { userId: 'u1' } },
          { $lookup: { from: 'events', localField: 'eventId', foreignField: '_id', as: 'event' } },
          { $unwind: '$event' },
          { $sort: { 'event.startDate': 1 } },
          { $project: { _id: 0, title: '$event.title' } },
        ]);
        expect(joined).toEqual([{ title: 'ID Camp' }, { title: 'Summer Showcase' }]);
      });

      it('given events, when faceting, then every facet runs over the same input', async () => {
        const [facets] = await events.aggregate([
          { $match: { kind: 'showcase' } },
          {
            $facet: {
              total: [{ $count: 'events' }],
              byState: [{ $group: { _id: '$state', events: { $sum: 1 } } }, { $sort: { _id: 1 } }],
              soonest: [{ $sort: { startDate: 1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
            },
          },
        ]);
        expect(facets).toEqual({
          total: [{ events: 3 }],
          byState: [
            { _id: 'MD', events: 1 },
            { _id: 'PA', events: 2 },
          ],
          soonest: [{ _id: 'e1' }],
        });
      });
    });

    describe('updateOne', () => {
      it('given $set with dotted paths, when updating, then nested fields are set and created', async () => {
        const result = await events.bulkWrite([
          {
            updateOne: {
              filter: { _id: 'e1' },
              update: { $set: { title: 'Renamed', 'organizer.name': 'Lancaster HC', 'venue.city': 'Lancaster' } },
            },
          },
        ]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 1, modifiedCount: 1 });
        expect(await events.findOne({ _id: 'e1' }, { projection: { title: 1, organizer: 1, venue: 1 } })).toEqual({
          _id: 'e1',
          title: 'Renamed',
          organizer: { name: 'Lancaster HC' },
          venue: { city: 'Lancaster' },
        });
      });

      it('given $inc, when updating, then existing numbers grow and missing ones start from zero', async () => {
        await events.bulkWrite([{ updateOne: { filter: { _id: 'e1' }, update: { $inc: { cost: 25, views: 1 } } } }]);
        expect(await events.findOne({ _id: 'e1' }, { projection: { cost: 1, views: 1 } })).toEqual({
          _id: 'e1',
          cost: 175,
          views: 1,
        });
      });

      it('given $push, when updating, then values are appended, with $each appending several', async () => {
        await events.bulkWrite([
          { updateOne: { filter: { _id: 'e2' }, update: { $push: { tags: 'u14' } } } },
          { updateOne: { filter: { _id: 'e2' }, update: { $push: { tags: { $each: ['u12', 'u10'] }, notes: 'new' } } } },
        ]);
        expect(await events.findOne({ _id: 'e2' }, { projection: { tags: 1, notes: 1 } })).toEqual({
          _id: 'e2',
          tags: ['u18', 'u14', 'u12', 'u10'],
          notes: ['new'],
        });
      });

      it('given $pull, when updating, then matching elements are removed', async () => {
        await events.bulkWrite([
          { updateOne: { filter: { _id: 'e1' }, update: { $pull: { tags: 'u16' } } } },
          { updateOne: { filter: { _id: 'e4' }, update: { $pull: { tags: { $in: ['u14', 'u16'] } } } } },
        ]);
        expect((await events.findOne({ _id: 'e1' }))?.tags).toEqual(['u18']);
        expect((await events.findOne({ _id: 'e4' }))?.tags).toEqual([]);
      });

      it('given $pull with a condition on embedded documents, when updating, then the matching ones are removed', async () => {
        const sessions = store.collection('sessions');
        await sessions.bulkWrite(
          upsertAll([{ _id: 'day1', slots: [{ id: 's1', group: 'u16' }, { id: 's2', group: 'u18' }, { id: 's3', group: 'u16' }] }]),
        );
        await sessions.bulkWrite([{ updateOne: { filter: { _id: 'day1' }, update: { $pull: { slots: { group: 'u16' } } } } }]);
        expect((await sessions.findOne({ _id: 'day1' }))?.slots).toEqual([{ id: 's2', group: 'u18' }]);
      });

      it('given a positional path, when updating, then the array element matched by the filter changes', async () => {
        const sessions = store.collection('sessions');
        await sessions.bulkWrite(upsertAll([{ _id: 'day1', slots: [{ id: 's1', full: false }, { id: 's2', full: false }] }]));
        const result = await sessions.bulkWrite([
          { updateOne: { filter: { _id: 'day1', 'slots.id': 's2' }, update: { $set: { 'slots.$.full': true } } } },
        ]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 1, modifiedCount: 1 });
        expect((await sessions.findOne({ _id: 'day1' }))?.slots).toEqual([
          { id: 's1', full: false },
          { id: 's2', full: true },
        ]);
      });

      it('given $addToSet, when the value is already there, then the document is matched but not modified', async () => {
        const unchanged = await events.bulkWrite([{ updateOne: { filter: { _id: 'e1' }, update: { $addToSet: { tags: 'u18' } } } }]);
        expect(unchanged).toEqual({ ...NOTHING, matchedCount: 1 });
        const changed = await events.bulkWrite([
          { updateOne: { filter: { _id: 'e1' }, update: { $addToSet: { tags: { $each: ['u18', 'u12'] } } } } },
        ]);
        expect(changed).toEqual({ ...NOTHING, matchedCount: 1, modifiedCount: 1 });
        expect((await events.findOne({ _id: 'e1' }))?.tags).toEqual(['u16', 'u18', 'u12']);
      });

      it('given $unset, when updating, then the fields are removed', async () => {
        await events.bulkWrite([
          { updateOne: { filter: { _id: 'e1' }, update: { $unset: { tags: '', 'organizer.name': '', missing: '' } } } },
        ]);
        const found = await events.findOne({ _id: 'e1' });
        expect(found).not.toHaveProperty('tags');
        expect(found?.organizer).toEqual({});
      });

      it('given $set to the current values, when updating, then the document counts as matched, not modified', async () => {
        const result = await events.bulkWrite([
          { updateOne: { filter: { _id: 'e1' }, update: { $set: { title: 'Spring Showcase', cost: 150 } } } },
        ]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 1 });
      });

      it('given several matches, when updating one, then only the first is changed', async () => {
        const result = await events.bulkWrite([{ updateOne: { filter: { state: 'PA' }, update: { $set: { flagged: true } } } }]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 1, modifiedCount: 1 });
        expect(await events.count({ flagged: true })).toBe(1);
      });

      it('given no match and no upsert, when updating, then nothing is written', async () => {
        const result = await events.bulkWrite([{ updateOne: { filter: { _id: 'e9' }, update: { $set: { title: 'x' } } } }]);
        expect(result).toEqual(NOTHING);
        expect(await events.count()).toBe(5);
      });

      it('given an update that changes _id, when writing, then it rejects and nothing changes', async () => {
        await expect(
          events.bulkWrite([{ updateOne: { filter: { _id: 'e1' }, update: { $set: { _id: 'e1-moved' } } } }]),
        ).rejects.toThrow();
        expect(ids(await events.find({ _id: { $in: ['e1', 'e1-moved'] } }))).toEqual(['e1']);
      });
    });

    describe('upsert', () => {
      it('given no match, when upserting, then the filter equalities, $setOnInsert and the update make the new document', async () => {
        const result = await events.bulkWrite([
          {
            updateOne: {
              filter: { _id: 'e9', state: 'VA', cost: { $gt: 0 } },
              update: {
                $set: { title: 'New Event' },
                $setOnInsert: { createdAt: new Date('2026-01-01T00:00:00Z') },
                $inc: { views: 1 },
                $push: { tags: 'u18' },
              },
              upsert: true,
            },
          },
        ]);
        expect(result).toEqual({ ...NOTHING, upsertedCount: 1 });
        expect(await events.findOne({ _id: 'e9' })).toEqual({
          _id: 'e9',
          state: 'VA',
          title: 'New Event',
          createdAt: new Date('2026-01-01T00:00:00Z'),
          views: 1,
          tags: ['u18'],
        });
      });

      it('given a match, when upserting, then the update applies and $setOnInsert is ignored', async () => {
        const result = await events.bulkWrite([
          {
            updateOne: {
              filter: { _id: 'e1' },
              update: { $set: { title: 'Updated' }, $setOnInsert: { createdAt: new Date('2026-01-01T00:00:00Z') } },
              upsert: true,
            },
          },
        ]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 1, modifiedCount: 1 });
        const found = await events.findOne({ _id: 'e1' });
        expect(found?.title).toBe('Updated');
        expect(found).not.toHaveProperty('createdAt');
      });

      it('given a match, when upserting with only $setOnInsert, then nothing is modified', async () => {
        const result = await events.bulkWrite([
          { updateOne: { filter: { _id: 'e1' }, update: { $setOnInsert: { title: 'Ignored' } }, upsert: true } },
        ]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 1 });
        expect((await events.findOne({ _id: 'e1' }))?.title).toBe('Spring Showcase');
      });

      it('given a filter without _id, when upserting twice, then a string _id is generated once and then matched', async () => {
        const upsert: BulkOperation = {
          updateOne: { filter: { slug: 'new-camp' }, update: { $set: { title: 'New Camp' } }, upsert: true },
        };
        expect(await store.collection('pages').bulkWrite([upsert])).toEqual({ ...NOTHING, upsertedCount: 1 });
        expect(await store.collection('pages').bulkWrite([upsert])).toEqual({ ...NOTHING, matchedCount: 1 });
        const pages = await store.collection('pages').find();
        expect(pages).toHaveLength(1);
        expect(typeof pages[0]._id).toBe('string');
        expect(pages[0]).toMatchObject({ slug: 'new-camp', title: 'New Camp' });
      });

      it('given $eq and dotted equalities in the filter, when upserting, then they seed the new document', async () => {
        await store.collection('venues').bulkWrite([
          {
            updateOne: {
              filter: { _id: { $eq: 'v1' }, 'address.city': 'Lancaster', fields: ['turf'], name: /field/ },
              update: { $set: { capacity: 400 } },
              upsert: true,
            },
          },
        ]);
        expect(await store.collection('venues').findOne({ _id: 'v1' })).toEqual({
          _id: 'v1',
          address: { city: 'Lancaster' },
          fields: ['turf'],
          capacity: 400,
        });
      });
    });

    describe('replaceOne', () => {
      it('given a match, when replacing, then the old fields are gone', async () => {
        const result = await events.bulkWrite([
          { replaceOne: { filter: { _id: 'e1' }, replacement: { ...EVENTS[0], title: 'Replaced', tags: [] } } },
          {
            replaceOne: {
              filter: { state: 'NJ' },
              replacement: {
                _id: 'e2',
                title: 'Bare',
                state: 'NJ',
                kind: 'camp',
                startDate: new Date(0),
                cost: 0,
                tags: [],
                organizer: { name: 'x' },
              },
            },
          },
        ]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 2, modifiedCount: 2 });
        expect((await events.findOne({ _id: 'e1' }))?.title).toBe('Replaced');
        expect((await events.findOne({ _id: 'e2' }))?.cost).toBe(0);
      });

      it('given a fewer-field replacement, when replacing, then the document holds exactly the replacement', async () => {
        await store.collection('pages').bulkWrite([
          { replaceOne: { filter: { _id: 'p1' }, replacement: { _id: 'p1', title: 'One', body: 'long' }, upsert: true } },
          { replaceOne: { filter: { _id: 'p1' }, replacement: { _id: 'p1', title: 'Only' } } },
        ]);
        expect(await store.collection('pages').findOne({ _id: 'p1' })).toEqual({ _id: 'p1', title: 'Only' });
      });

      it('given an identical replacement, when replacing, then the document is matched but not modified', async () => {
        const result = await events.bulkWrite([{ replaceOne: { filter: { _id: 'e2' }, replacement: EVENTS[1] } }]);
        expect(result).toEqual({ ...NOTHING, matchedCount: 1 });
      });

      it('given no match, when replacing with and without upsert, then only the upsert inserts', async () => {
        const replacement: EventDoc = { ...EVENTS[0], _id: 'e7', title: 'Seventh' };
        expect(await events.bulkWrite([{ replaceOne: { filter: { _id: 'e7' }, replacement } }])).toEqual(NOTHING);
        expect(await events.count()).toBe(5);
        expect(await events.bulkWrite([{ replaceOne: { filter: { _id: 'e7' }, replacement, upsert: true } }])).toEqual({
          ...NOTHING,
          upsertedCount: 1,
        });
        expect(await events.findOne({ _id: 'e7' })).toEqual(replacement);
      });

      it('given a replacement with another _id, when replacing, then it rejects and nothing changes', async () => {
        await expect(
          events.bulkWrite([{ replaceOne: { filter: { _id: 'e1' }, replacement: { ...EVENTS[0], _id: 'other' } } }]),
        ).rejects.toThrow();
        expect(ids(await events.find({}, { sort: { _id: 1 } }))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
      });
    });

    describe('delete', () => {
      it('given several matches, when deleting one, then exactly one goes', async () => {
        expect(await events.bulkWrite([{ deleteOne: { filter: { state: 'PA' } } }])).toEqual({ ...NOTHING, deletedCount: 1 });
        expect(await events.count({ state: 'PA' })).toBe(2);
      });

      it('given several matches, when deleting many, then all of them go', async () => {
        expect(await events.bulkWrite([{ deleteMany: { filter: { state: 'PA' } } }])).toEqual({ ...NOTHING, deletedCount: 3 });
        expect(ids(await events.find({}, { sort: { _id: 1 } }))).toEqual(['e2', 'e4']);
      });

      it('given no match, when deleting, then nothing is deleted', async () => {
        expect(
          await events.bulkWrite([{ deleteOne: { filter: { _id: 'e9' } } }, { deleteMany: { filter: { state: 'TX' } } }]),
        ).toEqual(NOTHING);
      });
    });

    describe('bulkWrite', () => {
      it('given mixed operations, when written, then they apply in order and their counts add up', async () => {
        const result = await events.bulkWrite([
          { updateOne: { filter: { _id: 'e9' }, update: { $set: { title: 'Ninth' } }, upsert: true } },
          { updateOne: { filter: { _id: 'e9' }, update: { $inc: { views: 1 } } } },
          { replaceOne: { filter: { _id: 'e2' }, replacement: { ...EVENTS[1], title: 'Second' } } },
          { deleteMany: { filter: { state: 'PA' } } },
          { deleteOne: { filter: { _id: 'e9' } } },
          { updateOne: { filter: { _id: 'e9' }, update: { $inc: { views: 1 } } } },
        ]);
        expect(result).toEqual({ matchedCount: 2, modifiedCount: 2, upsertedCount: 1, deletedCount: 4 });
        expect(ids(await events.find({}, { sort: { _id: 1 } }))).toEqual(['e2', 'e4']);
      });

      it('given no operations, when written, then nothing happens', async () => {
        expect(await events.bulkWrite([])).toEqual(NOTHING);
      });

      it('given undefined values, when written, then they are stored as null the way BSON writes them', async () => {
        const pages = store.collection('pages');
        await events.bulkWrite([
          { updateOne: { filter: { _id: 'e1' }, update: { $set: { title: undefined, 'venue.city': undefined } } } },
        ]);
        await pages.bulkWrite([
          { replaceOne: { filter: { _id: 'p1' }, replacement: { _id: 'p1', body: undefined, tags: ['a', undefined] }, upsert: true } },
        ]);
        const event = await events.findOne({ _id: 'e1' });
        expect(event?.title).toBeNull();
        expect(event?.venue).toEqual({ city: null });
        expect(await pages.findOne({ _id: 'p1' })).toEqual({ _id: 'p1', body: null, tags: ['a', null] });
      });

      it('given a BigInt value, when written, then it rejects with a TypeError', async () => {
        await expect(
          events.bulkWrite([{ updateOne: { filter: { _id: 'e1' }, update: { $set: { position: 12n } } } }]),
        ).rejects.toThrow(TypeError);
        await expect(
          store.collection('positions').bulkWrite([
            { replaceOne: { filter: { _id: 'p' }, replacement: { _id: 'p', position: 12n }, upsert: true } },
          ]),
        ).rejects.toThrow(TypeError);
        expect(await events.findOne({ _id: 'e1' })).not.toHaveProperty('position');
        expect(await store.collection('positions').count()).toBe(0);
      });
    });

    describe('indexes', () => {
      it('given a unique index, when a second document takes the same key, then DuplicateKeyError names collection and key', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        await users.createIndex({ email: 1 }, { unique: true });
        await users.bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }]));
        const attempt = users.bulkWrite(upsertAll([{ _id: 'u2', email: 'ann@example.org' }]));
        await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(attempt).rejects.toMatchObject({ collection: 'users', key: { email: 'ann@example.org' } });
        expect(ids(await users.find())).toEqual(['u1']);
      });

      it('given a unique index, when an update moves a document onto a taken key, then it rejects', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        await users.bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }, { _id: 'u2', email: 'bob@example.org' }]));
        await expect(
          users.bulkWrite([{ updateOne: { filter: { _id: 'u2' }, update: { $set: { email: 'ann@example.org' } } } }]),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await users.findOne({ _id: 'u2' }))?.email).toBe('bob@example.org');
      });

      it('given a unique index, when documents trade keys step by step, then freed keys can be taken again', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        await users.bulkWrite(upsertAll([{ _id: 'u1', email: 'a@example.org' }, { _id: 'u2', email: 'b@example.org' }]));
        await users.bulkWrite([
          { updateOne: { filter: { _id: 'u1' }, update: { $set: { email: 'c@example.org' } } } },
          { updateOne: { filter: { _id: 'u2' }, update: { $set: { email: 'a@example.org' } } } },
          { updateOne: { filter: { _id: 'u1' }, update: { $set: { email: 'b@example.org' } } } },
        ]);
        await users.bulkWrite(upsertAll([{ _id: 'u3', email: 'c@example.org' }]));
        await expect(users.bulkWrite(upsertAll([{ _id: 'u4', email: 'a@example.org' }]))).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect(await users.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'u1', email: 'b@example.org' },
          { _id: 'u2', email: 'a@example.org' },
          { _id: 'u3', email: 'c@example.org' },
        ]);
      });

      it('given a unique index, when one batch brings the same new key twice, then it rejects', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        const batch = users.bulkWrite(upsertAll([{ _id: 'u1', email: 'new@example.org' }, { _id: 'u2', email: 'new@example.org' }]));
        await expect(batch).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await users.count({ _id: 'u2' })).toBe(0);
      });

      it('given a unique index, when two documents lack the field, then they collide on null', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        await users.bulkWrite(upsertAll([{ _id: 'u1' }]));
        await expect(users.bulkWrite(upsertAll([{ _id: 'u2' }]))).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('given a compound unique index, when the same pair comes again, then only that pair collides', async () => {
        const saved = store.collection('saved');
        await saved.createIndex({ userId: 1, eventId: 1 }, { unique: true, name: 'user_event' });
        await saved.bulkWrite(
          upsertAll([
            { _id: 's1', userId: 'u1', eventId: 'e1' },
            { _id: 's2', userId: 'u1', eventId: 'e2' },
            { _id: 's3', userId: 'u2', eventId: 'e1' },
          ]),
        );
        const attempt = saved.bulkWrite(upsertAll([{ _id: 's4', userId: 'u1', eventId: 'e1' }]));
        await expect(attempt).rejects.toMatchObject({ collection: 'saved', key: { userId: 'u1', eventId: 'e1' } });
        expect(await saved.count()).toBe(3);
      });

      it('given duplicates already stored, when creating a unique index, then it rejects with DuplicateKeyError', async () => {
        await users.bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }, { _id: 'u2', email: 'ann@example.org' }]));
        await expect(users.createIndex({ email: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
        await users.bulkWrite(upsertAll([{ _id: 'u3', email: 'ann@example.org' }]));
        expect(await users.count()).toBe(3);
      });

      it('given a non-unique index, when created twice and documents share its key, then both are stored', async () => {
        await events.createIndex({ state: 1, startDate: -1 });
        await events.createIndex({ state: 1, startDate: -1 });
        expect(await events.count({ state: 'PA' })).toBe(3);
      });
    });

    describe('drop', () => {
      it('given documents and a unique index, when dropped, then both are gone', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        await users.bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }]));
        await users.drop();
        expect(await users.find()).toEqual([]);
        await users.bulkWrite(upsertAll([{ _id: 'u2', email: 'ann@example.org' }, { _id: 'u3', email: 'ann@example.org' }]));
        expect(await users.count()).toBe(2);
      });

      it('given a collection never written, when dropped, then it resolves', async () => {
        await expect(store.collection('never-written').drop()).resolves.toBeUndefined();
      });
    });

    describe('withTransaction', () => {
      it('given work that writes then throws, when it runs, then the error comes back and nothing is written', async () => {
        const attempt = store.withTransaction(async (session) => {
          await session.collection('events').bulkWrite([{ deleteMany: { filter: {} } }]);
          await session.collection('users').bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }]));
          throw new Error('boom');
        });
        await expect(attempt).rejects.toThrow('boom');
        expect(await events.count()).toBe(5);
        expect(await users.count()).toBe(0);
      });

      it('given work that writes to two collections, when it completes, then both writes and its result are there', async () => {
        const result = await store.withTransaction(async (session) => {
          await session.collection('events').bulkWrite([{ updateOne: { filter: { _id: 'e1' }, update: { $inc: { views: 1 } } } }]);
          await session.collection('users').bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }]));
          return 'done';
        });
        expect(result).toBe('done');
        expect((await events.findOne({ _id: 'e1' }))?.views).toBe(1);
        expect(await users.count()).toBe(1);
      });

      it('given uncommitted writes, when read inside and outside the transaction, then only the inside sees them', async () => {
        await store.withTransaction(async (session) => {
          const inside = session.collection<EventDoc>('events');
          await inside.bulkWrite([
            { updateOne: { filter: { _id: 'e1' }, update: { $set: { title: 'Draft' } } } },
            { updateOne: { filter: { _id: 'e8' }, update: { $set: { title: 'Eighth' } }, upsert: true } },
            { deleteOne: { filter: { _id: 'e5' } } },
          ]);
          expect((await inside.findOne({ _id: 'e1' }))?.title).toBe('Draft');
          expect(ids(await inside.find({}, { sort: { _id: 1 } }))).toEqual(['e1', 'e2', 'e3', 'e4', 'e8']);
          expect(await inside.count({ title: 'Eighth' })).toBe(1);
          expect(await inside.aggregate([{ $match: { _id: 'e1' } }, { $project: { _id: 0, title: 1 } }])).toEqual([
            { title: 'Draft' },
          ]);

          expect((await events.findOne({ _id: 'e1' }))?.title).toBe('Spring Showcase');
          expect(ids(await events.find({}, { sort: { _id: 1 } }))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
        });
        expect((await events.findOne({ _id: 'e1' }))?.title).toBe('Draft');
        expect(ids(await events.find({}, { sort: { _id: 1 } }))).toEqual(['e1', 'e2', 'e3', 'e4', 'e8']);
      });

      it('given a unique index, when a transaction writes a taken key, then it rejects and its earlier writes vanish', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        await users.bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }]));
        const attempt = store.withTransaction(async (session) => {
          const inside = session.collection<UserDoc>('users');
          await inside.bulkWrite(upsertAll([{ _id: 'u2', email: 'bob@example.org' }]));
          await inside.bulkWrite(upsertAll([{ _id: 'u3', email: 'ann@example.org' }]));
        });
        await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(ids(await users.find())).toEqual(['u1']);
      });

      it('given work that swallows a failed write, when it completes, then the transaction still fails', async () => {
        await users.createIndex({ email: 1 }, { unique: true });
        await users.bulkWrite(upsertAll([{ _id: 'u1', email: 'ann@example.org' }]));
        const attempt = store.withTransaction(async (session) => {
          const inside = session.collection<UserDoc>('users');
          await inside.bulkWrite(upsertAll([{ _id: 'u2', email: 'bob@example.org' }]));
          await inside.bulkWrite(upsertAll([{ _id: 'u3', email: 'ann@example.org' }])).catch(() => undefined);
          await expect(inside.count()).rejects.toThrow('aborted by an earlier error');
        });
        await expect(attempt).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(ids(await users.find())).toEqual(['u1']);
      });

      it('given a transaction, when dropping or creating an index through its session, then those reject', async () => {
        await store.withTransaction(async (session) => {
          await expect(session.collection('events').drop()).rejects.toThrow('inside a transaction');
          await expect(session.collection('events').createIndex({ state: 1 })).rejects.toThrow('inside a transaction');
        });
        expect(await events.count()).toBe(5);
      });

      it('given a session kept after its transaction, when used, then it rejects', async () => {
        const sessions: ReadStoreSession[] = [];
        await store.withTransaction(async (session) => {
          sessions.push(session);
        });
        await expect(sessions[0].collection('events').find()).rejects.toThrow();
        await expect(
          sessions[0].collection('events').bulkWrite([{ deleteMany: { filter: {} } }]),
        ).rejects.toThrow();
        expect(await events.count()).toBe(5);
      });

      it('given concurrent transactions on one document, when all complete, then every increment counts', async () => {
        const increment = (): Promise<void> =>
          store.withTransaction(async (session) => {
            await session.collection('events').bulkWrite([{ updateOne: { filter: { _id: 'e1' }, update: { $inc: { views: 1 } } } }]);
          });
        await Promise.all([increment(), increment(), increment()]);
        expect((await events.findOne({ _id: 'e1' }))?.views).toBe(3);
      });
    });

    describe('isolation of returned documents', () => {
      it('given found documents, when the caller changes them, then the stored documents stay as they were', async () => {
        const [found] = await events.find({ _id: 'e1' });
        tryToChange(() => {
          found.title = 'Changed';
        });
        tryToChange(() => {
          found.organizer.name = 'Changed';
        });
        tryToChange(() => {
          found.tags.push('changed');
        });
        tryToChange(() => {
          found.startDate.setUTCFullYear(1999);
        });
        const one = await events.findOne({ _id: 'e1' });
        tryToChange(() => {
          if (one) one.cost = 0;
        });
        const [grouped] = await events.aggregate<{ docs: EventDoc[] }>([
          { $match: { _id: 'e1' } },
          { $group: { _id: null, docs: { $push: '$$ROOT' } } },
        ]);
        tryToChange(() => {
          grouped.docs[0].title = 'Changed';
          grouped.docs[0].startDate.setUTCFullYear(1999);
        });
        expect(await events.findOne({ _id: 'e1' })).toEqual(EVENTS[0]);
      });

      it('given objects passed to a write, when the caller changes them afterwards, then the store keeps what was written', async () => {
        const replacement: EventDoc = {
          ...EVENTS[0],
          _id: 'e6',
          startDate: new Date(EVENTS[0].startDate),
          tags: [...EVENTS[0].tags],
          organizer: { ...EVENTS[0].organizer },
        };
        const extraTags = ['u10'];
        const venue = { city: 'York', fields: ['turf'] };
        await events.bulkWrite([
          { replaceOne: { filter: { _id: 'e6' }, replacement, upsert: true } },
          { updateOne: { filter: { _id: 'e6' }, update: { $set: { venue }, $push: { tags: { $each: extraTags } } } } },
        ]);
        replacement.organizer.name = 'Changed';
        replacement.startDate.setUTCFullYear(1999);
        venue.fields.push('grass');
        extraTags.push('u12');
        expect(await events.findOne({ _id: 'e6' })).toEqual({
          ...EVENTS[0],
          _id: 'e6',
          tags: ['u16', 'u18', 'u10'],
          venue: { city: 'York', fields: ['turf'] },
        });
      });
    });
  });
}
