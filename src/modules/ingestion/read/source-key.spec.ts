import { describe, expect, it } from '@jest/globals';
import { absoluteHttpUrl, fallbackSourceKey, icalSourceKey, jsonLdSourceKey, normalizedName, sourceKeyOf, withoutFragment } from './source-key.js';

const PAGE = 'https://lineup.example/events?season=2026#top';

describe('source keys', () => {
  it('given the same event read twice, when keyed, then the key is the same', () => {
    const event = { pageUrl: PAGE, identifier: null, name: 'Summer Showcase', startDate: '2026-06-14' };
    expect(sourceKeyOf(event)).toBe(sourceKeyOf({ ...event }));
    expect(sourceKeyOf(event)).toBe('https://lineup.example/events?season=2026#summer showcase|2026-06-14');
  });

  it('given a name written with other case and spaces, when keyed, then the key is the same', () => {
    expect(fallbackSourceKey(PAGE, '  Summer   SHOWCASE\n', '2026-06-14')).toBe(fallbackSourceKey(PAGE, 'Summer Showcase', '2026-06-14'));
  });

  it('given the page read at another fragment, when keyed, then the key is the same', () => {
    expect(fallbackSourceKey(`${PAGE}-again`.replace('#top-again', '#bottom'), 'A', '2026-06-14')).toBe(fallbackSourceKey(PAGE, 'A', '2026-06-14'));
  });

  it.each([
    ['another name', { name: 'Fall Clinic', startDate: '2026-06-14' }],
    ['another start', { name: 'Summer Showcase', startDate: '2026-06-15' }],
  ])('given two events on one page differing by %s, when keyed, then the keys differ', (_, other) => {
    const first = sourceKeyOf({ pageUrl: PAGE, identifier: null, name: 'Summer Showcase', startDate: '2026-06-14' });
    expect(sourceKeyOf({ pageUrl: PAGE, identifier: null, ...other })).not.toBe(first);
  });

  it('given an identifier, when keyed, then it is the key whatever the name and dates', () => {
    const key = sourceKeyOf({ pageUrl: PAGE, identifier: 'https://lineup.example/e/1', name: 'A', startDate: '2026-06-14' });
    expect(key).toBe('https://lineup.example/e/1');
    expect(sourceKeyOf({ pageUrl: PAGE, identifier: 'https://lineup.example/e/1', name: 'B', startDate: '2026-07-01' })).toBe(key);
  });

  it.each([
    ['an absolute @id', 'https://lineup.example/e/1', null, 'https://lineup.example/e/1'],
    ['a relative @id', '/e/1', null, 'https://lineup.example/e/1'],
    ['an @id with a fragment (dropped)', 'https://lineup.example/e/1#event', null, 'https://lineup.example/e/1'],
    ['a urn @id', 'urn:uuid:8c1e5a4d', null, 'urn:uuid:8c1e5a4d'],
    ['a url (its fragment dropped)', null, '/e/1#register', 'https://lineup.example/e/1'],
    ['an @id before the url', 'https://lineup.example/e/1', 'https://lineup.example/e/2', 'https://lineup.example/e/1'],
    ['an @id naming the page, and a url elsewhere', '#event', 'https://lineup.example/e/2', 'https://lineup.example/e/2'],
    ['a blank node @id (then the url)', '_:b0', 'https://lineup.example/e/2', 'https://lineup.example/e/2'],
    ['nothing', null, null, null],
    ['a blank node only', '_:b0', null, null],
  ])('given %s, when a JSON-LD event is keyed, then the key is %s', (_, id, url, key) => {
    expect(jsonLdSourceKey(id, url, PAGE, 3)).toBe(key);
  });

  it.each([
    ['its page as url, alone on it', null, PAGE, 1, 'https://lineup.example/events?season=2026'],
    ['its page with a fragment as @id, alone on it', '#event', null, 1, 'https://lineup.example/events?season=2026'],
    ['its page as url, among others', null, PAGE, 2, null],
    ['its page with a fragment as @id, among others', '#event-2', null, 2, 'https://lineup.example/events?season=2026#event-2'],
  ])('given an identifier naming the page, %s, when keyed, then the key is %s', (_, id, url, count, key) => {
    expect(jsonLdSourceKey(id, url, PAGE, count)).toBe(key);
  });

  it('given a listing linking to an event page and that page naming itself, when keyed, then both give the same key', () => {
    const listing = jsonLdSourceKey(null, '/e/1', 'https://lineup.example/events', 5);
    const detail = jsonLdSourceKey('https://lineup.example/e/1#event', 'https://lineup.example/e/1', 'https://lineup.example/e/1', 1);
    expect(listing).toBe('https://lineup.example/e/1');
    expect(detail).toBe(listing);
  });

  it('given an iCal UID, when keyed, then the feed and the UID make the key, an occurrence adds its RECURRENCE-ID', () => {
    expect(icalSourceKey('https://x.example/cal.ics#a', 'abc@google.com')).toBe('https://x.example/cal.ics#uid=abc@google.com');
    expect(icalSourceKey('https://x.example/cal.ics', 'abc', '2026-06-14T09:00:00')).toBe('https://x.example/cal.ics#uid=abc@2026-06-14T09:00:00');
    expect(icalSourceKey('https://x.example/cal.ics', '  ')).toBeNull();
    expect(icalSourceKey('https://x.example/cal.ics', null)).toBeNull();
  });

  it.each([
    ['/register', 'https://lineup.example/register'],
    ['https://other.example/a b', 'https://other.example/a%20b'],
    ['mailto:camp@lineup.example', null],
    ['javascript:void(0)', null],
    ['', null],
    [null, null],
  ])('link %j → %s', (href, absolute) => {
    expect(absoluteHttpUrl(href, PAGE)).toBe(absolute);
  });

  it('drops fragments and normalizes names', () => {
    expect(withoutFragment('https://a.example/x?y=1#z')).toBe('https://a.example/x?y=1');
    expect(normalizedName(' Café\tCamp ')).toBe('café camp');
  });
});
