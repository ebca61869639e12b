import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { calendarLinkDays, calendarLinkYearHint, daysWithYears, publishedOn, recordYearHint, sameDayYearHint, seasonSpanYearHint, seasonYearHint, yearHintOf, yearNamedIn } from './page-year.js';
import { parseDate } from './dates.js';

const TODAY = '2026-11-25';

describe('the year other words of a page give a day written without one', () => {
  it('given the same day written with its year elsewhere, then that year', () => {
    const days = daysWithYears('Sun Feb 21, 2027 1:00 PM - 3:30 PM ... Registration closes 2/18/2027');
    expect(sameDayYearHint('When: Sunday, February 21', days, '2026-11-25')).toEqual({ reference: '2027-02-21', from: 'same-day', value: '2027' });
    expect(sameDayYearHint('March 3', days, '2026-11-25')).toBeNull();
    expect(sameDayYearHint('February 21, 2027', days, '2026-11-25')).toBeNull();
  });

  it("given cards whose days have no year and whose \"Add to calendar\" links do, then the links' year", () => {
    const $ = load(`<article><h3>Spring Skills Clinic</h3><p>Sat, Mar 6 · 9:00 AM</p>
      <a href="https://calendar.google.com/calendar/render?action=TEMPLATE&text=Spring+Skills+Clinic&dates=20270306T140000Z/20270306T160000Z">Google Calendar</a></article>
      <article><h3>Tuesday Night Skills</h3><p>Tue, Jan 12 · 7:00 PM</p>
      <a href="https://calendar.google.com/calendar/render?action=TEMPLATE&dates=20270113T000000Z/20270113T013000Z">Google Calendar</a>
      <a href="https://outlook.live.com/calendar/0/deeplink/compose?subject=Skills&startdt=2027-01-12T19:00:00">Outlook</a></article>
      <article><h3>Goalie Day</h3><p>Apr 10</p><a href="https://calendar.yahoo.com/?v=60&title=Goalie+Day&st=20270410T150000Z">Yahoo</a></article>
      <a href="https://maps.google.com/?q=Field&dates=20260101">Map</a><a href="https://club.example/calendar?dates=20250101">Calendar</a>`);
    const days = calendarLinkDays($);
    expect(calendarLinkYearHint('Sat, Mar 6', days, TODAY)).toEqual({ reference: '2027-03-06', from: 'calendar-link', value: '2027' });
    // 7 PM on the East Coast is past midnight in UTC: the evening before is counted too.
    expect(calendarLinkYearHint('Tue, Jan 12', days, TODAY)?.value).toBe('2027');
    expect(calendarLinkYearHint('Apr 10', days, TODAY)?.value).toBe('2027');
    // A map's or the site's own calendar page is no add-to-calendar link; a day no link gives has no year from them.
    expect(calendarLinkYearHint('Jan 1', days, TODAY)).toBeNull();
    expect(calendarLinkYearHint('May 1', days, TODAY)).toBeNull();
  });

  it('given one season named with its year, then that year; several, none', () => {
    expect(seasonYearHint('Season\nSummer 2027')).toEqual({ reference: '2027-01-01', from: 'season', value: '2027' });
    expect(seasonYearHint('Registration for Winter/Spring 2027 programs')?.value).toBe('2027');
    expect(seasonYearHint('Fall 2026 recap; Summer 2027 camps')).toBeNull();
  });

  it('given a season over two years, then days from August on are in its first year, the others in its second', () => {
    expect(seasonSpanYearHint('Tickets for our 2026–27 winter indoor season')).toEqual({ reference: '2026-08-01', from: 'season', value: '2026–27' });
    expect(seasonSpanYearHint('the 2026-2027 school year')?.reference).toBe('2026-08-01');
    expect(seasonSpanYearHint('scores from 2026-27 and 2027-28 seasons')).toBeNull();
  });
});

describe('the year a page gives dates written without one', () => {
  it("given a news story's date, when its hint is read, then year-less dates follow the story's date", () => {
    const $ = load('<html><head><meta property="article:published_time" content="2027-03-02T08:00:00-05:00"></head><body><h1>Clinic set for April 10</h1></body></html>');
    expect(publishedOn($)).toBe('2027-03-02');
  });

  it.each([
    ['<article><h1>Clinic set</h1><div class="fsDate"><time datetime="2026-11-12T10:30:00-05:00">November 12, 2026</time></div><p>Text</p></article>', '2026-11-12'],
    ['<article><h1>Clinic set</h1><span class="post-date">Thursday, Nov. 12, 2026</span><p>Text</p></article>', '2026-11-12'],
    ['<div class="news"><h1>Clinic set</h1><p class="publish-info">March 3, 2027</p></div>', '2027-03-03'],
    ['<div class="newsDate"><abbr class="updated" title="2026-11-19T09:40:00-05:00" itemprop="datePublished">Thursday, November 19, 2026</abbr></div>', '2026-11-19'],
  ])("given a post's date element %s, when read, then it is the post's date", (html, day) => {
    expect(publishedOn(load(`<html><body>${html}</body></html>`))).toBe(day);
  });

  it('given a last-updated line or a date in an event card, when read, then the page gives no date of its own', () => {
    expect(publishedOn(load('<html><body><article><span class="updated-date">November 12, 2026</span></article></body></html>'))).toBeNull();
    expect(publishedOn(load('<html><body><div class="event-date">June 14, 2027</div></body></html>'))).toBeNull();
    const list = '<article><h3>Camp</h3><span class="date"><time datetime="2027-06-14">June 14</time></span></article><article><h3>Clinic</h3><span class="date">July 1, 2027</span></article>';
    expect(publishedOn(load(`<html><body>${list}</body></html>`))).toBeNull();
    expect(publishedOn(load('<html><body><article><h1>Camp</h1><p class="tribe-event-date-start">June 14, 2027</p></article></body></html>'))).toBeNull();
  });

  it("given a story published before today, then its date gives the page's year, reaching back a season's weeks", () => {
    const $ = load('<html><head><meta property="article:published_time" content="2019-09-05T08:00:00Z"><title>Clinic underway next week</title></head></html>');
    expect(yearHintOf($, publishedOn($), '', TODAY)).toEqual({ reference: '2019-06-07', from: 'published', value: '2019-09-05' });
  });

  it("given a season's results in a story of November, then their days are that fall's, and the clinic it announces is January's to come", () => {
    const $ = load('<html><head><meta property="article:published_time" content="2026-11-15T20:40:00-05:00"></head></html>');
    const hint = yearHintOf($, publishedOn($), '', '2026-11-25');
    expect(hint?.from).toBe('published');
    const reference = hint?.reference ?? '';
    // Days without a year are the next such day on or after the reference (record.ts).
    expect(parseDate('Sept. 3', reference)).toBe('2026-09-03');
    expect(parseDate('Nov. 12', reference)).toBe('2026-11-12');
    expect(parseDate('January 10', reference)).toBe('2027-01-10');
    expect(parseDate('August 9', reference)).toBe('2027-08-09');
  });

  it('given a program told for "the fall of 2027" on a page thanking families for fall 2026, then its own text gives 2027', () => {
    expect(seasonYearHint('open to players entering grades 3 through 8 in the fall of 2027. Practices start Wednesday, September 8.')?.reference).toBe('2027-01-01');
    expect(seasonYearHint('Fall Youth Program. Open in the fall of 2027.\nFall 2026 Thank-You')).toBeNull();
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
