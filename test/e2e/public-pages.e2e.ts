import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { axeViolations } from './support/axe.js';
import { browserSession } from './support/session.js';

const faqQuestions = [
  'Where do the events come from?',
  'What is the difference between Basic and Pro?',
  'Is there a free trial?',
  'Can I cancel anytime?',
  'Which events are included?',
  'I organize events. How do I get them listed?',
];

const { visit } = browserSession();

/** The h1 and h2 headings inside <main>, in document order: the page's sections as a reader meets them. */
function sectionHeadings(page: Page): Promise<string[]> {
  return page.$$eval('main h1, main h2', (headings) => headings.map((heading) => heading.textContent ?? ''));
}

function expandedQuestions(page: Page): Promise<string[]> {
  return page.$$eval('#main button[aria-expanded="true"]', (buttons) => buttons.map((button) => button.textContent ?? ''));
}

/** Whether the answer panel labelled by a question is rendered and takes up space on screen. */
function answerIsVisible(page: Page, question: string): Promise<boolean> {
  return page.evaluate((name) => {
    const button = [...document.querySelectorAll('#main button[aria-expanded]')].find((b) => b.textContent === name);
    if (!button) throw new Error(`no question "${name}"`);
    const panel = document.querySelector(`[role="region"][aria-labelledby="${button.id}"]`);
    if (!(panel instanceof HTMLElement) || panel.hidden) return false;
    return panel.getBoundingClientRect().height > 0;
  }, question);
}


describe('public pages in a browser', () => {
  it('translates the whole landing page when ES is clicked and keeps Spanish after a reload', async () => {
    const { page, problems, url } = await visit();
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('main h2');
    expect(await sectionHeadings(page)).toEqual([
      'Every field hockey recruiting event in one place',
      'The recruiting calendar at a glance',
      'Why parents use Field Hockey Events',
      'Simple, transparent pricing',
      'For Organizers',
      'Frequently asked questions',
      'Ready to plan your recruiting season?',
    ]);

    await page.locator('::-p-aria([name="ES"][role="button"])').click();
    await page.waitForSelector('::-p-aria([name="Preguntas frecuentes"][role="heading"])');
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('main h2');

    const spanish = [
      'Todos los eventos de reclutamiento de hockey sobre césped en un solo lugar',
      'El calendario de reclutamiento de un vistazo',
      'Por qué las familias usan Field Hockey Events',
      'Precios simples y transparentes',
      'Para organizadores',
      'Preguntas frecuentes',
      '¿Listo para planificar tu temporada de reclutamiento?',
    ];
    expect(await sectionHeadings(page)).toEqual(spanish);
    expect(await page.$eval('html', (html) => html.lang)).toBe('es');
    expect(await page.$eval('footer', (footer) => footer.textContent)).toContain('Política de reembolso');
    expect(await page.title()).toBe('Field Hockey Events: todos los eventos de reclutamiento en un solo lugar');
    expect(problems).toEqual([]);
  });

  it('shows the server count of upcoming events (the demo catalog on a new server) with 50 states and 25+ organizers', async () => {
    const { page, problems, url } = await visit();
    const countAnswer = page.waitForResponse((response) => response.url().endsWith('/api/stats/events-count'));
    await page.goto(url('/'), { waitUntil: 'networkidle0' });

    const answer = await countAnswer;
    expect(answer.status()).toBe(200);
    const { count } = (await answer.json()) as { count: number };
    expect(count).toBeGreaterThan(60);
    const stats = await page.$$eval('.stats dd', (values) => values.map((value) => value.textContent));
    expect(stats).toEqual([String(count), '50', '25+']);
    expect(problems).toEqual([]);
  });

  it('keeps at most one FAQ answer open and closes it on a second click', async () => {
    const { page, problems, url } = await visit();
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('main h2');
    const question = (name: string) => page.locator(`::-p-aria([name="${name}"][role="button"])`);

    expect(await expandedQuestions(page)).toEqual([]);

    await question(faqQuestions[0]).click();
    expect(await expandedQuestions(page)).toEqual([faqQuestions[0]]);
    expect(await answerIsVisible(page, faqQuestions[0])).toBe(true);

    await question(faqQuestions[3]).click();
    expect(await expandedQuestions(page)).toEqual([faqQuestions[3]]);
    expect(await answerIsVisible(page, faqQuestions[0])).toBe(false);
    expect(await answerIsVisible(page, faqQuestions[3])).toBe(true);

    // The keyboard works the same way: Enter on the focused question toggles it.
    await page.keyboard.press('Enter');
    expect(await expandedQuestions(page)).toEqual([]);
    expect(await answerIsVisible(page, faqQuestions[3])).toBe(false);
    expect(problems).toEqual([]);
  });

  it('takes the For Organizers link from a legal page to the organizers section of the landing page', async () => {
    const { page, problems, url } = await visit();
    await page.goto(url('/terms'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('::-p-aria([name="Terms of Service"][role="heading"])');

    await page.locator('header ::-p-aria([name="For Organizers"][role="link"])').click();
    await page.waitForSelector('#organizers');
    await page.waitForFunction(() => {
      const top = document.getElementById('organizers')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });

    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/#organizers');
    expect(problems).toEqual([]);
  });

  it('opens a legal page from the footer at its top, with its own title', async () => {
    const { page, problems, url } = await visit();
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('main h2');

    await page.locator('footer ::-p-aria([name="Privacy Policy"][role="link"])').click();
    await page.waitForSelector('::-p-aria([name="Privacy Policy"][role="heading"])');

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe('Privacy Policy | Field Hockey Events');
    expect(await page.$eval('main time', (time) => time.parentElement?.textContent)).toBe(
      'Last updated: October 24, 2025',
    );
    expect(problems).toEqual([]);
  });

  it('serves robots.txt as text, keeping crawlers out of the API and the signed-in pages', async () => {
    const { url } = await visit();
    const response = await fetch(url('/robots.txt'));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = (await response.text()).split('\n').map((line) => line.trim());
    expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin']));
  });
});

describe('accessibility of the public pages (axe, WCAG 2 A and AA)', () => {
  const pages = [
    { path: '/', language: 'en', ready: 'main h2' },
    { path: '/', language: 'es', ready: 'main h2' },
    { path: '/terms', language: 'en', ready: 'main h1' },
    { path: '/privacy', language: 'en', ready: 'main h1' },
    { path: '/refund', language: 'en', ready: 'main h1' },
    { path: '/refund', language: 'es', ready: 'main h1' },
    { path: '/no-such-page', language: 'en', ready: 'main h1' },
  ];

  it.each(pages)('$path in $language has no serious or critical violations', async ({ path, language, ready }) => {
    const { page, url } = await visit();
    await page.setBypassCSP(true);
    await page.evaluateOnNewDocument((chosen) => window.localStorage.setItem('language', chosen), language);
    await page.goto(url(path), { waitUntil: 'networkidle0' });
    await page.waitForSelector(ready);
    // Open one FAQ answer so its panel is checked too.
    if (path === '/') await page.locator('#main button[aria-expanded]').click();

    const violations = await axeViolations(page);

    expect(await page.$eval('html', (html) => html.lang)).toBe(language);
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
    // Lesser findings are not allowed to pile up unseen either.
    expect(violations).toEqual([]);
  });
});
