import { describe, expect, it } from '@jest/globals';
import { mergeRecords, splitSessions } from './merge.js';
import { rawRecord } from './raw-record.js';

const PAGE = 'https://club.example/camps';

describe('sessions of one camp', () => {
  it.each([
    ['Session 1: June 14-16; Session 2: July 7-9', ['June 14-16', 'July 7-9']],
    ['Week 1 – June 21-25, Week 2 – June 28-July 2', ['June 21-25', 'June 28-July 2']],
    ['January 10, 17 & 24, 2027', ['January 10, 2027', 'January 17, 2027', 'January 24, 2027']],
  ])('given "%s", when split, then each session is a record of the same name', (dates, expected) => {
    const sessions = splitSessions(rawRecord(PAGE, { name: 'Summer Camp', dates }));
    expect(sessions.map((session) => [session.name, session.dates])).toEqual(expected.map((date) => ['Summer Camp', date]));
  });

  it('given days that follow each other ("June 12 & 13"), when split, then they are one event over both days', () => {
    expect(splitSessions(rawRecord(PAGE, { name: 'Showcase', dates: 'June 12 & 13' })).map((record) => record.dates)).toEqual(['June 12-13']);
  });

  it('given a deadline per session, when split, then each session keeps its own', () => {
    const sessions = splitSessions(
      rawRecord(PAGE, { name: 'Camp', dates: 'Session 1: June 14-16; Session 2: July 7-9', registrationDeadline: 'June 7 for Session 1 and by June 30 for Session 2' }),
    );
    expect(sessions.map((session) => session.registrationDeadline?.trim())).toEqual(['June 7 for Session 1', 'by June 30 for Session 2']);
  });

  it('given one range, when split, then it stays one record', () => {
    expect(splitSessions(rawRecord(PAGE, { name: 'Camp', dates: 'June 14-16, 2027' }))).toHaveLength(1);
  });
});

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
