import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { blockText, htmlToText, oneLine } from './page-text.js';

const textOf = (html: string): string => blockText(load(html).root().toArray());

describe('the text of a page', () => {
  it.each([
    ['<p>One</p><p>Two</p>', 'One\nTwo'],
    ['<div>Dates: <strong>June 14</strong></div>', 'Dates: June 14'],
    ['<p>Line one<br>Line two<br/><br>Line three</p>', 'Line one\nLine two\nLine three'],
    ['<p>  lots   of\n\n  space&nbsp;here </p>', 'lots of space here'],
    ['<ul><li>A</li><li>B</li></ul>', 'A\nB'],
    ['<dl><dt>Dates</dt><dd>June 14</dd></dl>', 'Dates\nJune 14'],
    ['<table><tr><th>Cost</th><td>$50</td></tr></table>', 'Cost\n$50'],
    ['<p>Shown</p><script>var hidden = 1;</script><style>p{}</style><noscript>No</noscript>', 'Shown'],
    ['<span>inline</span><em>words</em> <b>stay</b>', 'inlinewords stay'],
    ['<h1>Title</h1>Text after', 'Title\nText after'],
    ['<p>Fish &amp; chips</p>', 'Fish & chips'],
    // Card fields laid out apart by style sheet alone: a line each; a month and its day, a currency and its amount, kept.
    ['<a><span>Jan</span><span>9</span><span>Session 1</span><span>Sat Jan 9, 9:00 AM - 1:00 PM</span><span>Kingman Park</span></a>', 'Jan 9\nSession 1\nSat Jan 9, 9:00 AM - 1:00 PM\nKingman Park'],
    ['<span>$</span><span>25</span>', '$25'],
  ])('%s → %j', (html, text) => {
    expect(textOf(html)).toBe(text);
  });

  it('given a skip rule, when read, then the skipped elements give nothing', () => {
    const $ = load('<nav>Menu</nav><p>Body</p>');
    expect(blockText($.root().toArray(), (element) => element.name === 'nav')).toBe('Body');
  });

  it.each([
    ['<p>Two days of <b>games</b>.</p><p>Bring a stick.</p>', 'Two days of games.\nBring a stick.'],
    ['Fish &amp; chips', 'Fish & chips'],
    ['Plain  text\n\nwith lines', 'Plain text\nwith lines'],
    ['', ''],
  ])('HTML %j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('puts text on one line', () => {
    expect(oneLine('  a\n b\t c ')).toBe('a b c');
  });
});
