import { describe, expect, it } from '@jest/globals';
import { mergeRecords } from './merge.js';
import { rawRecord } from '../read/raw-record.js';

const PAGE = 'https://club.example/camps';

describe('a list card and its detail page', () => {
  it('given a card linking to a page read in the same crawl, when merged, then they are one record with the fields of both', () => {
    const card = rawRecord(PAGE, { name: 'Summer Showcase', dates: 'Jul 10', location: 'Hershey, PA', cost: '$245', eventUrl: '/camps/showcase' });
    const detail = rawRecord('https://club.example/camps/showcase', { name: 'Summer Showcase', dates: 'July 10-11, 2027', registrationDeadline: 'June 20', location: 'Turf Field' });
    const merged = mergeRecords([
      { url: PAGE, kind: 'page', strategy: 'blocks', records: [card] },
      { url: 'https://club.example/camps/showcase', kind: 'page', strategy: 'blocks', records: [detail] },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0].readOn).toBe('https://club.example/camps/showcase');
    expect(merged[0].record).toMatchObject({ dates: 'July 10-11, 2027', location: 'Hershey, PA', cost: '$245', registrationDeadline: 'June 20' });
  });

  it('given a card whose page was not read, when merged, then the card stands alone', () => {
    const card = rawRecord(PAGE, { name: 'Fall Clinic', dates: 'Oct 2', location: 'York, PA', eventUrl: '/camps/fall' });
    expect(mergeRecords([{ url: PAGE, kind: 'page', strategy: 'blocks', records: [card] }]).map(({ record }) => record)).toEqual([card]);
  });
});
