import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import PostalMime from 'postal-mime';
import { AccountsOptionsModule } from '../../src/modules/accounts/accounts-options.js';
import { RetentionJob } from '../../src/modules/billing/retention/retention-job.js';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import { deliverSigned, nowSeconds, stripeEvent, stripeId, subscriptionObject } from '../support/stripe-webhooks.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type Browser, browser, generousLimits, sessionCookie, uniqueName } from './accounts-support.js';
import { adminEnv } from './catalog-support.js';

const DAY = 24 * 60 * 60;
const PASSWORD = 'green turf at dawn';

interface Member {
  id: string;
  username: string;
  email: string;
  client: Browser;
}

/** The mails in the outbox, parsed. */
async function outbox(dataDir: string): Promise<{ to: string; subject: string; text: string }[]> {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, 'outbox'));
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const mail = await PostalMime.parse(readFileSync(join(dataDir, 'outbox', name)));
      return { to: mail.to?.[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

describe('retention: accounts 90 days past their last subscription are deleted, with a warning 7 days before', () => {
  let stripe: StripeStandIn;
  let server: TestApp;
  const members: Record<'longGone' | 'dueSoon' | 'recent' | 'paying' | 'neverPaid', Member> = {} as never;

  async function register(language: 'en' | 'es' = 'en'): Promise<Member> {
    const username = uniqueName('keep');
    const email = `${username}@example.com`;
    const response = await browser(server.url).post('/api/register', { username, email, password: PASSWORD, language, ageConfirmed: true }).expect(201);
    return { id: (response.body as { id: string }).id, username, email, client: browser(server.url, sessionCookie(response)) };
  }

  /** A subscription Stripe ended `daysAgo` days ago (the end of its paid period), or one still running. */
  async function subscription(member: Member, daysAgo: number | null): Promise<void> {
    const seed = { id: stripeId('sub'), customer: stripeId('cus'), plan: 'basic' as const, userId: member.id };
    const ended = daysAgo === null ? null : nowSeconds() - daysAgo * DAY;
    const object = ended === null ? subscriptionObject(seed) : subscriptionObject({ ...seed, status: 'canceled', periodEnd: ended, endedAt: ended });
    const response = await deliverSigned(server.url, stripeEvent(ended === null ? 'customer.subscription.created' : 'customer.subscription.deleted', object));
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestApp({ imports: [AccountsOptionsModule.override(generousLimits)], env: { ...adminEnv, ...stripeEnv(stripe), PUBLIC_URL: 'http://fieldhockey.test' } });
    members.longGone = await register();
    members.dueSoon = await register('es');
    members.recent = await register();
    members.paying = await register();
    members.neverPaid = await register();
    await subscription(members.longGone, 91);
    await subscription(members.dueSoon, 85);
    await subscription(members.recent, 60);
    await subscription(members.paying, 120);
    await subscription(members.paying, null);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('deletes exactly the accounts past 90 days and mails the 7-day warning once, in the user’s language', async () => {
    const job = server.app.get(RetentionJob);
    expect(await job.run(new Date())).toEqual({ warned: 1, deleted: 1, failed: 0 });

    await members.longGone.client.get('/api/user').expect(401);
    for (const kept of [members.dueSoon, members.recent, members.paying, members.neverPaid]) await kept.client.get('/api/user').expect(200);
    const mails = await outbox(server.dataDir);
    expect(mails.map((mail) => mail.to)).toEqual([members.dueSoon.email]);
    expect(mails[0].subject).toMatch(/^Tu cuenta de Field Hockey Events se eliminará el \d+ de \w+ de \d{4}$/);
    expect(mails[0].text).toContain('http://fieldhockey.test/profile');

    // The next day's run mails nothing again and deletes nothing more; the deleted account's name is free again.
    expect(await job.run(new Date(Date.now() + DAY * 1000))).toEqual({ warned: 0, deleted: 0, failed: 0 });
    expect(await outbox(server.dataDir)).toHaveLength(1);
    await browser(server.url).post('/api/register', { username: members.longGone.username, email: members.longGone.email, password: PASSWORD, ageConfirmed: true }).expect(201);

    // The audit trail tells the warning and the deletion apart from what users and admins did.
    const admin = browser(server.url);
    await admin.post('/api/login', { username: adminEnv.ADMIN_USERNAME, password: adminEnv.ADMIN_PASSWORD }).expect(200);
    const history = (await admin.get(`/api/admin/history/users/${members.dueSoon.id}`).expect(200)).body as { entries: { type: string }[] };
    expect(history.entries[0].type).toBe('UserDeletionWarned');
  });

  it('deletes the warned account once its deadline passes, unless it subscribed again', async () => {
    const job = server.app.get(RetentionJob);
    expect(await job.run(new Date(Date.now() + 6 * DAY * 1000))).toEqual({ warned: 0, deleted: 1, failed: 0 });
    await members.dueSoon.client.get('/api/user').expect(401);
    await members.recent.client.get('/api/user').expect(200);
  });
});
