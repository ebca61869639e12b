import { describe, expect, it } from '@jest/globals';
import { classLines, gradYearsIn, statedGradYears } from './grad-years.js';

describe('graduation classes an organizer states', () => {
  it.each([
    ['Class of 2029–2030', [2029, 2030]],
    ['Open to the Class of 2028.', [2028]],
    ['Classes of 2027, 2028 & 2029', [2027, 2028, 2029]],
    ['Classes of 2027, 2028, and 2029 only', [2027, 2028, 2029]],
    ['For 2028 grads', [2028]],
    ['2029 and 2030 graduates welcome', [2029, 2030]],
    ['2027-2029 grads', [2027, 2028, 2029]],
    ['2028/2029 HS grads', [2028, 2029]],
    ['grad years 2027-2029', [2027, 2028, 2029]],
    ['Grad Years: 2027-29', [2027, 2028, 2029]],
    ['open to the classes of 2028 through 2031', [2028, 2029, 2030, 2031]],
    ['from the class of 2028 through the class of 2031', [2028, 2029, 2030, 2031]],
    ['HS Class: 2029', [2029]],
    ['High School Class of 2030', [2030]],
    ['Graduation year: 2030', [2030]],
    ['Class Years 2028, 2029', [2028, 2029]],
    ['Graduating classes of 2027 to 2029', [2027, 2028, 2029]],
    ['Class of 2030 and Class of 2028 sessions', [2028, 2030]],
  ])('"%s" states %j', (text, years) => {
    expect(gradYearsIn(text)).toEqual(years);
  });

  it.each([
    ['the event\'s date', 'Saturday, June 14, 2027 at Spooky Nook'],
    ['a copyright', '© 2026 Keystone Stick Club. All rights reserved.'],
    ['a founding year', 'Founded in 2010, the club has sent players to college.'],
    ['a season', 'Registration for the 2027 season opens soon.'],
    ['an age level', 'U19 and U16 divisions'],
    ['a range too wide to be classes', 'Class of 2010-2027 alumnae'],
    ['a year out of range', 'Class of 1999'],
    ['a testimonial\'s author', '"Best camp ever!" Emma Jones, Class of 2028'],
    ['a coach\'s bio', 'Coach Smith (Class of 2029) played at Duke'],
    ['a time', 'Class: 9:00 am to noon'],
    ['a year inside a longer number', 'Class of 20291'],
    ['a master class\'s name', 'Field Hockey Master Class 2027'],
    ['a name saying "world class"', 'World Class 2027 Showcase'],
    ['a bare "grad" before a year', 'Grad 2027 Night'],
  ])('states none in %s', (_, text) => {
    expect(gradYearsIn(text)).toEqual([]);
  });

  it('keeps classes of a group the text names ("Girls, Class of 2029")', () => {
    expect(gradYearsIn('Who: Girls, Class of 2029 and 2030')).toEqual([2029, 2030]);
  });

  it('keeps classes that can come to the event, from the first text stating any', () => {
    // June 2027: the school year ends in 2027, its seniors are the class of 2027.
    expect(statedGradYears(['Ages 14-18', 'Class of 2026-2028 Showcase'], '2027-06-14')).toEqual([2027, 2028]);
    // October 2027: the seniors are the class of 2028; a coach's "Class of 2015" is none.
    expect(statedGradYears([null, 'Fall Clinic', 'Coached by a Class of 2015 All-American', 'Open to classes of 2029 and 2030'], '2027-10-02')).toEqual([2029, 2030]);
    expect(statedGradYears(['Grades 9-12', 'Summer Camp'], '2027-06-14')).toEqual([]);
  });

  it('keeps the lines of a text stating classes and nothing else', () => {
    const text = 'Summer Camp\nCongrats to our Class of 2027 commits!\nWho: Open to the Class of 2029 (girls)\nCoach Lee, Class of 2012\n2030 grads only\nThe 2027 season';
    expect(classLines(text)).toBe('Who: Open to the Class of 2029 (girls)\n2030 grads only');
    expect(classLines('Our Class of 2028 players signed with Duke.')).toBe('');
    expect(classLines(null)).toBe('');
  });

  it('reads a huge or odd text in bounded time', () => {
    const started = Date.now();
    expect(gradYearsIn(`${'2027, '.repeat(50_000)}x grads`)).toEqual([]);
    expect(gradYearsIn(`Class of ${'2028 '.repeat(50_000)}`)).toEqual([2028]);
    expect(gradYearsIn(`${'class of '.repeat(1_000)}2029`)).toEqual([2029]);
    // Read up to 10,000 characters: a statement further on is not reached.
    expect(gradYearsIn(`${'class of '.repeat(20_000)}2029`)).toEqual([]);
    expect(gradYearsIn('\u0000Class of\u2028 2029')).toEqual([2029]);
    expect(classLines(`${'Class of 2029\n'.repeat(5_000)}${'x'.repeat(100_000)}`).split('\n')).toHaveLength(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
