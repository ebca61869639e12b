import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import PostalMime from 'postal-mime';
import { addDays, todayIn } from '../../src/platform/time/calendar-date.js';
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.js';
import { pdfOf } from '../support/pdf.js';
import { seriousViolations } from './support/axe.js';
import { browserSession, type Visit } from './support/session.js';

/**
 * Organizers send their events (issue 36) through the submission page, in a real browser against the built server:
 * by hand in English and in Spanish (on a phone), from a PDF flyer and from their event page's link. Each time the
 * confirmation link is taken from the mail in the outbox, an admin sees the draft with its sender on the Review tab
 * and publishes it, and the event is on /events.
 */

const admin = { username: 'e2e-organizers-admin', password: 'Field-Hockey-Admin-2026' };
// The server's data directory is ours, so the test can read the mails it writes to DATA_DIR/outbox.
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fhe-e2e-organizers-'));
});
const session = browserSession(() => ({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, DATA_DIR: dataDir }));
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const inDays = (days: number) => addDays(todayIn('America/New_York'), days);
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

function byRole(role: string, name: string): string {
  return `::-p-aria([name="${name}"][role="${role}"])`;
}

async function waitForText(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout }, text);
}

/** "July 12, 2027", as flyers write their dates. */
function usDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

/** The path of the confirmation link in the latest mail to `address` (the mail names the server's public address). */
async function confirmationPath(address: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort() : [];
    const mails = await Promise.all(names.map((name) => PostalMime.parse(readFileSync(join(outbox, name)))));
    const text = mails.filter((mail) => mail.to?.some((to) => to.address === address)).at(-1)?.text ?? '';
    const path = /\/organizers\/confirm\/[^\s"'<>)]+/.exec(text)?.[0];
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`no confirmation link was mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens the submission page as a visitor does, in `language` (chosen with the header's switch). */
async function openSubmitPage({ page, url }: Visit, language: 'en' | 'es'): Promise<void> {
  await page.goto(url('/'), { waitUntil: 'networkidle0' });
  if (language === 'es') {
    await page.locator(byRole('button', 'ES')).click();
    await page.waitForSelector(byRole('link', 'Envía tu evento en línea'));
  }
  await page.locator(byRole('link', language === 'es' ? 'Envía tu evento en línea' : 'Submit your event online')).click();
  await page.waitForSelector(byRole('heading', language === 'es' ? 'Envía tu evento' : 'Submit your event'));
}

type Sender = { name: string; email: string };

async function fillSender(page: Page, sender: Sender): Promise<void> {
  await page.locator('#sender-name').fill(sender.name);
  await page.locator('#sender-email').fill(sender.email);
}

const texts = {
  en: {
    send: 'Send for review',
    sent: 'Check your e-mail: we sent you a link to confirm your submission.',
    thanks: 'Thank you: your event is on its way to our reviewers',
    draft: (name: string) => `Draft: ${name}`,
    publish: (name: string) => `Publish ${name} as is`,
    published: (name: string) => `“${name}” published`,
  },
  es: {
    send: 'Enviar para revisión',
    sent: 'Revisa tu correo: te enviamos un enlace para confirmar tu envío.',
    thanks: 'Gracias: tu evento va en camino a nuestros revisores',
    draft: (name: string) => `Borrador: ${name}`,
    publish: (name: string) => `Publicar ${name} tal cual`,
    published: (name: string) => `“${name}” publicado`,
  },
};

/** Sends the filled-in form, then confirms from the mail as the organizer would. */
async function sendAndConfirm(visit: Visit, language: 'en' | 'es', sender: Sender): Promise<void> {
  const { page, url } = visit;
  await page.locator(byRole('button', texts[language].send)).click();
  await waitForText(page, texts[language].sent);
  await page.goto(url(await confirmationPath(sender.email)), { waitUntil: 'networkidle0' });
  await page.waitForSelector(byRole('heading', texts[language].thanks));
}

/**
 * An admin, in `language`, finds the draft on the Review tab with who sent it and how, publishes it as is, and finds
 * it on /events. Answers the draft's text as the Review tab shows it.
 */
async function publishAsAdmin(language: 'en' | 'es', eventName: string): Promise<string> {
  const visit = await session.visit({ viewport: desktop, bypassCsp: true });
  const { page, problems, url } = visit;
  await page.goto(url('/'), { waitUntil: 'networkidle0' });
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, admin);
  expect(status).toBe(200);
  await page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);

  await page.goto(url('/admin?tab=review'), { waitUntil: 'networkidle0' });
  const draft = byRole('article', texts[language].draft(eventName));
  await page.waitForSelector(draft, { timeout: 30_000 });
  const text = await page.$eval(draft, (element) => (element as HTMLElement).innerText);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator(byRole('button', texts[language].publish(eventName))).click();
  await waitForText(page, texts[language].published(eventName));

  await page.goto(url(`/events?q=${encodeURIComponent(eventName)}`), { waitUntil: 'networkidle0' });
  await page.waitForFunction((name) => [...document.querySelectorAll('ul[aria-label] article')].some((card) => card.textContent?.includes(name)), {}, eventName);
  expect(problems).toEqual([]);
  return text;
}

/** The values the event form holds now, by field. */
function formValues(page: Page, ids: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    (wanted) => Object.fromEntries(wanted.map((id) => [id, (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '(missing)'])),
    ids,
  );
}

describe('organizers send their events through the submission page, in a browser', () => {
  let site: FixtureSite;
  let files: string;
  const campDay = inDays(60);
  beforeAll(async () => {
    files = await mkdtemp(join(tmpdir(), 'fhe-e2e-flyers-'));
    site = await startFixtureSite({
      '/fall-showcase': {
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Keystone Fall Field Hockey Showcase</title></head><body><main>
          <h1>Keystone Fall Field Hockey Showcase</h1>
          <p>Date: ${usDate(inDays(75))}</p><p>Location: State College, PA</p><p>Cost: $95</p>
          <p>A field hockey showcase for high school players in front of college coaches.</p></main></body></html>`,
      },
    });
  });
  afterAll(async () => {
    await site?.close();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('in English, an organizer fills in the form by hand and confirms by mail; an admin publishes it and it is listed', async () => {
    const sender = { name: 'Dana Kim', email: 'dana@lititz-hockey.example' };
    const name = 'Lititz Winter Stick Skills Clinic';
    const visit = await session.visit({ viewport: desktop, bypassCsp: true });
    const { page, problems } = visit;
    await openSubmitPage(visit, 'en');
    await waitForText(page, 'An admin reviews every event before it is listed, and you will confirm your submission by e-mail.');

    // Sending an empty form says what is missing and sends nothing.
    await page.locator(byRole('button', 'Send for review')).click();
    await page.waitForSelector('#event-name[aria-invalid="true"]');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('#event-name').fill(name);
    await page.select('#event-eventType', 'Clinic');
    await page.select('#event-ageLevel', 'U14');
    await page.locator('#event-startDate').fill(inDays(45));
    await page.locator('#event-city').fill('Lititz');
    await page.select('#event-state', 'PA');
    await page.locator('#event-cost').fill('45');
    await page.select('#event-isIndoor', 'indoor');
    await page.locator('#event-description').fill('Two hours of stick skills for U14 field hockey players.');
    await fillSender(page, sender);
    await sendAndConfirm(visit, 'en', sender);
    expect(problems).toEqual([]);

    const draft = await publishAsAdmin('en', name);
    expect(draft).toContain('Dana Kim (dana@lititz-hockey.example)');
    expect(draft).toContain('through the form, in English');
  }, 150_000);

  it('in Spanish on a phone, an organizer fills in the form by hand and confirms by mail; an admin reading Spanish publishes it', async () => {
    const sender = { name: 'Ana Ruiz', email: 'ana@york-hockey.example' };
    const name = 'York Spring Ladder League';
    const visit = await session.visit({ viewport: phone, bypassCsp: true });
    const { page, problems } = visit;
    await openSubmitPage(visit, 'es');
    await waitForText(page, 'Un administrador revisa cada evento antes de publicarlo, y confirmarás tu envío por correo electrónico.');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    await page.locator('#event-name').fill(name);
    await page.select('#event-eventType', 'Tournament');
    await page.select('#event-ageLevel', 'U16');
    await page.locator('#event-startDate').fill(inDays(50));
    await page.locator('#event-endDate').fill(inDays(49));
    await page.locator('#event-city').fill('York');
    await page.select('#event-state', 'PA');
    await fillSender(page, sender);
    await page.locator(byRole('button', 'Enviar para revisión')).click();
    await waitForText(page, 'No puede ser anterior a la fecha de inicio');
    // Correcting the mistake keeps everything else typed.
    await page.locator('#event-endDate').fill(inDays(51));
    expect(await formValues(page, ['event-name', 'event-city', 'sender-email'])).toEqual({ 'event-name': name, 'event-city': 'York', 'sender-email': sender.email });
    expect(await seriousViolations(page)).toEqual([]);
    await sendAndConfirm(visit, 'es', sender);
    expect(problems).toEqual([]);

    const draft = await publishAsAdmin('es', name);
    expect(draft).toContain('Ana Ruiz (ana@york-hockey.example)');
    expect(draft).toContain('con el formulario, en español');
  }, 150_000);

  it('an organizer attaches a PDF flyer: the form comes back filled in from it, and the admin sees the flyer', async () => {
    const sender = { name: 'Shore Stix Field Hockey', email: 'coach@shorestix.example' };
    const flyer = join(files, 'id-camp-flyer.pdf');
    await writeFile(
      flyer,
      pdfOf([
        [
          { text: 'Shore Stix Spring Field Hockey ID Camp', size: 24 },
          `Date: ${usDate(campDay)}`,
          'Location: Hershey, PA',
          'Cost: $150 per player',
          'Open to high school field hockey players, grades 9-12',
          'Register: https://shorestix.example/id-camp',
        ],
      ]),
    );
    const visit = await session.visit({ viewport: desktop, bypassCsp: true });
    const { page, problems } = visit;
    await openSubmitPage(visit, 'en');
    const input = await page.$('input#read-file');
    if (!input) throw new Error('the page has no file input');
    await input.uploadFile(flyer);
    await page.locator(byRole('button', 'Read my file')).click();
    await waitForText(page, 'We filled in the form from your file.', 60_000);

    const read = ['event-name', 'event-eventType', 'event-ageLevel', 'event-startDate', 'event-city', 'event-state', 'event-cost', 'event-registrationLink'];
    expect(await formValues(page, read)).toEqual({
      'event-name': 'Shore Stix Spring Field Hockey ID Camp',
      'event-eventType': 'ID Camp',
      'event-ageLevel': 'U19',
      'event-startDate': campDay,
      'event-city': 'Hershey',
      'event-state': 'PA',
      'event-cost': '150',
      'event-registrationLink': 'https://shorestix.example/id-camp',
    });
    // Each value says the text it was read from.
    expect(await page.$eval('#event-cost-found', (note) => note.textContent)).toMatch(/^Read from “[^”]*\$150[^”]*”$/);
    expect(await seriousViolations(page)).toEqual([]);

    await fillSender(page, sender);
    await sendAndConfirm(visit, 'en', sender);
    expect(problems).toEqual([]);

    const draft = await publishAsAdmin('en', 'Shore Stix Spring Field Hockey ID Camp');
    expect(draft).toContain('Shore Stix Field Hockey (coach@shorestix.example)');
    expect(draft).toContain('from a file, in English');
    expect(draft).toContain('id-camp-flyer.pdf');
  }, 150_000);

  it('an organizer pastes their event page’s link: the form comes back filled in from the page, and the admin sees the link', async () => {
    const sender = { name: 'Keystone Hockey', email: 'events@keystone-hockey.example' };
    const link = `${site.url}/fall-showcase`;
    const visit = await session.visit({ viewport: desktop, bypassCsp: true });
    const { page, problems } = visit;
    await openSubmitPage(visit, 'en');
    await page.locator('#read-link').fill(link);
    await page.locator(byRole('button', 'Read my page')).click();
    await waitForText(page, 'We filled in the form from your page.', 60_000);

    expect(await formValues(page, ['event-name', 'event-eventType', 'event-ageLevel', 'event-startDate', 'event-city', 'event-state', 'event-cost'])).toEqual({
      'event-name': 'Keystone Fall Field Hockey Showcase',
      'event-eventType': 'Showcase',
      'event-ageLevel': 'U19',
      'event-startDate': inDays(75),
      'event-city': 'State College',
      'event-state': 'PA',
      'event-cost': '95',
    });
    // The organizer corrects what the page left out.
    await page.select('#event-isIndoor', 'outdoor');
    await fillSender(page, sender);
    await sendAndConfirm(visit, 'en', sender);
    expect(problems).toEqual([]);

    const draft = await publishAsAdmin('en', 'Keystone Fall Field Hockey Showcase');
    expect(draft).toContain('from a link, in English');
    expect(draft).toContain(link);
  }, 150_000);
});
