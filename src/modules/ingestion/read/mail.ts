import { load } from 'cheerio/slim';
import PostalMime from 'postal-mime';
import { escapeHtml, linkedHtml } from './plain-text.js';
import type { PageSnapshot } from './types.js';

/** Why a mail could not be read, in one line for the sender's answer ("The message is not a mail"). */
export class MailReadError extends Error {
  override readonly name = 'MailReadError';
}

/** A part a mail carries that the read step may read: its name as sent, its declared type and its bytes. */
export interface MailAttachment {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** What a mail says, as the inbox takes it: who sent it, its subject, its text and HTML bodies, its attachments. */
export interface MailContent {
  from: { name: string; address: string } | null;
  subject: string;
  /** The plain text body (or the HTML body's text when the mail has no plain part), cut to `MAX_BODY_CHARS`. */
  text: string;
  /** The HTML body, cut to `MAX_BODY_CHARS`; empty when none. */
  html: string;
  /** `Content-Language` when the mail gives one ("es", "en-US"), else null. */
  language: string | null;
  attachments: MailAttachment[];
  /** Parts left out: past `MAX_ATTACHMENTS`, or empty. */
  partsSkipped: number;
  /** An automatic reply or a bulk mailing (`Auto-Submitted`, `Precedence`): no organizer wrote it to us. */
  automatic: boolean;
}

/** A mail nests a forwarded mail or two, never dozens: past these the parser stops (a crafted mail's memory bomb). */
const MAX_NESTING = 12;
const MAX_HEADERS_BYTES = 128 * 1024;
/** Bodies past this are not read further (an announcement is a few kilobytes). */
export const MAX_BODY_CHARS = 100_000;
/** The most attachments taken from one mail. */
export const MAX_ATTACHMENTS = 8;

const cut = (text: string) => (text.length > MAX_BODY_CHARS ? text.slice(0, MAX_BODY_CHARS) : text);

/**
 * Parses a raw RFC 5322 message (`postal-mime`, which caps the MIME nesting and the headers' size) in the read step's
 * worker, under its time and memory limits: a mail is hostile input like any page. Nothing it carries is run.
 */
export async function parseMail(raw: Uint8Array): Promise<MailContent> {
  let email;
  try {
    email = await PostalMime.parse(raw, { maxNestingDepth: MAX_NESTING, maxHeadersSize: MAX_HEADERS_BYTES, attachmentEncoding: 'arraybuffer' });
  } catch (error) {
    throw new MailReadError(`The message could not be read (${error instanceof Error ? error.message.split('\n')[0].slice(0, 120) : 'unreadable'})`);
  }
  const from = email.from && email.from.address ? { name: (email.from.name ?? '').trim().slice(0, 200), address: email.from.address.trim().toLowerCase() } : null;
  const header = (name: string) => email.headers.find((each) => each.key === name)?.value.trim().toLowerCase() ?? '';
  const autoSubmitted = header('auto-submitted');
  const automatic = (autoSubmitted !== '' && autoSubmitted !== 'no') || ['auto_reply', 'bulk', 'junk'].includes(header('precedence'));
  const language = email.headers.find((header) => header.key === 'content-language')?.value.trim().slice(0, 20) ?? null;
  const html = cut(email.html ?? '');
  const text = cut(email.text ?? (html ? htmlText(html) : ''));
  const parts = email.attachments.filter((attachment) => attachment.content && (attachment.content as ArrayBuffer).byteLength > 0);
  return {
    from,
    subject: (email.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
    text,
    html,
    language: language || null,
    attachments: parts.slice(0, MAX_ATTACHMENTS).map((attachment) => ({
      name: (attachment.filename ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, 200),
      type: attachment.mimeType.toLowerCase(),
      bytes: new Uint8Array(attachment.content as ArrayBuffer),
    })),
    partsSkipped: Math.max(0, parts.length - MAX_ATTACHMENTS),
    automatic,
  };
}

/** The text of an HTML body, for a mail that has no plain part (the readers take its HTML itself). */
function htmlText(html: string): string {
  const $ = load(html);
  $('script, style, head').remove();
  $('br').replaceWith('\n');
  $('p, div, li, tr, h1, h2, h3, h4, h5, h6').each((_index, element) => {
    $(element).append('\n');
  });
  return $.root()
    .text()
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n[ \t]*\n\s*/g, '\n\n')
    .trim();
}

/** Lines a mail's text quotes from an earlier mail (`> ...`) or a signature's delimiter: not the sender's words now. */
const QUOTED = /^\s*>/;
const SIGNATURE = /^-- ?$/;

/** A label line ("Date: March 13", "Cost - $40"): a value the organizer names. */
const LABEL_LINE = /^[\p{L}][\p{L} '&/]{0,30}\s?[:\u2013\u2014-]\s/u;

/**
 * A mail's plain text as a page the readers take, as a person reads the mail: the subject is its title (organizers
 * write "Our spring events" there as often as an event's name), each paragraph (lines between blank ones) a
 * paragraph with its lines kept apart and its web addresses links, and a short first line over labeled lines ("Fall
 * Skills Clinic" over "Date: ...", "Location: ...") that paragraph's heading, the event's name. Quoted lines and what
 * follows a signature's `-- ` are left out. The page is the mail's own: its records' source is `url`.
 */
export function mailTextAsPage(url: string, subject: string, text: string): PageSnapshot {
  const lines: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (SIGNATURE.test(line)) break;
    if (!QUOTED.test(line)) lines.push(line.trim());
  }
  const paragraphs = lines
    .join('\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line !== ''))
    .filter((paragraph) => paragraph.length > 0)
    .map(([first, ...rest]) => ({ first, rest, titled: rest.length > 0 && first.length <= 90 && !first.includes(':') && !/[.!?]$/.test(first) && LABEL_LINE.test(rest[0]) }));
  // One titled paragraph is the mail's event: its title is the page's heading; several are each an event's.
  const heading = paragraphs.filter((paragraph) => paragraph.titled).length === 1 ? 'h1' : 'h2';
  const html = paragraphs.map(({ first, rest, titled }) => {
    const body = (titled ? rest : [first, ...rest]).map(linkedHtml).join('<br>\n');
    return titled ? `<${heading}>${escapeHtml(first)}</${heading}>\n<p>${body}</p>` : `<p>${body}</p>`;
  });
  return { url, html: `<!doctype html><html><head><title>${escapeHtml(subject)}</title></head><body><main>\n${html.join('\n')}\n</main></body></html>` };
}

/** The web addresses a mail's text names (http and https only), in order, once each, at most `limit`. */
export function linksIn(text: string, limit: number): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"'()[\]]+/gi)) {
    let link = match[0];
    while (link.length > 0 && '.,;:!?'.includes(link[link.length - 1])) link = link.slice(0, -1);
    try {
      const url = new URL(link);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      if (!found.includes(url.href)) found.push(url.href);
    } catch {
      continue;
    }
    if (found.length >= limit) break;
  }
  return found;
}
