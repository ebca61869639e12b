import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { collegesIn } from './colleges.js';
import { eventNodeRecord, type Json, type JsonObject } from './json-ld.js';
import { blockText, oneLine } from './page-text.js';
import type { RawRecord } from './raw-record.js';
import { sectionOf, sportAttributes } from './sections.js';

/** Deeper than any real page nests items; guards the walk against pathological markup. */
const MAX_DEPTH = 12;
/** A value longer than this is cut: no property of an event needs more. */
const MAX_VALUE = 5_000;

/** Which attribute syntax is read: microdata (`itemscope`/`itemprop`) or RDFa (`typeof`/`property`). */
interface Syntax {
  isItem(element: Element): boolean;
  typesOf(element: Element): string[];
  propertiesOf(element: Element): string[];
}

const words = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter((word) => word !== '');
/** The last segment of a type or property IRI or CURIE: `https://schema.org/SportsEvent` and `schema:SportsEvent` are `SportsEvent`. */
const localName = (value: string): string => value.replace(/^.*[/#:]/, '');

const MICRODATA: Syntax = {
  isItem: (element) => element.attribs.itemscope !== undefined,
  typesOf: (element) => words(element.attribs.itemtype).map(localName),
  propertiesOf: (element) => words(element.attribs.itemprop).map(localName),
};

const RDFA: Syntax = {
  isItem: (element) => element.attribs.typeof !== undefined,
  typesOf: (element) => words(element.attribs.typeof).map(localName),
  propertiesOf: (element) => words(element.attribs.property ?? element.attribs.rel).map(localName),
};

const isEventType = (type: string): boolean => /Event$/.test(type) || type === 'Festival';

/**
 * A property's value as the syntax defines it: `content` first (microdata's `<meta>`, RDFa's `content`), then the
 * URL of a link or media element, `datetime` of a `<time>`, `value` of `<data>`/`<meter>`, else the element's text.
 */
function valueOf($: CheerioAPI, element: Element): string {
  const attributes = element.attribs;
  const name = element.name.toLowerCase();
  if (attributes.content !== undefined) return attributes.content;
  if (['a', 'link', 'area'].includes(name) && attributes.href !== undefined) return attributes.href;
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe', 'track'].includes(name) && attributes.src !== undefined) return attributes.src;
  if (attributes.datetime !== undefined) return attributes.datetime;
  if ((name === 'data' || name === 'meter') && attributes.value !== undefined) return attributes.value;
  if (attributes.resource !== undefined && $(element).children().length === 0 && oneLine($(element).text()) === '') return attributes.resource;
  // Its lines as the page shows them: an address's "<br>" parts stay apart ("40 Lakeport Road", "Laconia, NH 03246").
  return blockText(element);
}

/** Adds a value to a property, several values of one property becoming an array (as JSON-LD writes them). */
function addValue(item: JsonObject, property: string, value: Json): void {
  const earlier = item[property];
  if (earlier === undefined) item[property] = value;
  else if (Array.isArray(earlier)) earlier.push(value);
  else item[property] = [earlier, value];
}

/** An item's properties as a JSON-LD-shaped node: nested items become nested nodes. */
function itemOf($: CheerioAPI, element: Element, syntax: Syntax, depth: number): JsonObject {
  const item: JsonObject = { '@type': syntax.typesOf(element) };
  if (depth > MAX_DEPTH) return item;
  const visit = (node: Element): void => {
    for (const child of $(node).children().toArray()) {
      const properties = syntax.propertiesOf(child);
      const nested = syntax.isItem(child);
      if (properties.length > 0) {
        const value: Json = nested ? itemOf($, child, syntax, depth + 1) : oneLine(valueOf($, child)).slice(0, MAX_VALUE);
        for (const property of properties) addValue(item, property, value);
      }
      // A nested item's own properties are its, not this item's.
      if (!nested) visit(child);
    }
  };
  visit(element);
  return item;
}

/** The top items of a syntax typed Event (or a subtype): not those inside another event (sub-events are no listings). */
function eventItems($: CheerioAPI, syntax: Syntax, selector: string): { item: JsonObject; element: Element }[] {
  const events: { item: JsonObject; element: Element }[] = [];
  for (const element of $(selector).toArray() as Element[]) {
    if (!syntax.isItem(element) || !syntax.typesOf(element).some(isEventType)) continue;
    const insideEvent = $(element)
      .parents(selector)
      .toArray()
      .some((parent: Element) => syntax.isItem(parent) && syntax.typesOf(parent).some(isEventType));
    if (insideEvent) continue;
    events.push({ item: itemOf($, element, syntax, 0), element });
  }
  return events;
}

/**
 * The events of a page's schema.org microdata (`itemscope itemtype=".../Event"`, `itemprop`) and RDFa (`typeof="Event"`,
 * `property`), as WordPress event plugins and CMS themes emit them: nested Place, PostalAddress and Offer items,
 * values in `<meta content>` and `<time datetime>` (the attribute, not the visible text). Read into the shape of a
 * JSON-LD node, so both are normalized by one reader.
 */
export function microdataRecords($: CheerioAPI, pageUrl: string): RawRecord[] {
  const events = [...eventItems($, MICRODATA, '[itemscope]'), ...eventItems($, RDFA, '[typeof]')];
  return events.map(({ item, element }) => {
    const record = eventNodeRecord(item, pageUrl, events.length);
    const sport = [record.sport, sportAttributes($, element)].filter((text) => text !== null).join('\n');
    return { ...record, section: sectionOf($, element), sport: sport === '' ? null : sport, colleges: collegesIn($, [element]) };
  });
}
