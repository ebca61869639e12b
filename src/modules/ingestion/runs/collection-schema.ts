import { z } from 'zod';
import { AGE_LEVELS, EVENT_TYPES, US_STATES } from '../../catalog/events/event-details.js';
import { EXTRACTION_STRATEGIES, DOUBTS, EVIDENCE_RULES, REGIONS, YEAR_SOURCES } from '../read/types.js';

/**
 * The shapes that cross between the server and a crawler running apart (`crawler-service.ts`), checked on arrival
 * by whichever side receives them: the server takes a crawler's answer as it takes a scraped page, as an attacker's
 * bytes (a renderer that took over the crawler's process could write any), and the crawler takes only well-formed
 * requests. Structure and bounds only: the catalog still checks every event's values as it checks any other.
 */

/**
 * Text is bounded by the answer's own bound (64 MB, `remote-collect.ts`), not field by field: what the engine keeps
 * of a hostile page (a rejected record's name as the page wrote it) can be long, and is no less the crawl's result.
 */
const MAX_TEXT = 4_000_000;
const text = () => z.string().max(MAX_TEXT);
const url = text();
const count = z.number().int().min(0).max(1_000_000);
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const details = z.strictObject({
  name: text(),
  description: text().nullable(),
  eventType: z.enum(EVENT_TYPES),
  startDate: calendarDay,
  endDate: calendarDay.nullable(),
  registrationDeadline: calendarDay.nullable(),
  city: text(),
  state: z.enum(US_STATES),
  cost: z.number().finite().nullable(),
  ageLevel: z.enum(AGE_LEVELS),
  organizer: text().nullable(),
  isIndoor: z.boolean().nullable(),
  registrationLink: url.nullable(),
  gradYears: z.array(z.number().int()).max(100).optional(),
  collegesAttending: z.array(text()).max(1000).optional(),
  zip: text().nullable().optional(),
});

const evidence = z.strictObject({
  rule: z.enum(EVIDENCE_RULES),
  text: text(),
  region: z.enum(REGIONS),
  year: z.strictObject({ from: z.enum(YEAR_SOURCES), value: text() }).optional(),
  meetings: count.optional(),
});

const scrapedEvent = z.strictObject({
  sourceKey: text(),
  details,
  cancelled: z.boolean(),
  namedOrganizer: text().nullable(),
  pageUrl: url,
  evidence: z.partialRecord(z.enum(['name', 'dates', 'place', 'cost', 'ages', 'type', 'registrationDeadline', 'registrationLink', 'sport']), evidence),
  doubts: z.array(z.enum(DOUBTS)).max(DOUBTS.length * 2),
});

const failure = z.strictObject({ url, reason: text() });
const readerName = z.enum([...EXTRACTION_STRATEGIES.filter((name) => name !== 'auto'), 'microdata', 'blocks', 'prose']);

/** A crawl's whole result (`Collection`), at most `MAX_LISTED` of each list. */
const MAX_LISTED = 100_000;
export const CollectionSchema = z.strictObject({
  events: z.array(scrapedEvent).max(MAX_LISTED),
  rejected: z.array(z.strictObject({ url, name: text().nullable(), reason: text() })).max(MAX_LISTED),
  pages: z.array(z.strictObject({ url, kind: z.enum(['page', 'feed', 'document']), strategy: readerName.nullable(), found: count, rejected: count })).max(MAX_LISTED),
  report: z.strictObject({ pagesVisited: count, feedsRead: count, documentsRead: count.optional(), failures: z.array(failure).max(MAX_LISTED) }),
});

/** What a crawler tells the server while it crawls, one JSON object a line. */
export const CrawlerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('progress'), pagesVisited: count, eventsFound: count }),
  z.strictObject({ type: z.literal('sandbox'), reason: text() }),
  z.strictObject({ type: z.literal('done'), collection: CollectionSchema }),
  z.strictObject({ type: z.literal('failed'), message: text() }),
]);
export type CrawlerMessage = z.infer<typeof CrawlerMessageSchema>;

const hostName = text();

/** What the server asks a crawler: one crawl, its limits, and how to read its pages (`CollectRequest`). */
export const CrawlRequestSchema = z.strictObject({
  options: z.strictObject({
    startUrls: z.array(url).min(1).max(100),
    pageLimit: z.number().int().min(1).max(10_000),
    // The crawler runs its own Chromium: a path the server names is not used.
    chromiumPath: text().optional(),
    allowedPrivateHosts: z.array(hostName).max(100),
    onlyHosts: z.array(hostName).max(100).optional(),
    requireSandbox: z.boolean().optional(),
    pageTimeoutMs: z.number().int().min(100).max(600_000),
    runTimeoutMs: z.number().int().min(1_000).max(6 * 60 * 60_000),
    concurrency: z.number().int().min(1).max(16),
    userAgent: text(),
    followLinks: z.boolean().optional(),
  }),
  settings: z.strictObject({
    strategy: z.enum(EXTRACTION_STRATEGIES),
    selectors: z
      .strictObject({ card: text(), name: text(), dates: text(), location: text().optional(), cost: text().optional(), link: text().optional() })
      .nullable(),
    organizer: text(),
    today: calendarDay,
  }),
});
export type CrawlRequest = z.infer<typeof CrawlRequestSchema>;
