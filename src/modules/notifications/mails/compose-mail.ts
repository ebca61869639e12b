import type { MailMessage } from '../../../platform/mail/mailer.js';
import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import type { FieldChange } from '../changes/event-changes-read-model.js';
import type { ReminderKind } from '../ledger/mail-ledger.js';
import type { NotificationKind } from '../preferences/notification-preferences.js';
import { SafeHtml, html } from './html.js';
import { describeChange, formatCost, formatDate, formatDates } from './mail-format.js';
import type { MailLanguage } from './mail-language.js';
import { MAIL_TEXTS } from './mail-texts.js';

/** Who a mail goes to, which kind it is (its unsubscribe link switches that kind off) and where the site is. */
export interface MailContext {
  recipient: { email: string; username: string; language: MailLanguage };
  kind: NotificationKind;
  unsubscribeToken: string;
  publicUrl: string;
  /** Signs the mail, as the sender's name does. */
  productName: string;
}

/** What a mail shows of an event. */
export interface MailEvent {
  id: string;
  name: string;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  registrationDeadline: CalendarDate | null;
  city: string;
  state: string;
  cost: number | null;
  registrationLink: string | null;
}

/** A mail is a few blocks, each rendered once as plain text and once as HTML. */
type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'event'; event: MailEvent }
  | { type: 'changes'; changes: { label: string; before: string; after: string }[] }
  | { type: 'list'; items: { name: string; url: string; detail: string }[] }
  | { type: 'link'; label: string; url: string };

const eventUrl = (publicUrl: string, eventId: string) => `${publicUrl}/events/${encodeURIComponent(eventId)}`;

function eventLines(event: MailEvent, context: MailContext): { label: string; value: string; url?: string }[] {
  const { language } = context.recipient;
  const { labels } = MAIL_TEXTS[language];
  const lines: { label: string; value: string; url?: string }[] = [
    { label: labels.when, value: formatDates(event.startDate, event.endDate, language) },
    { label: labels.where, value: `${event.city}, ${event.state}` },
    { label: labels.cost, value: formatCost(event.cost, language) },
  ];
  if (event.registrationDeadline) lines.push({ label: labels.deadline, value: formatDate(event.registrationDeadline, language) });
  if (event.registrationLink) lines.push({ label: labels.register, value: event.registrationLink, url: event.registrationLink });
  lines.push({ label: labels.details, value: eventUrl(context.publicUrl, event.id), url: eventUrl(context.publicUrl, event.id) });
  return lines;
}

function blockText(block: Block, context: MailContext): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'event':
      return [block.event.name, ...eventLines(block.event, context).map((line) => `${line.label}: ${line.value}`)].join('\n');
    case 'changes':
      return block.changes.map((change) => `- ${change.label}: ${change.before} → ${change.after}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item.name} (${item.detail})\n  ${item.url}`).join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

const LINK_STYLE = 'color:#15803d';

function blockHtml(block: Block, context: MailContext): SafeHtml {
  switch (block.type) {
    case 'paragraph':
      return html`<p>${block.text}</p>`;
    case 'heading':
      return html`<h2 style="font-size:17px;margin:24px 0 8px">${block.text}</h2>`;
    case 'event': {
      const rows = eventLines(block.event, context).map(
        (line) =>
          html`<tr><td style="padding:2px 12px 2px 0;color:#6b7280;vertical-align:top">${line.label}</td><td style="padding:2px 0">${
            line.url ? html`<a href="${line.url}" style="${LINK_STYLE}">${line.value}</a>` : line.value
          }</td></tr>`,
      );
      return html`<h2 style="font-size:18px;margin:16px 0 8px"><a href="${eventUrl(context.publicUrl, block.event.id)}" style="${LINK_STYLE}">${block.event.name}</a></h2><table role="presentation" style="border-collapse:collapse">${rows}</table>`;
    }
    case 'changes':
      return html`<ul>${block.changes.map((change) => html`<li><strong>${change.label}:</strong> ${change.before} → ${change.after}</li>`)}</ul>`;
    case 'list':
      return html`<ul>${block.items.map((item) => html`<li><a href="${item.url}" style="${LINK_STYLE}">${item.name}</a> (${item.detail})</li>`)}</ul>`;
    case 'link':
      return html`<p><a href="${block.url}" style="${LINK_STYLE}">${block.label}</a></p>`;
  }
}

/**
 * Greeting, blocks, then why the mail came (`why`: when the kind's usual reason is not it), its one-click unsubscribe
 * link and the way to every preference.
 */
function composeMail(subject: string, blocks: Block[], context: MailContext, why?: string): MailMessage {
  const { language, username, email } = context.recipient;
  const texts = MAIL_TEXTS[language];
  const reason = why ?? texts.why[context.kind];
  const token = encodeURIComponent(context.unsubscribeToken);
  const unsubscribePage = `${context.publicUrl}/unsubscribe?token=${token}`;
  const oneClick = `${context.publicUrl}/api/unsubscribe?token=${token}`;
  const profile = `${context.publicUrl}/profile`;
  const text = [
    texts.greeting(username),
    ...blocks.map((block) => blockText(block, context)),
    `--\n${reason}\n${texts.unsubscribe[context.kind]}: ${unsubscribePage}\n${texts.manage}: ${profile}\n\n${context.productName}`,
  ].join('\n\n');
  const body = html`<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<p>${texts.greeting(username)}</p>
${blocks.map((block) => blockHtml(block, context))}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px">
<p style="font-size:13px;color:#6b7280">${reason}<br><a href="${unsubscribePage}" style="color:#6b7280">${texts.unsubscribe[context.kind]}</a> · <a href="${profile}" style="color:#6b7280">${texts.manage}</a></p>
<p style="font-size:13px;color:#6b7280">${context.productName}</p>
</div>
</body></html>`;
  return {
    to: email,
    subject,
    text: `${text}\n`,
    html: body.value,
    // RFC 8058: a mail client offers its own unsubscribe button and POSTs to this URL, no page, no sign-in.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function reminderMail(kind: ReminderKind, event: MailEvent, context: MailContext): MailMessage {
  const texts = MAIL_TEXTS[context.recipient.language];
  const date = kind === 'event-3' ? event.startDate : (event.registrationDeadline ?? event.startDate);
  return composeMail(
    texts.reminderSubject[kind](event.name),
    [{ type: 'paragraph', text: texts.reminderIntro[kind](formatDate(date, context.recipient.language)) }, { type: 'event', event }],
    context,
  );
}

export function changeAlertMail(event: MailEvent, change: { cancelled: boolean; vanished?: boolean; changes: readonly FieldChange[] }, context: MailContext): MailMessage {
  const { language } = context.recipient;
  const texts = MAIL_TEXTS[language];
  if (change.vanished) {
    return composeMail(texts.vanishedSubject(event.name), [{ type: 'paragraph', text: texts.vanishedIntro }, { type: 'event', event }], context);
  }
  if (change.cancelled) {
    return composeMail(texts.cancelSubject(event.name), [{ type: 'paragraph', text: texts.cancelIntro }, { type: 'event', event }], context);
  }
  return composeMail(
    texts.changeSubject(event.name),
    [
      { type: 'paragraph', text: texts.changeIntro },
      { type: 'changes', changes: change.changes.map((one) => describeChange(one, language)) },
      { type: 'event', event },
    ],
    context,
  );
}

/**
 * The day's news for a follower of colleges (under change alerts: their switch and unsubscribe link): each upcoming
 * event with the followed colleges just added to it.
 */
export function collegeAlertMail(items: readonly { event: MailEvent; colleges: readonly string[] }[], context: MailContext): MailMessage {
  const { language } = context.recipient;
  const texts = MAIL_TEXTS[language];
  const blocks: Block[] = [
    { type: 'paragraph', text: texts.collegesIntro },
    {
      type: 'list',
      items: items.map(({ event, colleges }) => ({
        name: event.name,
        url: eventUrl(context.publicUrl, event.id),
        detail: `${formatDates(event.startDate, event.endDate, language)} · ${event.city}, ${event.state} · ${texts.collegesAdded(colleges.join(', '))}`,
      })),
    },
  ];
  return composeMail(texts.collegesSubject(items.length), blocks, context, texts.collegesWhy);
}

/** A digest names at most this many new events; the rest are a link away. */
export const DIGEST_MAX_NEW_EVENTS = 50;

export function digestMail(content: { newEvents: readonly MailEvent[]; closingSoon: readonly MailEvent[] }, context: MailContext): MailMessage {
  const { language } = context.recipient;
  const texts = MAIL_TEXTS[language];
  const blocks: Block[] = [{ type: 'paragraph', text: texts.digestIntro }];
  if (content.newEvents.length > 0) {
    const shown = content.newEvents.slice(0, DIGEST_MAX_NEW_EVENTS);
    blocks.push(
      { type: 'heading', text: texts.newEventsHeading },
      {
        type: 'list',
        items: shown.map((event) => ({
          name: event.name,
          url: eventUrl(context.publicUrl, event.id),
          detail: `${formatDates(event.startDate, event.endDate, language)} · ${event.city}, ${event.state}`,
        })),
      },
    );
    if (content.newEvents.length > shown.length) blocks.push({ type: 'paragraph', text: texts.more(content.newEvents.length - shown.length) });
  }
  if (content.closingSoon.length > 0) {
    blocks.push(
      { type: 'heading', text: texts.closingSoonHeading },
      {
        type: 'list',
        items: content.closingSoon.map((event) => ({
          name: event.name,
          url: eventUrl(context.publicUrl, event.id),
          detail: texts.registrationCloses(formatDate(event.registrationDeadline ?? event.startDate, language)),
        })),
      },
    );
  }
  blocks.push({ type: 'link', label: texts.seeAllEvents, url: `${context.publicUrl}/events` });
  return composeMail(texts.digestSubject, blocks, context);
}
