import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { Clock } from '../../../platform/time/clock.js';
import { cleanDetails } from '../../catalog/events/event-details.js';
import { CrawlError } from '../fetch/types.js';
import { RefusedUrlError, checkOnlyHosts, checkUrl } from '../fetch/url-guard.js';
import { type MailContent, linksIn } from '../read/mail.js';
import { PageReadError, PageReader } from '../read/page-reader.js';
import type { ExtractionSettings, PageReading, ScrapedEvent } from '../read/types.js';
import { comparableName } from '../resolve/matching.js';
import { collectorFor } from '../runs/remote-collect.js';
import { withTimeout } from '../runs/scraper-preview.js';
import type { SubmittedEvent } from './submission.js';

/** What an organizer may send as a file, by what it is: a PDF flyer, a calendar file, a page saved as HTML (mail only). */
export type FileKind = 'pdf' | 'ics' | 'html';

/** The kind of a file by its declared type or its name's ending; null for any other (not read, nothing run). */
export function fileKindOf(name: string, type: string): FileKind | null {
  const lower = name.toLowerCase();
  const mime = type.toLowerCase().split(';')[0].trim();
  if (mime === 'application/pdf' || lower.endsWith('.pdf')) return 'pdf';
  if (mime === 'text/calendar' || lower.endsWith('.ics')) return 'ics';
  if (mime === 'text/html' || lower.endsWith('.html') || lower.endsWith('.htm')) return 'html';
  return null;
}

/** Why what an organizer sent cannot be read, as a code the organizer is answered in their language. */
export type ReadProblem = 'link-refused' | 'link-unreadable' | 'file-type' | 'file-unreadable' | 'busy';
export class SubmissionReadError extends Error {
  override readonly name = 'SubmissionReadError';
  constructor(
    readonly problem: ReadProblem,
    message: string,
  ) {
    super(message);
  }
}

/** What reading gave: the events found, and what could not be read, as lines for the admin. */
export interface ReadResult {
  events: SubmittedEvent[];
  notes: string[];
}

/** The most pages read from an organizer's link: the page and the event pages it links to. */
const LINK_PAGE_LIMIT = 4;
const LINK_TIMEOUT_MS = 60_000;
const LINK_PAGE_TIMEOUT_MS = 20_000;
/** Links a mail names that are read (an organizer's mail names its event page; a newsletter names dozens). */
const MAIL_LINKS_READ = 2;
const DNS_TIMEOUT_MS = 10_000;
/** Readings waiting at most: past these a new one is refused as busy, not queued (a flood keeps the server answering). */
const MAX_WAITING = 4;

/** The address a submission's own parts are read under: `.invalid` is reserved, so nothing resolves a link to it. */
const partUrl = (key: string, part: string) => `https://submission.invalid/${encodeURIComponent(key)}/${encodeURIComponent(part)}`;

/**
 * Reads what organizers send, under the same guards as a scraper: a mail (parsed in the read step's worker, its text,
 * its attachments and the event pages it links to), a link (crawled with Chromium like a scraper's start page), a
 * file (a PDF flyer, an .ics). One reading at a time; a few may wait, more are refused as busy.
 */
@Injectable()
export class SubmissionReader implements OnApplicationShutdown {
  private readonly reader = new PageReader();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.reader.close();
  }

  /** Parses a raw mail (throws `PageReadError` when it cannot be). */
  parseMail(raw: Uint8Array): Promise<MailContent> {
    return this.inTurn(() => this.reader.parseMail(raw));
  }

  /** A mail's events: its text (or HTML), its attachments, and the pages its text links to. */
  readMail(key: string, mail: MailContent, organizer: string): Promise<ReadResult> {
    return this.inTurn(async () => {
      const settings = this.settings(organizer);
      const notes: string[] = [];
      const readings: PageReading[] = [];
      const read = async (label: string, work: () => Promise<PageReading>) => {
        try {
          readings.push(await work());
        } catch (error) {
          if (!(error instanceof PageReadError)) throw error;
          notes.push(`${label}: ${error.message}`);
        }
      };
      const body = { url: partUrl(key, 'message'), html: mail.pageHtml };
      await read('message', () => this.reader.readPage(body, settings));
      for (const [index, attachment] of mail.attachments.entries()) {
        const label = attachment.name || `attachment ${index + 1}`;
        const url = partUrl(key, `${index + 1}-${attachment.name || 'attachment'}`);
        const kind = fileKindOf(attachment.name, attachment.type);
        if (kind === null) notes.push(`${label}: not a kind of file we read (${attachment.type})`);
        else await read(label, () => this.readPart(kind, url, attachment.bytes, settings));
      }
      const own = await this.assembled(readings, settings, notes);
      const linked: SubmittedEvent[] = [];
      for (const link of linksIn(mail.ownText, MAIL_LINKS_READ)) {
        try {
          linked.push(...(await this.crawl(link, organizer)));
        } catch (error) {
          if (!(error instanceof SubmissionReadError)) throw error;
          notes.push(`${link}: ${error.message}`);
        }
      }
      return { events: withoutRepeats([...linked, ...own]), notes };
    });
  }

  /** An organizer's event page, crawled like a scraper's start page (throws `SubmissionReadError`). */
  readLink(link: string, organizer: string): Promise<ReadResult> {
    return this.inTurn(async () => ({ events: await this.crawl(link, organizer), notes: [] }));
  }

  /** A file the submission page uploads: a PDF flyer or an .ics (throws `SubmissionReadError`). */
  readFile(key: string, file: { name: string; type: string; bytes: Uint8Array }, organizer: string): Promise<ReadResult> {
    const kind = fileKindOf(file.name, file.type);
    if (kind !== 'pdf' && kind !== 'ics') return Promise.reject(new SubmissionReadError('file-type', 'Send a PDF flyer or a calendar file (.ics)'));
    return this.inTurn(async () => {
      const settings = this.settings(organizer);
      let reading: PageReading;
      try {
        reading = await this.readPart(kind, partUrl(key, file.name || 'file'), file.bytes, settings);
      } catch (error) {
        if (!(error instanceof PageReadError)) throw error;
        throw new SubmissionReadError('file-unreadable', error.message);
      }
      const notes: string[] = [];
      return { events: await this.assembled([reading], settings, notes), notes };
    });
  }

  private readPart(kind: 'pdf' | 'ics' | 'html', url: string, bytes: Uint8Array, settings: ExtractionSettings): Promise<PageReading> {
    if (kind === 'pdf') return this.reader.readDocument({ url, bytes }, settings);
    const text = Buffer.from(bytes).toString('utf8');
    return kind === 'ics' ? this.reader.readFeed({ url, text }, settings) : this.reader.readPage({ url, html: text }, settings);
  }

  private async assembled(readings: PageReading[], settings: ExtractionSettings, notes: string[]): Promise<SubmittedEvent[]> {
    if (readings.every((reading) => reading.records.length === 0)) return [];
    try {
      const extraction = await this.reader.assemble(readings, settings);
      for (const rejection of extraction.rejected.slice(0, 10)) notes.push(`${rejection.name || 'A record'}: ${rejection.reason}`);
      return extraction.events.map(submitted);
    } catch (error) {
      if (!(error instanceof PageReadError)) throw error;
      notes.push(error.message);
      return [];
    }
  }

  private async crawl(link: string, organizer: string): Promise<SubmittedEvent[]> {
    const { allowedPrivateHosts, onlyHosts, chromiumPath, requireSandbox, pageTimeoutMs, crawler } = this.config.scrapers;
    try {
      checkOnlyHosts(link, onlyHosts);
      await withTimeout(checkUrl(link, allowedPrivateHosts), DNS_TIMEOUT_MS, 'no DNS answer');
    } catch (error) {
      const reason = error instanceof RefusedUrlError ? error.reason : 'cannot be reached';
      throw new SubmissionReadError('link-refused', `Refused: ${reason}`);
    }
    try {
      const collection = await collectorFor(crawler)(
        {
          startUrls: [link],
          pageLimit: LINK_PAGE_LIMIT,
          chromiumPath,
          requireSandbox,
          allowedPrivateHosts,
          onlyHosts,
          pageTimeoutMs: Math.min(pageTimeoutMs, LINK_PAGE_TIMEOUT_MS),
          runTimeoutMs: LINK_TIMEOUT_MS,
          concurrency: 1,
          userAgent: `FieldHockeyEventsBot/1.0 (+${this.config.publicUrl})`,
        },
        this.settings(organizer),
      );
      return collection.events.map(submitted);
    } catch (error) {
      if (!(error instanceof CrawlError)) throw error;
      this.logger.info({ link, reason: error.message }, 'an organizer’s link could not be read');
      throw new SubmissionReadError('link-unreadable', error.message);
    }
  }

  private settings(organizer: string): ExtractionSettings {
    return { strategy: 'auto', selectors: null, organizer, today: this.clock.today() };
  }

  /** Runs `work` after the readings before it; refuses it as busy when too many wait already. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.waiting >= MAX_WAITING) return Promise.reject(new SubmissionReadError('busy', 'Too many submissions are being read: try again in a few minutes'));
    this.waiting += 1;
    const run = this.queue.then(work, work).finally(() => {
      this.waiting -= 1;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** A read record as a submission's event: a link into the submission's own parts is no registration link. */
function submitted(event: ScrapedEvent): SubmittedEvent {
  const details = cleanDetails(event.details);
  const ownPart = details.registrationLink !== null && /^https:\/\/submission\.invalid\//.test(details.registrationLink);
  const evidence = { ...event.evidence };
  if (ownPart) delete evidence.registrationLink;
  return { details: ownPart ? { ...details, registrationLink: null } : details, evidence, doubts: [...event.doubts] };
}

/** The same event read twice (the mail's text and the page it links to): the first reading, which is the page's. */
function withoutRepeats(events: SubmittedEvent[]): SubmittedEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = `${comparableName(event.details.name)}|${event.details.startDate}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
