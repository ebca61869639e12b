import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import nodemailer from 'nodemailer';
import PostalMime, { type Email } from 'postal-mime';
import request from 'supertest';
import { InboxLimitsModule } from '../../src/modules/ingestion/inbox/inbox-limits.js';
import { SmtpInbox } from '../../src/modules/ingestion/inbox/smtp-inbox.js';
import { pdfOf, pdfWithCompressedPage } from '../support/pdf.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser } from './accounts-support.js';
import { adminEnv, eventInput, inDays, signedInAdmin, userAt } from './catalog-support.js';
import { usDate } from './scraper-fixtures.js';

// Mails are read in the read step's worker (PDFs with pdf.js): generous on a slow two-core host.
jest.setTimeout(120_000);

/**
 * Organizers send their events (issue 36), end to end: the real app with its own SMTP server on 127.0.0.1, mails sent
 * to it with nodemailer, the inbound-mail endpoint, the submission page's API. Nothing reaches admins before the
 * sender confirms by the link mailed to them; each submitted event is then a draft on the Review list, with who sent
 * it and how; an admin's decision is mailed back in the organizer's language.
 */

const INBOX = 'events@fieldhockeyevents.com';
const HTTP_TOKEN = 'inbound-mail-service-token-0123456789';
const PER_ADDRESS = 4;

interface Origin {
  kind: string;
  submissionId?: string;
  channel?: string;
  senderName?: string;
  senderEmail?: string;
  language?: string;
  subject?: string | null;
  files?: { name: string; type: string; size: number }[];
  notes?: string[];
}
interface DraftView {
  id: string;
  details: { name: string; startDate: string; city: string; state: string; cost: number | null; registrationLink: string | null };
  doubts: string[];
  origin: Origin;
}

const campDay = inDays(100);
const playDay = inDays(120);
const clinicDay = inDays(80);
const ics = (day: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Shore Stix//Events//EN',
    'BEGIN:VEVENT',
    'UID:indoor-play-day@shorestix.example',
    `DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`,
    'SUMMARY:Indoor Field Hockey Play Day',
    'LOCATION:Spooky Nook Sports\\, 2913 Spooky Nook Rd\\, Manheim\\, PA 17545',
    'DESCRIPTION:Indoor field hockey games for U14 teams. $35 per player.',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const flyer = () =>
  pdfOf([
    [
      { text: 'Spring Field Hockey ID Camp', size: 24 },
      `Date: ${usDate(campDay)}`,
      'Location: Hershey, PA',
      'Cost: $150 per player',
      'Open to high school field hockey players, grades 9-12',
      'Register: https://shorestix.example/id-camp',
    ],
  ]);

describe('organizers send their events: the inbox, the submission page, confirmation, review and answer', () => {
  let server: TestApp;
  let admin: Browser;
  let smtpPort: number;

  beforeAll(async () => {
    server = await startTestApp({
      imports: [InboxLimitsModule.override({ perAddress: { points: PER_ADDRESS, durationSeconds: 3600 } })],
      env: { ...adminEnv, INBOX_SMTP_PORT: '0', INBOX_ADDRESS: INBOX, INBOX_HTTP_TOKEN: HTTP_TOKEN },
    });
    smtpPort = server.app.get(SmtpInbox).port as number;
    admin = await signedInAdmin(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, logger: false });

  /** The mails the product sent to `address`, parsed, oldest first. */
  async function mailsTo(address: string): Promise<Email[]> {
    const outbox = join(server.dataDir, 'outbox');
    let names: string[];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort();
    } catch {
      return [];
    }
    const mails = await Promise.all(names.map((name) => PostalMime.parse(readFileSync(join(outbox, name)))));
    return mails.filter((mail) => mail.to?.some((to) => to.address === address));
  }

  /** The confirmation link's token in the latest mail to `address`. */
  async function tokenFor(address: string): Promise<string> {
    const mails = await mailsTo(address);
    const text = mails.at(-1)?.text ?? '';
    const token = /\/organizers\/confirm\/(\S+)/.exec(text)?.[1];
    if (!token) throw new Error(`No confirmation link mailed to ${address}`);
    return token;
  }

  async function drafts(): Promise<DraftView[]> {
    return (await admin.get('/api/admin/review/drafts').expect(200)).body as DraftView[];
  }

  const fromSubmission = (submissionId: string, all: DraftView[]) => all.filter((draft) => draft.origin.submissionId === submissionId);

  it('a mail to the SMTP inbox with a PDF flyer and an .ics becomes drafts with the right fields, once its sender confirms', async () => {
    const sender = 'coach@shorestix.example';
    const info = await transport().sendMail({
      from: 'Shore Stix Field Hockey <coach@shorestix.example>',
      to: INBOX,
      subject: 'Our spring events',
      text: 'Hello,\n\nPlease list our spring events: the flyer and the calendar file are attached.\n\nThanks,\nCoach Dana',
      attachments: [
        { filename: 'id-camp-flyer.pdf', content: flyer(), contentType: 'application/pdf' },
        { filename: 'play-day.ics', content: ics(playDay), contentType: 'text/calendar' },
      ],
    });
    expect(info.response).toMatch(/^250 /);
    const submissionId = /Received as (\S+)/.exec(info.response)?.[1] as string;
    expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);

    // Nothing reaches admins before the sender confirms.
    expect(fromSubmission(submissionId, await drafts())).toEqual([]);
    const confirmation = (await mailsTo(sender)).at(-1);
    expect(confirmation?.subject).toBe('Confirm your event submission');

    const confirmed = await browser(server.url).post('/api/organizers/confirm', { token: await tokenFor(sender) }).expect(200);
    expect(confirmed.body).toEqual({ events: 2, language: 'en' });
    const mine = fromSubmission(submissionId, await drafts());
    expect(mine.map((draft) => draft.details.name).sort()).toEqual(['Indoor Field Hockey Play Day', 'Spring Field Hockey ID Camp']);
    const camp = mine.find((draft) => draft.details.name === 'Spring Field Hockey ID Camp') as DraftView;
    expect(camp.details).toMatchObject({ startDate: campDay, city: 'Hershey', state: 'PA', cost: 150, registrationLink: 'https://shorestix.example/id-camp' });
    const play = mine.find((draft) => draft.details.name === 'Indoor Field Hockey Play Day') as DraftView;
    expect(play.details).toMatchObject({ startDate: playDay, city: 'Manheim', state: 'PA' });
    expect(camp.doubts).toContain('submitted');
    expect(camp.origin).toMatchObject({
      kind: 'submission',
      channel: 'mail',
      senderName: 'Shore Stix Field Hockey',
      senderEmail: sender,
      language: 'en',
      subject: 'Our spring events',
      files: [
        { name: 'id-camp-flyer.pdf', type: 'application/pdf', size: flyer().length },
        // A text part travels with its line ends as the mail carries them: its size is the decoded part's.
        { name: 'play-day.ics', type: 'text/calendar', size: expect.any(Number) },
      ],
    });

    // The original as sent, as a download only.
    const original = await admin.get(`/api/admin/review/submissions/${submissionId}/original`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(original.status).toBe(200);
    expect(original.headers['content-disposition']).toBe(`attachment; filename="submission-${submissionId}.eml"`);
    expect(original.headers['content-type']).toBe('application/octet-stream');
    expect((original.body as Buffer).toString('latin1')).toContain('Subject: Our spring events');

    // A second click changes nothing.
    await browser(server.url).post('/api/organizers/confirm', { token: await tokenFor(sender) }).expect(200, { events: 2, language: 'en' });
    expect(fromSubmission(submissionId, await drafts())).toHaveLength(2);

    // The admin's history of the organizer shows it confirmed.
    const history = (await admin.get(`/api/admin/review/submissions?email=${encodeURIComponent(sender)}`).expect(200)).body as { id: string; status: string; channel: string }[];
    expect(history).toEqual([expect.objectContaining({ id: submissionId, status: 'confirmed', channel: 'mail' })]);
  });

  it('a raw mail posted by an inbound-mail service is read from its text; publishing lists it and answers the organizer in Spanish', async () => {
    const sender = 'entrenadora@clubhockey.example';
    const raw = [
      'From: Club Hockey Reading <entrenadora@clubhockey.example>',
      `To: ${INBOX}`,
      'Subject: Clinica de hockey sobre cesped',
      'Content-Language: es',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Fall Field Hockey Skills Clinic',
      `Date: ${usDate(clinicDay)}`,
      'Location: Reading, PA',
      'Cost: $40',
      'Ages: U14',
      '',
    ].join('\r\n');
    await request(server.url).post('/api/inbox/messages').set('Content-Type', 'message/rfc822').send(raw).expect(401);
    await request(server.url).post('/api/inbox/messages').set('Authorization', 'Bearer wrong-token-wrong-token-wrong').set('Content-Type', 'message/rfc822').send(raw).expect(401);
    const taken = await request(server.url).post('/api/inbox/messages').set('Authorization', `Bearer ${HTTP_TOKEN}`).set('Content-Type', 'message/rfc822').send(raw).expect(202);
    const submissionId = (taken.body as { submissionId: string }).submissionId;

    expect((await mailsTo(sender)).at(-1)?.subject).toBe('Confirma el envío de tu evento');
    await browser(server.url).post('/api/organizers/confirm', { token: await tokenFor(sender) }).expect(200, { events: 1, language: 'es' });
    const [draft] = fromSubmission(submissionId, await drafts());
    expect(draft.details).toMatchObject({ name: 'Fall Field Hockey Skills Clinic', startDate: clinicDay, city: 'Reading', state: 'PA', cost: 40 });
    expect(draft.origin).toMatchObject({ kind: 'submission', channel: 'mail', senderEmail: sender, language: 'es' });

    const published = await admin.post(`/api/admin/review/drafts/${draft.id}/publish`, {}).expect(200);
    const eventId = (published.body as { id: string }).id;
    const listed = (await admin.get(`/api/events/${eventId}`).expect(200)).body as { name: string; city: string };
    expect(listed).toMatchObject({ name: 'Fall Field Hockey Skills Clinic', city: 'Reading' });
    const answer = (await mailsTo(sender)).at(-1) as Email;
    expect(answer.subject).toBe('Tu evento está publicado: Fall Field Hockey Skills Clinic');
    expect(answer.text).toContain(`/events/${eventId}`);
    expect(fromSubmission(submissionId, await drafts())).toEqual([]);

    // The audit timeline: received by the server, confirmed, answered by the admin.
    const timeline = (await admin.get(`/api/admin/history/submissions/${submissionId}`).expect(200)).body as { entries: { type: string; actor: { username: string | null }; changes: { field: string; after: unknown }[] }[] };
    expect(timeline.entries.map((entry) => [entry.type, entry.actor.username])).toEqual([
      ['SubmissionAnswered', 'catalog-admin'],
      ['SubmissionConfirmed', null],
      ['SubmissionReceived', null],
    ]);
    expect(timeline.entries[2].changes).toEqual(expect.arrayContaining([{ field: 'senderEmail', before: null, after: sender }, { field: 'via', before: null, after: 'http' }]));
  });

  it('the submission page: a form filled in by hand becomes a draft once confirmed; a rejection is mailed with its reason', async () => {
    const sender = 'director@lancastercamps.example';
    const event = eventInput({ name: 'Lancaster Summer Field Hockey Camp', eventType: 'Clinic', organizer: 'Lancaster Camps', city: 'Lancaster' });
    await browser(server.url).post('/api/organizers/submissions', { name: 'Pat Director', email: 'not-an-address', language: 'en', channel: 'form', event }).expect(400, { message: 'email: Must be an e-mail address' });
    // A Spanish page reads why in Spanish, the field's path as its form knows it.
    await browser(server.url)
      .post('/api/organizers/submissions', { name: 'Pat Director', email: 'not-an-address', language: 'es', channel: 'form', event })
      .expect(400, { message: 'email: Debe ser una dirección de correo electrónico' });
    await browser(server.url)
      .post('/api/organizers/submissions', { name: 'Pat Director', email: sender, language: 'es', channel: 'form', event: { ...event, startDate: '2027-02-30' } })
      .expect(400, { message: 'event.startDate: Usa el formato aaaa-mm-dd (un día real)' });
    expect(await mailsTo(sender)).toEqual([]);
    const sent = await browser(server.url).post('/api/organizers/submissions', { name: 'Pat Director', email: sender, language: 'en', channel: 'form', event }).expect(202);
    const submissionId = (sent.body as { submissionId: string }).submissionId;
    expect(fromSubmission(submissionId, await drafts())).toEqual([]);

    await browser(server.url).post('/api/organizers/confirm', { token: 'forged.token', language: 'es' }).expect(400, { message: 'Este enlace de confirmación no es válido. Envía tu evento de nuevo desde la página de envío.' });
    await browser(server.url).post('/api/organizers/confirm', { token: await tokenFor(sender) }).expect(200, { events: 1, language: 'en' });
    const [draft] = fromSubmission(submissionId, await drafts());
    expect(draft.details).toMatchObject({ name: 'Lancaster Summer Field Hockey Camp', city: 'Lancaster', state: 'PA', cost: 250 });
    expect(draft.origin).toMatchObject({ kind: 'submission', channel: 'form', senderName: 'Pat Director', senderEmail: sender });

    await admin.post(`/api/admin/review/drafts/${draft.id}/reject`, { reason: 'The camp is not open to the public' }).expect(204);
    const answer = (await mailsTo(sender)).at(-1) as Email;
    expect(answer.subject).toBe('Your event was not listed: Lancaster Summer Field Hockey Camp');
    expect(answer.text).toContain('Why: The camp is not open to the public');
  });

  it('an organizer who sends an event again with new dates changes its listing once an admin approves: one listing, savers alerted', async () => {
    const sender = 'info@tidewaterfh.example';
    const send = async (startDate: string) => {
      const event = eventInput({ name: 'Tidewater Winter Skills Clinic', eventType: 'Clinic', organizer: 'Tidewater FH', city: 'Norfolk', state: 'VA', startDate, ageLevel: 'U14', cost: 60 });
      const sent = await browser(server.url).post('/api/organizers/submissions', { name: 'Tidewater FH', email: sender, language: 'en', channel: 'form', event }).expect(202);
      await browser(server.url).post('/api/organizers/confirm', { token: await tokenFor(sender) }).expect(200);
      const [draft] = fromSubmission((sent.body as { submissionId: string }).submissionId, await drafts());
      return draft as DraftView & { listing: { eventId: string; why: string; name: string | null } | null };
    };
    const first = await send(inDays(30));
    expect(first.listing).toBeNull();
    const eventId = ((await admin.post(`/api/admin/review/drafts/${first.id}/publish`, {}).expect(200)).body as { id: string }).id;
    const family = await userAt(server.url, admin, 'pro');
    await family.client.post(`/api/saved-events/${eventId}`).expect(200);

    const again = await send(inDays(37));
    expect(again.listing).toEqual({ eventId, why: 'resent', name: 'Tidewater Winter Skills Clinic' });
    // Until an admin approves, the listing keeps its dates.
    expect(((await admin.get(`/api/events/${eventId}`).expect(200)).body as { startDate: string }).startDate).toBe(inDays(30));
    const published = await admin.post(`/api/admin/review/drafts/${again.id}/publish`, {}).expect(200);
    expect(published.body).toMatchObject({ id: eventId, startDate: inDays(37) });
    const listed = (await admin.get('/api/events').expect(200)).body as { id: string; name: string }[];
    expect(listed.filter((event) => event.name === 'Tidewater Winter Skills Clinic').map((event) => event.id)).toEqual([eventId]);

    await admin.post('/api/admin/notifications/run', {}).expect(200);
    const familyEmail = ((await family.client.get('/api/user').expect(200)).body as { email: string }).email;
    const familyMails = await mailsTo(familyEmail);
    expect(familyMails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Tidewater Winter Skills Clinic')]));
  });

  it('the submission page reads a PDF flyer into the form, and refuses what it does not read in the organizer’s language', async () => {
    const file = { name: 'flyer.pdf', type: 'application/pdf', data: flyer().toString('base64') };
    const read = await browser(server.url).post('/api/organizers/read', { language: 'en', file }).expect(200);
    const [event] = (read.body as { events: { details: DraftView['details']; evidence: Record<string, { text: string }> }[] }).events;
    expect(event.details).toMatchObject({ name: 'Spring Field Hockey ID Camp', startDate: campDay, city: 'Hershey', state: 'PA', cost: 150 });
    expect(event.evidence.cost?.text).toContain('$150');

    // Sent from that reading, the values sent as read keep their evidence; the one the organizer corrected is theirs.
    const sender = 'camps@hersheyfh.example';
    const readingId = (read.body as { readingId: string }).readingId;
    const corrected = { ...eventInput(), ...event.details, cost: 125 };
    const fields = Object.fromEntries(Object.keys(eventInput()).map((key) => [key, (corrected as Record<string, unknown>)[key]]));
    const sent = await browser(server.url)
      .post('/api/organizers/submissions', { name: 'Hershey FH', email: sender, language: 'en', channel: 'file', file, reading: { id: readingId, event: 0 }, event: fields })
      .expect(202);
    await browser(server.url).post('/api/organizers/confirm', { token: await tokenFor(sender) }).expect(200);
    const [draft] = fromSubmission((sent.body as { submissionId: string }).submissionId, await drafts()) as (DraftView & { evidence: Record<string, { text: string }> })[];
    expect(draft.details.cost).toBe(125);
    expect(Object.keys(draft.evidence)).toEqual(expect.arrayContaining(['name', 'dates', 'place']));
    expect(draft.evidence.cost).toBeUndefined();
    expect(draft.origin).toMatchObject({ channel: 'file', files: [{ name: 'flyer.pdf', type: 'application/pdf', size: flyer().length }] });

    const word = { name: 'flyer.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: Buffer.from('PK fake').toString('base64') };
    await browser(server.url).post('/api/organizers/read', { language: 'es', file: word }).expect(400, { message: 'Envía un folleto en PDF o un archivo de calendario (.ics).' });
    const big = { name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(4 * 1024 * 1024 + 10, 65).toString('base64') };
    const tooBig = await browser(server.url).post('/api/organizers/read', { language: 'es', file: big });
    expect(tooBig.status).toBe(413);
    await browser(server.url).post('/api/organizers/read', { language: 'en', link: 'http://169.254.169.254/latest/meta-data' }).expect(400, { message: 'We cannot read that address: give the public web address of your event page.' });
  });

  describe('hostile mail changes nothing and keeps the server answering', () => {
    const healthy = async () => {
      await request(server.url).get('/api/health').expect(200);
    };

    it('refuses a mail for another address, one too big, one nested too deep, and one from our own address', async () => {
      const before = (await drafts()).length;
      await expect(transport().sendMail({ from: 'someone@example.org', to: 'ceo@fieldhockeyevents.com', subject: 'Hi', text: 'Hello' })).rejects.toMatchObject({ responseCode: 550 });
      const huge = Buffer.alloc(11 * 1024 * 1024, 97);
      await expect(transport().sendMail({ from: 'big@example.org', to: INBOX, subject: 'Big', text: 'Big', attachments: [{ filename: 'big.pdf', content: huge }] })).rejects.toMatchObject({
        responseCode: 552,
      });
      let nested = 'Content-Type: text/plain\r\n\r\nField Hockey Camp\r\n';
      for (let depth = 0; depth < 40; depth++) nested = `Content-Type: multipart/mixed; boundary="b${depth}"\r\n\r\n--b${depth}\r\n${nested}\r\n--b${depth}--\r\n`;
      const deep = `From: deep@example.org\r\nTo: ${INBOX}\r\nSubject: Deep\r\nMIME-Version: 1.0\r\n${nested}`;
      await expect(transport().sendMail({ envelope: { from: 'deep@example.org', to: [INBOX] }, raw: deep })).rejects.toMatchObject({ responseCode: 550 });
      await expect(transport().sendMail({ from: 'notifications@fieldhockeyevents.com', to: INBOX, subject: 'Loop', text: 'Field hockey' })).rejects.toMatchObject({ responseCode: 550 });
      expect(await mailsTo('deep@example.org')).toEqual([]);
      expect((await drafts()).length).toBe(before);
      await healthy();
    });

    it('takes a mail whose PDF is a bomb: the flyer is noted unread, the server answers', async () => {
      const bomb = pdfWithCompressedPage(Buffer.alloc(200 * 1024 * 1024, 32));
      const info = await transport().sendMail({
        from: 'bomber@example.org',
        to: INBOX,
        subject: 'Field hockey clinic flyer',
        text: 'See the flyer.',
        attachments: [{ filename: 'flyer.pdf', content: bomb, contentType: 'application/pdf' }],
      });
      expect(info.response).toMatch(/^250 /);
      await healthy();
    });

    it('a spoofed sender never reaches admins: the confirmation goes to the address the mail claims', async () => {
      const before = (await drafts()).length;
      await transport().sendMail({ from: 'Real Club <president@realclub.example>', to: INBOX, subject: 'Free camp', text: `Free Field Hockey Camp\nDate: ${usDate(campDay)}\nLocation: Dover, DE\nCost: Free` });
      // The spoofer never sees the link: nothing is on the Review list.
      expect((await drafts()).length).toBe(before);
      expect((await mailsTo('president@realclub.example')).at(-1)?.subject).toBe('Confirm your event submission');
    });

    it('a flood from one address is refused past its limit (451, try later), and the server answers', async () => {
      const from = 'flood@example.org';
      const results: (number | 'ok')[] = [];
      for (let index = 0; index < PER_ADDRESS + 2; index++) {
        results.push(
          await transport()
            .sendMail({ from, to: INBOX, subject: `Camp ${index}`, text: 'Field hockey camp' })
            .then(() => 'ok' as const, (error: { responseCode: number }) => error.responseCode),
        );
      }
      expect(results).toEqual([...Array<string>(PER_ADDRESS).fill('ok'), 451, 451]);
      expect(await mailsTo(from)).toHaveLength(PER_ADDRESS);
      await healthy();
    });
  });
});
