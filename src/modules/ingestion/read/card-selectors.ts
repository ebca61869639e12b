import type { Cheerio, CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { blockText, oneLine } from './page-text.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { sectionOf, sportAttributes } from './sections.js';
import { absoluteHttpUrl } from './source-key.js';
import type { CardSelectors } from './types.js';

/** The text of the first element the selector finds in the card (null for none, or a selector that is no CSS). */
function textIn(card: Cheerio<Element>, selector: string | undefined): string | null {
  if (!selector) return null;
  try {
    const found = card.find(selector).first();
    return found.length > 0 ? blockText(found.toArray()) : null;
  } catch {
    return null;
  }
}

/** The link of the first element the selector finds: its own `href`, else the first link inside it. */
function linkIn($: CheerioAPI, card: Cheerio<Element>, selector: string | undefined, pageUrl: string): string | null {
  if (!selector) return null;
  try {
    const found = card.find(selector).first();
    const href = found.attr('href') ?? found.find('a[href]').first().attr('href');
    return absoluteHttpUrl(href, pageUrl);
  } catch {
    return null;
  }
}

/**
 * The events of a page read with a site's own selectors: each element `card` finds is an event, its name, dates,
 * location and cost the text of what their selectors find inside it, its registration link the href `link` finds.
 * A selector that is no valid CSS finds nothing.
 */
export function selectorRecords($: CheerioAPI, pageUrl: string, selectors: CardSelectors): RawRecord[] {
  let cards: Element[];
  try {
    cards = $(selectors.card)
      .toArray()
      .filter((node): node is Element => node.type === 'tag');
  } catch {
    return [];
  }
  return cards.map((element) => {
    const card = $(element);
    const name = textIn(card, selectors.name);
    const dates = textIn(card, selectors.dates);
    return rawRecord(pageUrl, {
      name: name === null ? null : oneLine(name),
      dates: dates === null ? null : oneLine(dates),
      location: textIn(card, selectors.location)?.replace(/\n/g, ', ') ?? null,
      cost: textIn(card, selectors.cost),
      text: blockText(element),
      registrationLink: linkIn($, card, selectors.link, pageUrl),
      section: sectionOf($, element),
      sport: sportAttributes($, element),
    });
  });
}
