import { load } from 'cheerio/slim';
import PostalMime from 'postal-mime';
import { escapeHtml, linkedHtml } from './plain-text.js';
import { inReadersWords, isMostlySpanish } from './spanish.js';
import { hasDate } from './text-clues.js';
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
  /** The sender's own words (`ownWords`): what the mail's links and language are taken from. */
  ownText: string;
  /** The mail as the page the readers take (`mailHtmlAsPage`, else `mailTextAsPage`), its address left to the caller. */
  pageHtml: string;
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
  const subject = (email.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
  const own = ownWords(text).lines.join('\n');
  const spanish = language ? /^es\b/i.test(language) : isMostlySpanish(`${subject}\n${own}`);
  const sentOn = email.date ? (/^(\d{4}-\d{2}-\d{2})/.exec(email.date)?.[1] ?? null) : null;
  const page = html ? mailHtmlAsPage('', subject, html, spanish, sentOn) : mailTextAsPage('', subject, text, spanish, sentOn);
  const parts = email.attachments.filter((attachment) => attachment.content && (attachment.content as ArrayBuffer).byteLength > 0);
  return {
    from,
    subject,
    text,
    ownText: own,
    pageHtml: page.html,
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
/** A client's line under the sender's words: "Sent from my iPhone", "Enviado desde mi iPhone". */
const SENT_FROM = /^(?:sent\s+from\s+my|get\s+outlook\s+for|enviado\s+desde\s+mi)\b/i;
/**
 * The line a reply opens its quote of the earlier mail with ("On Mon, Nov 2, 2026 at 3:04 PM Dana <...> wrote:",
 * "El lun, 2 nov 2026, Dana escribió:", "-----Original Message-----"): what follows is the earlier mail, not this one.
 */
const REPLY_QUOTE = /^(?:on\s.{1,200}\swrote:$|el\s.{1,200}\sescribi[oó]:$|-{2,}\s*original\s+message\s*-{2,}$|-{2,}\s*mensaje\s+original\s*-{2,}$)/i;
/** The line a forward opens the forwarded mail with: the forwarded mail is what the sender sends us. */
const FORWARDED = /^(?:-{2,} ?)?(?:forwarded message|begin forwarded message|mensaje reenviado):? ?-*$/i;
/** A header line of a forwarded or quoted mail ("Date: Thu, Nov 19, 2026 at 10:12 AM"): the mail's, not an event's. */
const HEADER_LINE = /^(?:from|de|date|fecha|sent|enviado|to|para|cc|subject|asunto):\s/i;
/** A closing ("Thanks,", "Best regards,", "Gracias,"): the lines after it are the sender's signature. */
const CLOSING = /^¡?(?:thanks(?:\s+(?:so\s+much|again))?|thank\s+you|many\s+thanks|best(?:\s+(?:regards|wishes))?|(?:kind|warm|warmest)\s+regards|regards|sincerely|cheers|all\s+the\s+best|go\s+\w+|gracias|muchas\s+gracias|saludos(?:\s+cordiales)?|un\s+saludo|atentamente|abrazos)\s*[,.!]*$/i;

/** A reply's or a forward's marks before a subject ("Re: Fwd: ...", "RV:", "AW:"). */
const REPLY_MARKS = /^(?:(?:re|fwd?|fw|rv|aw|tr|wg|sv|antw)\s?:\s?)+/i;
/** What a mail to a listing site says of itself before the event's name ("Listing request: ...", "New event - ..."). */
const ABOUT_THE_MAIL = /^(?:new\s(?:event|listing)|event\s(?:listing|submission|announcement)|listing(?:\srequest)?|submission|announcement|please\s(?:list|post|add)|fyi|for\syour\s(?:calendar|site|listing)|nuevo\sevento|para\ssu\scalendario)\s?[:–—-]\s/i;
/** Days in brackets after a subject's name ("Summer ID Camp (June 26-27, 2027)"): when, said again in the mail. */
const DAYS_ASIDE = /\s\((?=[^()]*\d)[^()]*\)$/;

/**
 * A mail's subject as its page's title: without a reply's or a forward's marks and what the mail says of itself
 * ("Listing request:"), nor the days in brackets after the name; the mail's words say which event it is.
 */
export function subjectTitle(subject: string): string {
  const title = subject.replace(REPLY_MARKS, '').replace(ABOUT_THE_MAIL, '').replace(DAYS_ASIDE, '').trim();
  return title === '' ? subject.trim() : title;
}

/** A subject naming a reply ("Re: ...", "RE:", "AW:"), whose quoted part is the earlier mail. */
export const isReply = (subject: string): boolean => /^(?:re|aw|sv|antw)\s*:/i.test(subject.trim());

/**
 * A mail's own words, as a person reads them: quoted lines, a reply's quote of the earlier mail, the header block of a
 * forwarded mail and a client's "Sent from my iPhone" left out; a forwarded mail's text kept (it is what the sender
 * sends us). `signature`: the lines after a closing ("Thanks,") or a `-- ` delimiter.
 */
export function ownWords(text: string): { lines: string[]; signature: string[] } {
  const lines: string[] = [];
  const signature: string[] = [];
  let inSignature = false;
  let inHeaders = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (QUOTED.test(raw) || SENT_FROM.test(line)) continue;
    if (REPLY_QUOTE.test(line)) break;
    if (FORWARDED.test(line)) {
      // A forward's own words end where the forwarded mail starts; its header block is the mail's, not an event's.
      inSignature = false;
      inHeaders = true;
      lines.push('');
      continue;
    }
    if (inHeaders) {
      if (line === '' || HEADER_LINE.test(line)) continue;
      inHeaders = false;
    }
    if (SIGNATURE.test(raw)) {
      inSignature = true;
      continue;
    }
    if (inSignature) signature.push(line);
    else lines.push(line);
    if (CLOSING.test(line)) inSignature = true;
  }
  return { lines, signature: signature.filter((line) => line !== '') };
}

/** A label line ("Date: March 13", "Cost - $40"): a value the organizer names. */
const LABEL_LINE = /^[\p{L}][\p{L} '&/]{0,30}\s?[:\u2013\u2014-]\s/u;

/**
 * A mail's plain text as a page the readers take, as a person reads the mail: the subject is its title (organizers
 * write "Our spring events" there as often as an event's name), each paragraph (lines between blank ones) a
 * paragraph with its lines kept apart and its web addresses links, and a short first line over labeled lines ("Fall
 * Skills Clinic" over "Date: ...", "Location: ...") that paragraph's heading, the event's name. Only the sender's own
 * words (`ownWords`) are the page's content; the signature is its footer (site chrome: the club's office address
 * there is no event's venue). The page is the mail's own: its records' source is `url`.
 */
export function mailTextAsPage(url: string, subject: string, text: string, spanish = false, sentOn: string | null = null): PageSnapshot {
  const { lines, signature } = ownWords(text);
  const blocks = lines
    .join('\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line !== ''))
    .filter((paragraph) => paragraph.length > 0);
  // A short line over the event's facts ("Bayside Field Hockey Camp" over "June 28 - July 1, 2027" or "When: ..."),
  // in its paragraph or alone above the paragraph that states them, is the name of the event they describe.
  const paragraphs = blocks.map(([first, ...rest], index) => {
    const facts = rest.length > 0 ? rest[0] : (blocks[index + 1]?.[0] ?? '');
    const titled = isTitleLine(first) && (LABEL_LINE.test(facts) || hasDate(facts));
    return { first, rest, titled };
  });
  // One titled paragraph is the mail's event: its title is the page's heading; several are each an event's.
  const heading = paragraphs.filter((paragraph) => paragraph.titled).length === 1 ? 'h1' : 'h2';
  // A Spanish mail's lines in the readers' words, its events' names as written.
  const said = (line: string) => linkedHtml(spanish ? inReadersWords(line) : line);
  const html = paragraphs.map(({ first, rest, titled }) => {
    if (titled && rest.length === 0) return `<${heading}>${escapeHtml(first)}</${heading}>`;
    const body = (titled ? rest : [first, ...rest]).map(said).join('<br>\n');
    return titled ? `<${heading}>${escapeHtml(first)}</${heading}>\n<p>${body}</p>` : `<p>${body}</p>`;
  });
  const footer = signature.length > 0 ? `\n<footer><p>${signature.map(linkedHtml).join('<br>\n')}</p></footer>` : '';
  return { url, html: `<!doctype html><html><head><title>${escapeHtml(subjectTitle(subject))}</title>${sentMeta(sentOn)}</head><body><main>\n${html.join('\n')}\n</main>${footer}</body></html>` };
}

/**
 * The day the mail was sent, as a page's publication date: days it names without a year are read as a story's are
 * ("our Fall Prospect Day on October 10 sold out", in a mail of November 20, is last October's).
 */
const sentMeta = (sentOn: string | null) => (sentOn && /^\d{4}-\d{2}-\d{2}$/.test(sentOn) ? `<meta property="article:published_time" content="${sentOn}">` : '');

/** A line that can be a name: short, no label, no sentence's end, not a greeting or a closing, not itself a date. */
function isTitleLine(line: string): boolean {
  return line.length >= 4 && line.length <= 90 && !line.includes(':') && !/[.!?,;]$/.test(line) && !CLOSING.test(line) && !GREETING.test(line) && !hasDate(line) && /\p{L}{3}/u.test(line);
}
const GREETING = /^(?:hi|hello|hey|dear|good\s(?:morning|afternoon|evening)|hola|buenos\sd[ií]as|buenas\stardes|estimad[oa]s?)\b/i;

/** Parts of a mail's HTML that are a signature or a mailing's footer ("unsubscribe", "our mailing address is"). */
const SIGNATURE_PARTS = '.gmail_signature, [data-smartmail="gmail_signature"], #Signature, #signature, .moz-signature, [id^="Signature"], [class*="signature" i]';
/** A signature is a few lines: past these, what follows a closing is more of the mail (a P.S., another event). */
const SIGNATURE_LINES = 12;
const FOOTER_PARTS = '[id*="footer" i], [class*="footer" i]';
/** Quoted earlier mails and the attribution lines of replies and forwards (Gmail, Outlook, Apple Mail, Thunderbird). */
const QUOTE_PARTS = 'blockquote[type="cite"], blockquote.gmail_quote, .moz-cite-prefix';
const ATTRIBUTION_PARTS = '.gmail_attr, #divRplyFwdMsg, [id^="divRplyFwdMsg"]';

/**
 * A mail's HTML as a page the readers take: the sender's words are its content; a reply's quote of the earlier mail
 * (and, in a reply, what follows Gmail's or Outlook's quote marker), the attribution lines ("On ... wrote:", a
 * forward's From/Date/Subject block), scripts and styles are left out; a signature and a mailing's footer (the
 * sender's postal address, "unsubscribe") become the page's footer, site chrome. The subject is the page's title.
 */
export function mailHtmlAsPage(url: string, subject: string, html: string, spanish = false, sentOn: string | null = null): PageSnapshot {
  const $ = load(html);
  $('script, style, noscript, head').remove();
  if (isReply(subject)) {
    $('.gmail_quote, .gmail_quote_container').remove();
    $('#divRplyFwdMsg, [id^="divRplyFwdMsg"]').each((_index, element) => {
      $(element).nextAll().remove();
    });
  }
  $(QUOTE_PARTS).remove();
  $(ATTRIBUTION_PARTS).remove();
  // A closing paragraph ("Many thanks,") with no container around the signature (Outlook, Apple Mail): what follows it.
  const closing = $('p, div')
    .filter((_index, element) => $(element).find('p, div').length === 0 && CLOSING.test($(element).text().replace(/\s+/g, ' ').trim()))
    .last();
  if (closing.length > 0 && closing.nextAll().length > 0 && closing.nextAll().length <= SIGNATURE_LINES) closing.nextAll().wrapAll('<footer></footer>');
  $(SIGNATURE_PARTS).each((_index, element) => {
    $(element).replaceWith(`<footer>${$(element).html() ?? ''}</footer>`);
  });
  $(FOOTER_PARTS).each((_index, element) => {
    if ($(element).parents('footer').length === 0) $(element).replaceWith(`<footer>${$(element).html() ?? ''}</footer>`);
  });
  if (spanish) {
    // A Spanish mail's text in the readers' words; headings, which name its events, as written.
    // A line that is a name alone (a bold "Clínica de Invierno para Principiantes") stays as written.
    // htmlparser2 adds no <body> to a fragment: every element of the document.
    $.root()
      .find('*')
      .not('h1, h2, h3, h4, h5, h6')
      .contents()
      .each((_index, node) => {
        if (node.type !== 'text' || $(node).parents('h1, h2, h3, h4, h5, h6').length > 0) return;
        const line = $(node).closest('p, div, li, td, th, span').first();
        const own = node.data.replace(/\s+/g, ' ').trim();
        if (own !== '' && line.text().replace(/\s+/g, ' ').trim() === own && isTitleLine(own)) return;
        node.data = inReadersWords(node.data);
      });
  }
  // A line that is a name alone over the event's facts ("Fall Skills Clinic" over "When: ...") names the event.
  const lines = $.root()
    .find('p, div, li, td')
    .filter((_index, element) => $(element).find('p, div, li, td, table').length === 0 && $(element).parents('footer').length === 0)
    .toArray()
    .map((element) => ({ element, text: $(element).text().replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '');
  const titles = lines.filter((line, index) => isTitleLine(line.text) && index + 1 < lines.length && (LABEL_LINE.test(lines[index + 1].text) || hasDate(lines[index + 1].text)));
  const level = titles.length === 1 ? 'h1' : 'h2';
  for (const { element, text } of titles) $(element).replaceWith(`<${level}>${escapeHtml(text)}</${level}>`);
  const body = $('body').html() ?? $.root().html() ?? '';
  return { url, html: `<!doctype html><html><head><title>${escapeHtml(subjectTitle(subject))}</title>${sentMeta(sentOn)}</head><body><main>\n${body}\n</main></body></html>` };
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
