import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import type { SubscriptionSummary } from '../api/get-subscription';
import { hostedPage } from '../hosted-page';
import { aGrantedSummary, aNotificationSettings, aSampleSummary, aSubscriptionSummary } from '../profile-fixtures';

const api = setUpTestApi();

const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_1';
const portalUrl = 'https://billing.stripe.com/p/session/test_1';

let leftFor: jest.SpiedFunction<typeof hostedPage.open>;
beforeEach(() => {
  leftFor = jest.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
});
afterEach(() => leftFor.mockRestore());

function answer(summary: SubscriptionSummary, user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
  api.on('GET /api/subscription', { status: 200, body: summary });
  // The profile's other cards, so that only this card's alerts show.
  api.on('GET /api/notification-preferences', { status: 200, body: aNotificationSettings(summary.accessLevel) });
  api.on('GET /api/calendar-feed', { status: 200, body: { feed: null } });
}

async function subscriptionCard() {
  const card = await screen.findByRole('region', { name: 'Subscription' });
  await waitFor(() => expect(card).not.toHaveAttribute('aria-busy', 'true'));
  return card;
}

const posted = (path: string) => api.calls.filter((call) => call.method === 'POST' && call.path === path);

/** The destructive toast with this title, once it shows. */
async function errorToast(title: string) {
  const toast = (await screen.findByText(title)).closest('[data-sonner-toast]');
  expect(toast).toHaveAttribute('data-type', 'error');
  return toast as HTMLElement;
}

describe('subscription card, sample access', () => {
  it('given a sample user, when the profile opens, then the upgrade flow offers Basic and Pro with their prices', async () => {
    answer(aSampleSummary());
    renderApp('/profile');

    const card = await subscriptionCard();
    expect(within(card).getByText('Sample Access')).toBeInTheDocument();
    const plans = within(card).getByRole('radiogroup', { name: 'Choose a plan' });
    const basic = within(plans).getByRole('radio', { name: 'Basic $18/month' });
    const pro = within(plans).getByRole('radio', { name: 'Pro $28/month' });
    expect(basic).toBeChecked();
    expect(basic).toHaveAccessibleDescription('The full event database for the next 3 months: save events, see conflicts and get the weekly digest.');
    expect(pro).toHaveAccessibleDescription(/^Everything in Basic plus the full year, 2 years of past events/);
    expect(within(card).getByRole('textbox', { name: 'Discount code (optional)' })).toHaveValue('');
    expect(within(card).getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
  });

  it('given Pro and the code "  founder50 ", when continuing, then FOUNDER50 is sent and the browser goes to checkout', async () => {
    answer(aSampleSummary());
    const reply = heldReply();
    api.on('POST /api/create-subscription', reply.handler);
    renderApp('/profile');

    const card = await subscriptionCard();
    fireEvent.click(within(card).getByRole('radio', { name: /Pro/ }));
    const code = within(card).getByRole('textbox', { name: 'Discount code (optional)' });
    fireEvent.change(code, { target: { value: '  founder50 ' } });
    expect(code).toHaveValue('  FOUNDER50 ');
    fireEvent.click(within(card).getByRole('button', { name: 'Continue to checkout' }));

    expect(await within(card).findByRole('button', { name: 'Redirecting to checkout…' })).toBeDisabled();
    reply.release({ status: 200, body: { url: checkoutUrl } });

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(checkoutUrl));
    expect(posted('/api/create-subscription').map((call) => call.body)).toStrictEqual([
      { planType: 'pro', discountCode: 'FOUNDER50' },
    ]);
    expect(within(card).getByRole('button', { name: 'Redirecting to checkout…' })).toBeDisabled();
  });

  it('given no discount code, when continuing, then the request has no discountCode at all', async () => {
    answer(aSampleSummary());
    api.on('POST /api/create-subscription', { status: 200, body: { url: checkoutUrl } });
    renderApp('/profile');

    const card = await subscriptionCard();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Discount code (optional)' }), { target: { value: '   ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(checkoutUrl));
    expect(posted('/api/create-subscription').map((call) => call.body)).toStrictEqual([{ planType: 'basic' }]);
  });

  it("given an unknown code, when the server refuses it, then a destructive toast says the server's message", async () => {
    answer(aSampleSummary());
    api.on('POST /api/create-subscription', { status: 400, body: { message: 'Invalid discount code' } });
    renderApp('/profile');

    const card = await subscriptionCard();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Discount code (optional)' }), { target: { value: 'nope' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Continue to checkout' }));

    const toast = await errorToast('Error');
    expect(toast).toHaveTextContent('Invalid discount code');
    expect(leftFor).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
  });

  it('given a subscription that ended, when the profile opens, then it says when and offers the plans again', async () => {
    answer(aSampleSummary({ status: 'cancelled', planType: 'pro', endedAt: '2026-06-01T12:00:00.000Z', hasBillingAccount: true }));
    renderApp('/profile');

    const card = await subscriptionCard();
    expect(within(card).getByText('Sample Access')).toBeInTheDocument();
    expect(within(card).getByText('Your subscription ended on Jun 1, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('radiogroup', { name: 'Choose a plan' })).toBeInTheDocument();
  });

  it('given a server without payments, when the profile opens, then it says so and checkout cannot start', async () => {
    answer(aSampleSummary({ paymentsConfigured: false }));
    renderApp('/profile');

    const card = await subscriptionCard();
    expect(within(card).getByText('Online payments are not available on this server right now.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  });
});

describe('subscription card, a plan in force', () => {
  it('given an active Pro subscription, when the profile opens, then it shows the plan, its status and renewal day', async () => {
    answer(aSubscriptionSummary('pro'), aSubscriber('pro'));
    renderApp('/profile');

    const card = await subscriptionCard();
    expect(within(card).getByText('Pro Plan')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Renews on Jul 15, 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['Manage subscription', 'Cancel subscription'])(
    'given an active subscription, when "%s" is pressed, then the browser goes to the billing portal',
    async (button) => {
      answer(aSubscriptionSummary('basic'), aSubscriber('basic'));
      api.on('POST /api/create-portal-session', { status: 200, body: { url: portalUrl } });
      renderApp('/profile');

      const card = await subscriptionCard();
      fireEvent.click(within(card).getByRole('button', { name: button }));

      await waitFor(() => expect(leftFor).toHaveBeenCalledWith(portalUrl));
      expect(posted('/api/create-portal-session')).toHaveLength(1);
      expect(within(card).getByRole('button', { name: 'Opening the billing portal…' })).toBeDisabled();
    },
  );

  it('given a cancellation at the end of the period, when the profile opens, then it says when access ends', async () => {
    answer(aSubscriptionSummary('pro', { cancelAtPeriodEnd: true }), aSubscriber('pro'));
    renderApp('/profile');

    const card = await subscriptionCard();
    expect(within(card).getByText('Access ends on Jul 15, 2026')).toBeInTheDocument();
    expect(within(card).queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('given a failed payment, when the profile opens, then an alert leads to the portal to update the card', async () => {
    answer(aSubscriptionSummary('pro', { status: 'past_due' }), aSubscriber('pro', { subscriptionStatus: 'past_due' }));
    api.on('POST /api/create-portal-session', { status: 200, body: { url: portalUrl } });
    renderApp('/profile');

    const card = await subscriptionCard();
    const alert = within(card).getByRole('alert');
    expect(alert).toHaveTextContent('Your last payment failed. Update your payment method to keep your access.');
    expect(within(card).getByText('Past due')).toBeInTheDocument();
    // The layout's banner is left out here: the card says it, next to the button that fixes it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Update payment method' }));

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(portalUrl));
  });

  it('given the portal is refused, when "Manage subscription" is pressed, then a destructive toast says why', async () => {
    answer(aSubscriptionSummary('pro'), aSubscriber('pro'));
    api.on('POST /api/create-portal-session', { status: 503, body: { message: 'Payments are not configured on this server' } });
    renderApp('/profile');

    const card = await subscriptionCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Manage subscription' }));

    expect(await errorToast('Error')).toHaveTextContent('Payments are not configured on this server');
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('given access granted until a day, when the profile opens, then it shows that day and no billing buttons', async () => {
    answer(aGrantedSummary('basic', '2026-12-31'), aUser({ accessLevel: 'basic' }));
    renderApp('/profile');

    const card = await subscriptionCard();
    expect(within(card).getByText('Basic Plan')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Access granted until Dec 31, 2026')).toBeInTheDocument();
    expect(within(card).getByText(/This access was granted by our team/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('given access granted with no end, when the profile opens, then it says "until further notice"', async () => {
    answer(aGrantedSummary('pro', null), aUser({ accessLevel: 'pro' }));
    renderApp('/profile');

    expect(await within(await subscriptionCard()).findByText('Access granted until further notice')).toBeInTheDocument();
  });

  it('given a server without payments, when a subscriber opens the profile, then the portal buttons are disabled', async () => {
    answer(aSubscriptionSummary('pro', { paymentsConfigured: false }), aSubscriber('pro'));
    renderApp('/profile');

    const card = await subscriptionCard();
    expect(within(card).getByRole('button', { name: 'Manage subscription' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
  });

  it('given the summary fails to load, when the profile opens, then it says why', async () => {
    api.on('GET /api/user', { status: 200, body: aUser() });
    api.on('GET /api/subscription', { status: 500, body: { message: 'Read store is rebuilding' } });
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Error loading your subscription: Read store is rebuilding');
  });
});

describe('subscription card, back from checkout', () => {
  it('given a successful checkout, when the plan turns active, then it says so and refreshes the current user and the Pro cards', async () => {
    let asked = 0;
    api.on('GET /api/user', () => ({ status: 200, body: asked > 1 ? aSubscriber('pro') : aUser() }));
    api.on('GET /api/subscription', () => {
      asked += 1;
      return { status: 200, body: asked > 1 ? aSubscriptionSummary('pro') : aSampleSummary() };
    });
    api.on('GET /api/notification-preferences', () => ({ status: 200, body: aNotificationSettings(asked > 1 ? 'pro' : 'sample') }));
    api.on('GET /api/calendar-feed', { status: 200, body: { feed: null } });
    const { router } = renderApp('/profile?checkout=success&session_id=cs_test_1');

    const card = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(card).findByText('Thank you! Your subscription is being activated…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(router.state.location.search).toBe(''));

    expect(await within(card).findByText('Your Pro plan is active.', undefined, { timeout: 5000 })).toHaveAttribute('role', 'status');
    expect(within(card).getByText('Pro Plan')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user')).toHaveLength(2));
    expect(asked).toBe(2);
    expect(await screen.findByRole('button', { name: 'Create my calendar feed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Change alerts' })).toBeEnabled());
  });

  it('given a cancelled checkout, when back on the profile, then it says nothing was charged, once', async () => {
    answer(aSampleSummary());
    const { router } = renderApp('/profile?checkout=cancelled');

    const card = await subscriptionCard();
    expect(within(card).getByRole('status')).toHaveTextContent('Checkout cancelled. You have not been charged.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(card).getByRole('radiogroup', { name: 'Choose a plan' })).toBeInTheDocument();
  });
});
