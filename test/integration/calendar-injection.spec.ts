import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import request from 'supertest';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, generousLimits } from './accounts-support.js';
import { adminEnv, inDays, signedInAdmin, userAt } from './catalog-support.js';

type Listed = { id: string; name: string; description: string | null; city: string; organizer: string | null; registrationLink: string | null };

/**
 * A CSV file (as an admin might import one from an organizer) whose cells carry line breaks and a whole calendar event
 * after them: once stored, no calendar file or feed the product writes may hold a line the file put there.
 */
describe('Calendar injection through event fields (the real app over HTTP)', () => {
  let server: TestApp;
  let admin: Browser;
  const injected = 'BEGIN:VEVENT\r\nSUMMARY:Free money\r\nURL:https://evil.example/\r\nEND:VEVENT';
  const header = 'name,description,eventType,startDate,city,state,ageLevel,organizer,registrationLink';
  const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const row = [
    quoted(`Injected Showcase\r\n${injected}`),
    quoted(`Two days of games.\r\nBring a stick.\u0007\r\n${injected}`),
    'Showcase',
    inDays(20),
    quoted('Lancaster\rX-INJECTED:city'),
    'PA',
    'U19',
    quoted('Lineup\u0000\u001b[31m\nX-INJECTED:organizer'),
    quoted(`https://lineup.example/register?event=1\r\n${injected}`),
  ].join(',');

  /** Every property line of an unfolded calendar file, by name. */
  const propertyNames = (ics: string) =>
    ics
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(/[:;]/, 1)[0]);

  beforeAll(async () => {
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)], env: { ...adminEnv, SEED_DEMO: 'false' } });
    admin = await signedInAdmin(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  it('given a CSV row whose cells carry CR/LF and a calendar event, when imported, then the event is stored without control characters and with a canonical link, and neither its .ics nor the Pro feed carries an injected line', async () => {
    const imported = await admin.postText('/api/admin/events/import', `${header}\r\n${row}\r\n`, 'text/csv').expect(200);
    expect(imported.body).toMatchObject({ added: 1, rejected: 0 });

    const event = ((await admin.get('/api/events').expect(200)).body as Listed[]).find((listed) => listed.name.startsWith('Injected Showcase'));
    expect(event).toBeDefined();
    const { id } = event as Listed;
    expect(event).toMatchObject({
      name: 'Injected Showcase BEGIN:VEVENT SUMMARY:Free money URL:https://evil.example/ END:VEVENT',
      city: 'Lancaster X-INJECTED:city',
      organizer: 'Lineup[31m X-INJECTED:organizer',
      description: 'Two days of games.\nBring a stick.\nBEGIN:VEVENT\nSUMMARY:Free money\nURL:https://evil.example/\nEND:VEVENT',
      registrationLink: 'https://lineup.example/register?event=1BEGIN:VEVENTSUMMARY:Free%20moneyURL:https://evil.example/END:VEVENT',
    });
    for (const value of Object.values(event as Listed)) {
      if (typeof value === 'string') expect([...value].filter((char) => char !== '\n' && (char < ' ' || char === '\u007f'))).toEqual([]);
    }

    const pro = await userAt(server.url, admin, 'pro');
    const download = await pro.client.get(`/api/events/${id}/calendar`).expect(200);
    await pro.client.post(`/api/saved-events/${id}`).expect(200);
    const feedUrl = ((await pro.client.post('/api/calendar-feed').expect(200)).body as { feed: { url: string } }).feed.url;
    const feed = await request(server.url).get(new URL(feedUrl).pathname).expect(200);

    for (const ics of [download.text, feed.text]) {
      expect(propertyNames(ics).filter((name) => name === 'BEGIN' || name === 'END')).toEqual(['BEGIN', 'BEGIN', 'END', 'END']);
      expect(propertyNames(ics).filter((name) => name.startsWith('X-INJECTED'))).toEqual([]);
      // No bare CR or LF anywhere: every line ends in CRLF.
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const vevents = new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      expect(String(vevents[0].getFirstPropertyValue('summary'))).toBe('Injected Showcase BEGIN:VEVENT SUMMARY:Free money URL:https://evil.example/ END:VEVENT');
      expect(String(vevents[0].getFirstPropertyValue('url'))).toBe(
        'https://lineup.example/register?event=1BEGIN:VEVENTSUMMARY:Free%20moneyURL:https://evil.example/END:VEVENT',
      );
    }
  });
});
