import type { CheerioAPI } from 'cheerio/slim';
import { htmlToText, oneLine } from './page-text.js';
import { type RawRecord, rawRecord } from './raw-record.js';
import { jsonLdSourceKey } from './source-key.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Deeper than any real page nests its data; guards the walk against pathological input. */
const MAX_DEPTH = 40;

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values of a property that may be one value or an array of them. */
const valuesOf = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** The text of a value: a string or number, a JSON-LD value object (`{"@value": ...}`), or the first of an array. */
function textOf(value: Json | undefined): string | null {
  for (const item of valuesOf(value)) {
    if (typeof item === 'string') return item.trim() === '' ? null : item;
    if (typeof item === 'number') return String(item);
    if (isObject(item) && '@value' in item) return textOf(item['@value']);
  }
  return null;
}

/** The types of a node (`@type` or `type`), without any schema.org prefix. */
function typesOf(node: JsonObject): string[] {
  return valuesOf(node['@type'] ?? node.type)
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/#:]/, ''));
}

/** schema.org's Event and every subtype of it (SportsEvent, EducationEvent, Festival, ...): any type ending in Event. */
const isEvent = (node: JsonObject): boolean => typesOf(node).some((type) => /Event$/.test(type) || type === 'Festival');

/** Every event node of a JSON-LD document: at its top, in arrays, in `@graph`, or nested (ItemList items...). */
function eventsIn(value: Json, found: JsonObject[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) eventsIn(item, found, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (isEvent(value)) {
    // An event's own properties (sub-events, performers...) are not listed apart.
    found.push(value);
    return;
  }
  for (const child of Object.values(value)) eventsIn(child, found, depth + 1);
}

/** A script's JSON, or null when it is none (stray HTML comments and CDATA markers around it are tolerated). */
function parseJson(text: string): Json | null {
  const cleaned = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)\s*/, '')
    .replace(/(?:-->|\/\/\s?\]\]>|\]\]>)$/, '')
    .trimEnd();
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    return null;
  }
}

/** A PostalAddress as "Street, City, ST 12345" (without what it lacks), or an address written as text. */
function addressText(address: Json | undefined): string | null {
  for (const item of valuesOf(address)) {
    if (typeof item === 'string') return item;
    if (!isObject(item)) continue;
    const city = textOf(item.addressLocality);
    const region = textOf(item.addressRegion);
    const postalCode = textOf(item.postalCode);
    const regionLine = [region, postalCode].filter(Boolean).join(' ');
    const parts = [textOf(item.streetAddress), city, regionLine].filter((part): part is string => !!part && part.trim() !== '');
    if (parts.length > 0) return parts.join(', ');
    const name = textOf(item.name);
    if (name) return name;
  }
  return null;
}

/** The location: a Place (its address, else its name), a plain string, or the first of several. */
function locationOf(location: Json | undefined): { location: string | null; venue: string | null } {
  const first = valuesOf(location)[0];
  if (typeof first === 'string') return { location: first, venue: null };
  if (!isObject(first)) return { location: null, venue: null };
  const name = textOf(first.name);
  return { location: addressText(first.address) ?? name, venue: name };
}

/** A ticket that is no fee to take part: a spectator's, parking, a deposit, a coach's or a donation. */
const NOT_A_PLAYER_TICKET = /\b(?:spectators?|parking|wristbands?|admission|gate|deposits?|donations?|merch\w*|t-?shirts?|coach(?:es)?|chaperones?|parents?|guests?|add-?ons?)\b/i;

/**
 * The lowest price of the offers to take part (an object or an array; `price` a number or a string) and the first
 * offer's link. A ticket named for spectators, parking, a deposit or a coach is no such offer; an aggregate offer
 * from $0 to more says only that some ticket is free (a child's, a coach's), not what taking part costs.
 */
function offersOf(offers: Json | undefined): { cost: string | null; link: string | null } {
  let cost: { text: string; value: number } | null = null;
  let link: string | null = null;
  for (const offer of valuesOf(offers)) {
    if (!isObject(offer)) continue;
    link ??= textOf(offer.url);
    if (NOT_A_PLAYER_TICKET.test(textOf(offer.name) ?? '')) continue;
    const specification = valuesOf(offer.priceSpecification).find(isObject);
    const low = textOf(offer.lowPrice);
    const high = Number((textOf(offer.highPrice) ?? '').replace(/[$,\s]/g, ''));
    const freeAmongPaid = textOf(offer.price) === null && low !== null && Number(low.replace(/[$,\s]/g, '')) === 0 && high > 0;
    const price = textOf(offer.price) ?? (freeAmongPaid ? null : low) ?? (specification ? textOf(specification.price) : null);
    if (price === null) continue;
    const value = Number(price.replace(/[$,\s]/g, ''));
    if (cost === null || (Number.isFinite(value) && (!Number.isFinite(cost.value) || value < cost.value))) cost = { text: price, value };
  }
  return { cost: cost === null ? null : Number.isFinite(cost.value) ? String(cost.value) : cost.text, link };
}

function isCancelled(status: Json | undefined): boolean {
  return valuesOf(status).some((item) => {
    const text = typeof item === 'string' ? item : isObject(item) ? textOf(item['@id']) : null;
    return text !== null && /(^|[/#:])EventCancelled$/i.test(text.trim());
  });
}

/** The names a property gives, one a line: its strings, and the `name` of its objects (a Thing, a DefinedTerm). */
function namesOf(...values: (Json | undefined)[]): string | null {
  const names: string[] = [];
  for (const item of values.flatMap(valuesOf)) {
    const name = typeof item === 'string' ? item : isObject(item) ? (textOf(item.name) ?? textOf(item['@value'])) : null;
    if (name !== null && name.trim() !== '') names.push(name.slice(0, 500));
  }
  return names.length > 0 ? names.slice(0, 20).join('\n') : null;
}

/** Who the data says organizes the event: the first organizer given as a name, or as an object with one. */
function organizerOf(organizer: Json | undefined): string | null {
  for (const item of valuesOf(organizer)) {
    const name = typeof item === 'string' ? item : isObject(item) ? (textOf(item.name) ?? textOf(item.legalName)) : null;
    if (name !== null && name.trim() !== '') return name;
  }
  return null;
}

/** The page itself when a link is its canonical address (the same path on the platform's public host), else the link. */
function samePage(link: string | null, pageUrl: string): string | null {
  if (link === null) return null;
  try {
    const target = new URL(link);
    const page = new URL(pageUrl);
    return target.host !== page.host && target.pathname.replace(/\/$/, '') === page.pathname.replace(/\/$/, '') && target.pathname.length > 1 ? pageUrl : link;
  } catch {
    return link;
  }
}

/** The raw record of one schema.org Event node (from JSON-LD, or microdata and RDFa read into the same shape). */
export function eventNodeRecord(event: JsonObject, pageUrl: string, eventsOnPage: number): RawRecord {
  const { location, venue } = locationOf(event.location);
  const offers = offersOf(event.offers);
  const url = textOf(event.url);
  const description = textOf(event.description);
  const name = textOf(event.name);
  const ages = textOf(event.typicalAgeRange);
  const free = event.isAccessibleForFree === true || textOf(event.isAccessibleForFree) === 'true';
  return rawRecord(pageUrl, {
    name: name === null ? null : oneLine(htmlToText(name)),
    dates: textOf(event.startDate),
    endDate: textOf(event.endDate),
    location,
    cost: offers.cost ?? (free ? '0' : null),
    ages: ages === null ? null : `Ages ${ages}`,
    description: description === null ? null : htmlToText(description),
    text: venue,
    registrationLink: samePage(offers.link, pageUrl),
    eventUrl: samePage(url, pageUrl),
    cancelled: isCancelled(event.eventStatus),
    identifier: jsonLdSourceKey(textOf(event['@id']), url, pageUrl, eventsOnPage),
    // A SportsEvent's sport may be a name or a page about it ("https://en.wikipedia.org/wiki/Field_hockey").
    sport: namesOf(event.sport, event.keywords, event.category)?.replace(/[_/]/g, ' ') ?? null,
    organizer: organizerOf(event.organizer),
  });
}

/**
 * The events of a page's schema.org JSON-LD: every `<script type="application/ld+json">` (one that is no JSON is
 * skipped), every node typed Event or a subtype, wherever it sits. The attendance mode is not read.
 */
export function jsonLdRecords($: CheerioAPI, pageUrl: string): RawRecord[] {
  const events: JsonObject[] = [];
  $('script').each((_, script) => {
    const type = ($(script).attr('type') ?? '').trim().toLowerCase();
    if (type !== 'application/ld+json') return;
    const json = parseJson($(script).text());
    if (json !== null) eventsIn(json, events);
  });
  return events.map((event) => eventNodeRecord(event, pageUrl, events.length));
}

/**
 * The products a shop's page describes in its JSON-LD, with the lowest price of their offers: a camp sold as a shop's
 * product (WooCommerce, Shopify) states its fee there ("From $245.00" on the page, `lowPrice` in its data).
 */
export function productPrices($: CheerioAPI): { name: string; cost: string }[] {
  const products: { name: string; cost: string }[] = [];
  const visit = (value: Json, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    if (typesOf(value).some((type) => type === 'Product' || type === 'ProductGroup')) {
      const name = textOf(value.name);
      const { cost } = offersOf(value.offers);
      if (name !== null && cost !== null) products.push({ name, cost });
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  $('script').each((_, script) => {
    if (($(script).attr('type') ?? '').trim().toLowerCase() !== 'application/ld+json') return;
    const json = parseJson($(script).text().slice(0, 200_000));
    if (json !== null) visit(json, 0);
  });
  return products;
}
