import { describe, expect, it } from '@jest/globals';
import { update, type Modifier } from 'mingo/updater';
import { cloneDeep } from 'mingo/util';
import { simpleUpdate } from './simple-update.js';

type Fields = Record<string, unknown>;

/** mingo's answer for the same document and modifier: the reference the fast path must match. */
function viaMingo(doc: Fields, modifier: Fields): { doc: Fields; modified: boolean } {
  const copy = cloneDeep(doc) as Fields;
  const changed = update(copy, modifier as Modifier<Fields>);
  return { doc: copy, modified: changed.length > 0 };
}

/** A small deterministic generator (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = ['count', 'name', 'tags', 'when', 'nested'];
const VALUES: unknown[] = [0, 1, -2, 2.5, 'NJ', 'PA', null, true, ['a'], { city: 'Trenton' }, new Date('2027-06-14T00:00:00Z')];
const OPERATORS = ['$set', '$inc', '$unset', '$push', '$addToSet', '$pull'];

describe('simpleUpdate', () => {
  it('given 2,000 random documents and modifiers, then whenever it applies it matches mingo exactly', () => {
    const next = random(20261121);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    let applied = 0;
    for (let run = 0; run < 2000; run++) {
      const doc: Fields = { _id: 'doc' };
      // Arrays without duplicates: mingo 7's $addToSet does nothing on one that has them (see the test below).
      for (const field of FIELDS) if (next() < 0.5) doc[field] = field === 'tags' ? [...new Set([pick(VALUES), pick(VALUES)])] : pick(VALUES);
      const modifier: Fields = {};
      for (let n = 0; n < 1 + Math.floor(next() * 3); n++) {
        const operator = pick(OPERATORS);
        const field = pick(FIELDS);
        const value = operator === '$inc' ? pick([0, 1, -3, 0.5]) : operator === '$unset' ? '' : pick(VALUES);
        modifier[operator] = { ...(modifier[operator] as Fields | undefined), [field]: value };
      }
      const fast = simpleUpdate(Object.freeze({ ...doc }), modifier);
      if (!fast) continue;
      applied += 1;
      const reference = viaMingo(doc, modifier);
      expect({ seed: run, modifier, ...fast }).toEqual({ seed: run, modifier, ...reference });
    }
    expect(applied).toBeGreaterThan(800);
  });

  it('given an array that already holds duplicates, then $addToSet still adds a new value, as MongoDB does', () => {
    // mingo 7 leaves such an array unchanged; MongoDB only checks whether the new value is present.
    expect(simpleUpdate({ _id: 'a', tags: ['PA', 'PA'] }, { $addToSet: { tags: 'NJ' } })).toEqual({
      doc: { _id: 'a', tags: ['PA', 'PA', 'NJ'] },
      modified: true,
    });
  });

  it('given a frozen stored document, then it leaves it untouched and shares unchanged values', () => {
    const stored = Object.freeze({ _id: 'a', tags: Object.freeze(['x']), place: Object.freeze({ city: 'Trenton' }) });
    const result = simpleUpdate(stored, { $addToSet: { tags: 'y' }, $set: { state: 'NJ' } });
    expect(result).toEqual({ doc: { _id: 'a', tags: ['x', 'y'], place: { city: 'Trenton' }, state: 'NJ' }, modified: true });
    expect(stored.tags).toEqual(['x']);
    expect(result?.doc.place).toBe(stored.place);
  });

  it.each([
    ['a dotted path', { $set: { 'place.city': 'Camden' } }],
    ['a positional path', { $set: { 'tags.$': 'z' } }],
    ['$each', { $push: { tags: { $each: ['a', 'b'] } } }],
    ['a query condition in $pull', { $pull: { tags: { $in: ['x'] } } }],
    ['_id', { $set: { _id: 'b' } }],
    ['one field under two operators', { $set: { count: 1 }, $inc: { count: 1 } }],
    ['$inc of a string field', { $inc: { name: 1 } }],
    ['$push onto a non-array', { $push: { name: 'x' } }],
    ['another operator', { $rename: { name: 'title' } }],
  ])('given %s, then it leaves the update to mingo', (_case, modifier) => {
    expect(simpleUpdate({ _id: 'a', name: 'x', tags: ['x'], count: 1 }, modifier)).toBeNull();
  });
});
