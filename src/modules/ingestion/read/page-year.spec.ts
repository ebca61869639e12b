import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { publishedOn, recordYearHint, yearHintOf, yearNamedIn } from './page-year.js';

const TODAY = '2026-11-25';

describe('the year a page gives dates written without one', () => {
  it("given a news story's date, when its hint is read, then year-less dates follow the story's date", () => {
    const $ = load('<html><head><meta property="article:published_time" content="2027-03-02T08:00:00-05:00"></head><body><h1>Clinic set for April 10</h1></body></html>');
    expect(publishedOn($)).toBe('2027-03-02');
  });

  it("given a story published before today, then its date is the page's reference", () => {
    const $ = load('<html><head><meta property="article:published_time" content="2019-09-05T08:00:00Z"><title>Clinic underway next week</title></head></html>');
    expect(yearHintOf($, publishedOn($), '', TODAY)).toEqual({ reference: '2019-09-05', from: 'published', value: '2019-09-05' });
  });

  it("given a title naming the season's year, then that year is the page's", () => {
    const $ = load('<html><head><title>2027 Summer Camps | Hawks FH</title></head><body><h1>Camps</h1></body></html>');
    expect(yearHintOf($, null, '', TODAY)?.reference).toBe('2027-01-01');
  });

  it('given only an old copyright line, then the page speaks of that year', () => {
    const $ = load('<html><head><title>Camps</title></head></html>');
    expect(yearHintOf($, null, '© 2023 Hawks Field Hockey', TODAY)?.reference).toBe('2023-01-01');
  });

  it("given only this year's copyright line (a kept site), then the page gives no year", () => {
    const $ = load('<html><head><title>Camps</title></head></html>');
    expect(yearHintOf($, null, 'Copyright 2026 Hawks Field Hockey', TODAY)).toBeNull();
  });

  it('given a graduation class in a title, then it is no edition year', () => {
    expect(yearNamedIn('Class of 2029 Showcase')).toBeNull();
    expect(yearNamedIn('Fall 2027 Clinics')).toBe(2027);
    expect(yearNamedIn('2026 and 2027 camps')).toBeNull();
  });

  it('given the heading a record is listed under names a year, then it wins over the page', () => {
    const page = { reference: '2026-01-01', from: 'copyright' as const, value: '2026' };
    expect(recordYearHint('Summer 2027\nCamps', page)?.reference).toBe('2027-01-01');
    expect(recordYearHint('Camps', page)).toBe(page);
  });
});
