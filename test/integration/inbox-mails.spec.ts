import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import { languageOfMail } from '../../src/modules/ingestion/inbox/organizer-texts.js';
import type { SubmittedEvent } from '../../src/modules/ingestion/inbox/submission.js';
import { SubmissionReader } from '../../src/modules/ingestion/inbox/submission-reader.js';
import type { ScrapedEvent } from '../../src/modules/ingestion/read/types.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { Clock } from '../../src/platform/time/clock.js';
import type { CalendarDate } from '../../src/platform/time/calendar-date.js';
import { FIELDS, type Expected, STATED, TODAY, fieldRight, pair, valueOf } from '../e2e/support/ingestion-corpus.js';

// Mails are parsed and read in the read step's worker (PDFs with pdf.js): generous on a slow two-core host.
jest.setTimeout(300_000);

/**
 * The inbox corpus (test/fixtures/inbox-mails/README.md): mails rebuilt from the way real organizers announce their
 * events, its `blind/` part written by someone who never read the engine. Each is read as the organizers' inbox reads
 * a mail (parsed, its text or HTML, its attachments; links are not followed: the scrapers' guards keep them to
 * 127.0.0.1 here) and scored as the real-world corpus is: events found, fields right, junk, wrong values, wrong
 * dates, and the language an answer goes out in. A submitted event is always a draft for an admin: what is scored is
 * what the admin would find filled in. The seen part must list no junk and no wrong date, and answer in the mail's
 * language; the rest is reported.
 */

const CORPUS = join(process.cwd(), 'test/fixtures/inbox-mails');
const PARTS = ['seen', 'blind'] as const;
type Part = (typeof PARTS)[number];

interface MailSpec {
  from: string;
  subject: string;
  date?: string;
  headers?: Record<string, string>;
  text?: string;
  textFile?: string;
  html?: string;
  htmlFile?: string;
  attachments?: { filename: string; path: string; contentType?: string }[];
}
interface ExpectedMail {
  language: 'en' | 'es';
  events: Expected[];
  notListed?: { name: string; why: string }[];
}
interface Score {
  part: Part;
  name: string;
  events: number;
  found: number;
  fieldsRight: number;
  fields: number;
  wrongValues: number;
  values: number;
  wrongDates: number;
  junk: string[];
  languageRight: boolean;
  misses: string[];
}

const mailsOf = (part: Part): string[] => {
  const dir = join(CORPUS, part);
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'expected.json'))).map((entry) => entry.name).sort() : [];
};

/** The raw message: the mail's own `.eml`, or the mail composed from `mail.json` as a client would (nodemailer). */
async function rawOf(dir: string): Promise<Buffer> {
  if (existsSync(join(dir, 'message.eml'))) return readFileSync(join(dir, 'message.eml'));
  const spec = JSON.parse(readFileSync(join(dir, 'mail.json'), 'utf8')) as MailSpec;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({
    from: spec.from,
    to: 'events@fieldhockeyevents.com',
    subject: spec.subject,
    date: spec.date ? new Date(spec.date) : new Date(`${TODAY}T12:00:00Z`),
    headers: spec.headers,
    text: spec.textFile ? readFileSync(join(dir, spec.textFile), 'utf8') : spec.text,
    html: spec.htmlFile ? readFileSync(join(dir, spec.htmlFile), 'utf8') : spec.html,
    attachments: (spec.attachments ?? []).map((attachment) => ({ filename: attachment.filename, content: readFileSync(join(dir, attachment.path)), contentType: attachment.contentType })),
  });
  return info.message as Buffer;
}

const stated = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
const ONLY = process.env.INBOX_MAILS ? new RegExp(process.env.INBOX_MAILS) : null;

describe('the inbox corpus: mails organizers send, a part never read by the engine author', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-inbox-mails-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SCRAPER_ONLY_HOSTS: '127.0.0.1', SCRAPER_ALLOWED_PRIVATE_HOSTS: '127.0.0.1', LOG_LEVEL: 'silent' });
  // The corpus's today, as the real-world corpus has it: a date without a year is the next such day after it.
  const clock = new (class extends Clock {
    override today(): CalendarDate {
      return TODAY as CalendarDate;
    }
  })(config);
  const reader = new SubmissionReader(config, clock, pino({ level: 'silent' }));
  const scores: Score[] = [];
  const all = PARTS.flatMap((part) => mailsOf(part).map((name) => ({ part, name }))).filter(({ part, name }) => !ONLY || ONLY.test(`${part}/${name}`));

  beforeAll(async () => {
    for (const { part, name } of all) {
      const dir = join(CORPUS, part, name);
      const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as ExpectedMail;
      const mail = await reader.parseMail(await rawOf(dir));
      const organizer = mail.from?.name || mail.from?.address.split('@')[1] || 'An organizer';
      const read = await reader.readMail(`corpus-${name}`, mail, organizer);
      scores.push(scoreOf(part, name, expected, read.events, languageOfMail(mail.language, `${mail.subject}\n${mail.ownText}`)));
      if (ONLY && part === 'seen') {
        process.stdout.write(`${part}/${name} yields:\n${read.events.map((event) => `  ${event.details.startDate} ${event.details.name} | ${event.details.city}, ${event.details.state} | ${event.details.cost} | ${event.details.ageLevel}`).join('\n')}\n  notes: ${read.notes.join('; ')}\n`);
      }
    }
  });

  afterAll(async () => {
    await reader.onApplicationShutdown();
    rmSync(dataDir, { recursive: true, force: true });
    if (scores.length === 0) return;
    const sum = (group: Score[], pick: (score: Score) => number) => group.reduce((total, score) => total + pick(score), 0);
    const line = (label: string, group: Score[]) =>
      [
        label.padEnd(16),
        `mails ${String(group.length).padStart(2)}`,
        `found ${sum(group, (s) => s.found)}/${sum(group, (s) => s.events)}`,
        `fields right ${sum(group, (s) => s.fields) === 0 ? '—' : `${((100 * sum(group, (s) => s.fieldsRight)) / sum(group, (s) => s.fields)).toFixed(1)}%`}`,
        `junk ${sum(group, (s) => s.junk.length)}`,
        `wrong values ${sum(group, (s) => s.wrongValues)}/${sum(group, (s) => s.values)}`,
        `wrong dates ${sum(group, (s) => s.wrongDates)}`,
        `language right ${group.filter((s) => s.languageRight).length}/${group.length}`,
      ].join('  ');
    const report = ['', `Inbox corpus (today ${TODAY})`];
    for (const part of PARTS) report.push(line(part, scores.filter((score) => score.part === part)));
    report.push(line('overall', scores));
    // The seen part's misses in full; the blind part's only as field names, so its mails stay unread.
    for (const score of scores) for (const miss of score.misses) report.push(`  ${score.part}/${score.name}: ${miss}`);
    process.stdout.write(`${report.join('\n')}\n`);
  });

  function scoreOf(part: Part, name: string, expected: ExpectedMail, events: SubmittedEvent[], language: 'en' | 'es'): Score {
    const { matches, extras } = pair(expected.events, events as unknown as ScrapedEvent[]);
    const score: Score = { part, name, events: expected.events.length, found: 0, fieldsRight: 0, fields: 0, wrongValues: 0, values: 0, wrongDates: 0, junk: [], languageRight: language === expected.language, misses: [] };
    const blind = part === 'blind';
    if (!score.languageRight) score.misses.push(`answered in ${language}, the mail is in ${expected.language}`);
    for (const [target, found] of matches) {
      if (!found) {
        score.misses.push(blind ? 'missed an event' : `missed "${target.name}" (${target.startDate})`);
        continue;
      }
      score.found += 1;
      for (const field of [...FIELDS, ...STATED]) {
        if (STATED.includes(field as (typeof STATED)[number]) && !stated(valueOf(field, target)) && !stated(valueOf(field, found.details))) continue;
        score.fields += 1;
        const right = fieldRight(field, target, found.details);
        if (right) score.fieldsRight += 1;
        if (stated(valueOf(field, found.details))) {
          score.values += 1;
          if (!right) {
            score.wrongValues += 1;
            if (field === 'startDate' || field === 'endDate') score.wrongDates += 1;
          }
        }
        if (!right) {
          score.misses.push(
            blind
              ? `${stated(valueOf(field, found.details)) ? 'wrong' : 'missing'} ${field}`
              : `"${target.name}" ${field}: expected ${JSON.stringify(valueOf(field, target))}, got ${JSON.stringify(valueOf(field, found.details))}`,
          );
        }
      }
    }
    for (const extra of extras) {
      score.junk.push(extra.details.name);
      score.misses.push(blind ? 'junk' : `junk "${extra.details.name}" (${extra.details.startDate})`);
    }
    return score;
  }

  it('reads every mail of the corpus', () => {
    expect(scores.length).toBe(all.length);
  });

  it('lists no junk and no wrong date from a seen mail, and answers each in its language', () => {
    const seen = scores.filter((score) => score.part === 'seen');
    expect(seen.flatMap((score) => score.junk.map((junk) => `${score.name}: ${junk}`))).toEqual([]);
    expect(seen.filter((score) => score.wrongDates > 0).map((score) => score.name)).toEqual([]);
    expect(seen.filter((score) => !score.languageRight).map((score) => score.name)).toEqual([]);
  });
});
