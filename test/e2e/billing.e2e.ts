import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { type StripeStandIn, startStripeStandIn, stripeEnv } from '../support/stripe-stand-in.js';
import { deliverSigned, invoiceObject, nowSeconds, stripeEvent, stripeId, subscriptionObject } from '../support/stripe-webhooks.js';
import { seriousViolations } from './support/axe.js';
import { browserSession } from './support/session.js';

let stripe: StripeStandIn | undefined;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe?.close());

// The server starts after the stand-in (hooks run in the order they are registered) and talks to it.
const session = browserSession(() => {
  if (!stripe) throw new Error('the Stripe stand-in did not start');
  return stripeEnv(stripe);
});

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

async function signUp(page: Page, url: (path: string) => string, name: string): Promise<string> {
  await page.goto(url('/'), { waitUntil: 'networkidle0' });
  const answer = await page.evaluate(async (username) => {
    const response = await fetch('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'field-hockey-2025', ageConfirmed: true }),
    });
    return { status: response.status, body: (await response.json()) as { id: string } };
  }, name);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

function cardsOf(page: Page): Promise<{ locked: number; unlocked: number }> {
  return page.$$eval('ul[aria-label="Events"] article', (articles) => ({
    locked: articles.filter((article) => article.classList.contains('event-card--locked')).length,
    unlocked: articles.filter((article) => !article.classList.contains('event-card--locked')).length,
  }));
}

describe('upgrading in a browser', () => {
  it('sends a sample user to Stripe Checkout; after the signed webhook the profile shows Pro and the events unlock', async () => {
    const { page, problems, url } = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
    const userId = await signUp(page, url, 'e2e_upgrader');
    await page.goto(url('/events'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('list', 'Events'));
    expect((await cardsOf(page)).unlocked).toBe(1);

    await page.goto(url('/profile'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('heading', 'Subscription'));
    await page.waitForSelector('::-p-text(Sample Access)');
    expect(await seriousViolations(page)).toEqual([]);

    const pro = await page.waitForSelector(byRole('radio', 'Pro $28/month'));
    await pro?.click();
    await page.type('::-p-aria([name="Discount code (optional)"])', ' founder50');
    await Promise.all([page.waitForNavigation(), page.click(byRole('button', 'Continue to checkout'))]);
    const standIn = stripe as StripeStandIn;
    expect(page.url()).toMatch(new RegExp(`^${standIn.url}/checkout/cs_test_`));
    const checkout = standIn.requests.find((request) => request.path === '/v1/checkout/sessions' && request.body.client_reference_id === userId);
    expect(checkout?.body).toEqual(expect.objectContaining({ 'discounts[0][promotion_code]': 'promo_founder50', 'metadata[planType]': 'pro' }));

    // Stripe would now take the payment and call the webhook; the browser returns to the success URL.
    const subscription = subscriptionObject({ id: stripeId('sub'), customer: checkout?.body.customer as string, plan: 'pro' });
    expect((await deliverSigned(session.baseUrl(), stripeEvent('customer.subscription.created', subscription))).status).toBe(200);
    await page.goto(url('/profile?checkout=success&session_id=cs_test_1'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('::-p-text(Pro Plan)');
    await page.waitForSelector(byRole('button', 'Manage subscription'));

    await page.goto(url('/events'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('list', 'Events'));
    expect((await cardsOf(page)).unlocked).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('shows a past_due subscriber the banner and a cancelled one the sample screens, both clear of serious axe findings', async () => {
    const { page, problems, url } = await session.visit({ viewport: { width: 1280, height: 900 }, bypassCsp: true });
    const userId = await signUp(page, url, 'e2e_renewal_failed');
    await page.goto(url('/profile'), { waitUntil: 'networkidle0' });
    await page.locator(byRole('radio', 'Pro $28/month')).click();
    await Promise.all([page.waitForNavigation(), page.click(byRole('button', 'Continue to checkout'))]);
    const checkout = (stripe as StripeStandIn).requests.find(
      (request) => request.path === '/v1/checkout/sessions' && request.body.client_reference_id === userId,
    );
    const customer = checkout?.body.customer as string;
    const subscription = stripeId('sub');
    const at = nowSeconds() - 60;
    const deliver = async (event: Parameters<typeof deliverSigned>[1]) => expect((await deliverSigned(session.baseUrl(), event)).status).toBe(200);
    await deliver(stripeEvent('customer.subscription.created', subscriptionObject({ id: subscription, customer, plan: 'pro' }), { created: at }));

    // The renewal fails: Stripe retries, the plan stays Pro, and every signed-in page but the profile says so.
    await deliver(stripeEvent('invoice.payment_failed', invoiceObject({ customer, subscription, amount: 2800 }), { created: at + 5 }));
    await page.goto(url('/dashboard'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('link', 'Fix payment'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(url('/events'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('list', 'Events'));
    expect((await cardsOf(page)).unlocked).toBeGreaterThan(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(url('/profile'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('button', 'Update payment method'));
    expect(await seriousViolations(page)).toEqual([]);

    // Stripe gives up and deletes the subscription: back to the sample, no banner.
    const ended = subscriptionObject({ id: subscription, customer, plan: 'pro', status: 'canceled', endedAt: at + 10 });
    await deliver(stripeEvent('customer.subscription.deleted', ended, { created: at + 10 }));
    await page.goto(url('/events'), { waitUntil: 'networkidle0' });
    await page.waitForSelector(byRole('list', 'Events'));
    expect((await cardsOf(page)).unlocked).toBe(1);
    expect(await page.$('.past-due-banner')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(url('/profile'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('::-p-text(Your subscription ended on)');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
