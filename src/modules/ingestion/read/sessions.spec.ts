import { describe, expect, it } from '@jest/globals';
import { splitSessions } from './sessions.js';
import { rawRecord } from './raw-record.js';

const PAGE = 'https://club.example/camps';

describe('sessions of one camp', () => {
  it.each([
    ['Session 1: June 14-16; Session 2: July 7-9', ['June 14-16', 'July 7-9']],
    ['Week 1 – June 21-25, Week 2 – June 28-July 2', ['June 21-25', 'June 28-July 2']],
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

describe('a weekly series or sessions one signs up for one by one', () => {
  it('given days of one month with one fee for all of them, when read, then they are one event from the first to the last', () => {
    const sessions = splitSessions(rawRecord(PAGE, { name: 'Winter Indoor League', dates: 'Sundays: January 10, 17, 24 & 31, 2027', cost: '$120 for the league' }));
    expect(sessions.map((record) => record.dates)).toEqual(['January 10-31, 2027']);
  });

  it('given days priced per session, when read, then each day is an event', () => {
    const sessions = splitSessions(rawRecord(PAGE, { name: 'Sunday Skills', dates: 'January 10, 17 & 24, 2027', cost: '$30 per session or $80 for all three' }));
    expect(sessions.map((record) => record.dates)).toEqual(['January 10, 2027', 'January 17, 2027', 'January 24, 2027']);
  });

  it('given a week after week list across months, when read, then it is one event from its first to its last meeting', () => {
    const [series] = splitSessions(rawRecord(PAGE, { name: 'Fall Field Hockey', dates: 'Saturdays- September 11, 18, 25, October 2, 9, 16, 23, 30, 2027', cost: '$50 per person' }));
    expect(series.dates).toBe('September 11 - October 30, 2027');
    const [spring, ...more] = splitSessions(rawRecord(PAGE, { name: 'Youth Clinic', dates: 'Saturdays: April 10, 17, 24, May 1, 8 & 15', cost: '$60 resident' }));
    expect([spring.dates, more]).toEqual(['April 10 - May 15', []]);
  });
});
