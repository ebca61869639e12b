import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS, sanitizeArticle } from './sanitize-article.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

/** Everything in the HTML that could run or load something: elements and attributes outside the allowlist, and URLs by scheme. */
function dangers(html: string): string[] {
  const $ = load(html, null, false);
  const found: string[] = [];
  $('*').each((_index, element) => {
    if (element.type !== 'tag') return;
    if (!ARTICLE_TAGS.includes(element.name)) found.push(`element <${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (!(ARTICLE_ATTRIBUTES[element.name] ?? []).includes(name)) found.push(`attribute ${name} on <${element.name}>`);
      // A link may be relative (another post, an anchor); one with a scheme must be http(s) or mailto.
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/\p{Cc}/gu, '').trim())?.[1].toLowerCase();
      if (name === 'href' && scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme)) found.push(`href="${value}"`);
      if (name === 'src' && !value.startsWith('https://')) found.push(`image over ${value}`);
      if (name === 'rel' && value !== 'noopener noreferrer') found.push(`rel="${value}"`);
    }
  });
  return found;
}

describe('sanitizing blog HTML', () => {
  it('is checked against at least 100 known XSS payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('given %j, then nothing that runs survives', (payload) => {
    const clean = sanitizeArticle(payload);
    expect(dangers(clean)).toEqual([]);
    expect(clean).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|base|meta|link)\b/i);
    // Sanitizing what was sanitized changes nothing: the stored HTML is stable.
    expect(sanitizeArticle(clean)).toBe(clean);
  });

  it('given a normal article, then its markup survives and links get rel="noopener noreferrer"', () => {
    const article = [
      '<h1>Making the most of a showcase</h1>',
      '<p>Coaches watch <strong>how you move</strong> off the ball, <em>not only</em> your goals.</p>',
      '<h2>Before the day</h2>',
      '<ul><li>Email the coaches</li><li>Pack <code>two sticks</code></li></ul>',
      '<ol start="3"><li>Warm up</li></ol>',
      '<blockquote><p>Be the first to the ball.</p></blockquote>',
      '<pre><code>Schedule: 9:00 check-in</code></pre>',
      '<p>Read <a href="https://www.usafieldhockey.com/" title="USA Field Hockey" target="_blank">the rules</a> or <a href="mailto:coach@example.com">write</a>.</p>',
      '<figure><img src="https://images.example.com/turf.jpg" alt="Turf at dawn" width="640" height="360"><figcaption>Turf</figcaption></figure>',
      '<table><caption>Costs</caption><thead><tr><th scope="col">Event</th><th>Cost</th></tr></thead><tbody><tr><td>Clinic</td><td colspan="1">$95</td></tr></tbody></table>',
      '<hr><p>H<sub>2</sub>O and 10<sup>th</sup> grade, <mark>marked</mark>, <small>small</small>, <s>old</s>, <u>under</u>, <b>b</b>, <i>i</i>.<br>Next line.</p>',
    ].join('');
    const clean = sanitizeArticle(article);
    expect(clean).toContain('<h2>Making the most of a showcase</h2>');
    expect(clean).toContain('<a href="https://www.usafieldhockey.com/" title="USA Field Hockey" rel="noopener noreferrer">the rules</a>');
    expect(clean).toContain('<a href="mailto:coach@example.com" rel="noopener noreferrer">write</a>');
    expect(clean).toContain('<img src="https://images.example.com/turf.jpg" alt="Turf at dawn" width="640" height="360" />');
    expect(clean).toContain('<ol start="3"><li>Warm up</li></ol>');
    expect(clean).toContain('<th scope="col">Event</th>');
    for (const kept of ['<blockquote>', '<pre><code>', '<figcaption>', '<caption>', '<hr />', '<sub>', '<sup>', '<mark>', '<br />', '<ul><li>']) expect(clean).toContain(kept);
    expect(dangers(clean)).toEqual([]);
  });

  it('given an image over http, relative or without a source, then it is dropped; relative links stay', () => {
    expect(sanitizeArticle('<p>a<img src="http://insecure.example/a.png" alt="x">b<img alt="y">c<img src="/x.png"></p>')).toBe('<p>abc</p>');
    expect(sanitizeArticle('<a href="/blog/next-post">next</a> <a href="#costs">costs</a>')).toBe(
      '<a href="/blog/next-post" rel="noopener noreferrer">next</a> <a href="#costs" rel="noopener noreferrer">costs</a>',
    );
  });
});
