import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, setUpTestApi } from '../../../../test/test-api';
import { aLockedEvent, anEvent, inDays } from '../catalog-fixtures';

const api = setUpTestApi();

function answer({ user = aUser(), saved = [] as unknown[], events = [] as unknown[], count = 0 } = {}) {
  api.on('GET /api/user', { status: 200, body: user });
  api.on('GET /api/saved-events', { status: 200, body: saved });
  api.on('GET /api/events', { status: 200, body: events });
  api.on('GET /api/stats/events-count', { status: 200, body: { count } });
}

/** The value of the stat card with this label. */
function stat(label: string): string | null | undefined {
  const stats = screen.getByRole('region', { name: 'Your overview' });
  return within(stats).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const upgradeTitle = 'Unlock every event';

describe('dashboard', () => {
  it('shows the four stat cards', async () => {
    answer({
      saved: [anEvent({ isSaved: true }), aLockedEvent(), anEvent({ startDate: inDays(-40), isSaved: true })],
      events: [anEvent({ startDate: inDays(2) }), aLockedEvent(), aLockedEvent(), anEvent({ startDate: inDays(9) })],
      count: 1234,
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(stat('Saved Events')).toBe('3');
    expect(stat('Upcoming Events')).toBe('2');
    expect(stat('Access Level')).toBe('Sample');
    expect(stat('Total Available Events')).toBe('1,234');
  });

  it('lists at most five upcoming unlocked events and links to all of them', async () => {
    const events = [
      anEvent({ name: 'Yesterday Camp', startDate: inDays(-1) }),
      aLockedEvent({ startDate: inDays(1) }),
      ...[1, 2, 3, 4, 5, 6].map((day) => anEvent({ id: `soon-${day}`, name: `Soon ${day}`, startDate: inDays(day) })),
    ];
    answer({ user: aSubscriber('pro'), events });
    renderApp('/dashboard');

    const section = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(await within(section).findAllByRole('article')).toHaveLength(5);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Soon 1',
      'Soon 2',
      'Soon 3',
      'Soon 4',
      'Soon 5',
    ]);
    expect(within(section).getByRole('link', { name: 'Soon 1' })).toHaveAttribute('href', '/events/soon-1');
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/events');
    expect(stat('Upcoming Events')).toBe('6');
    expect(stat('Access Level')).toBe('Pro');
  });

  it('says "No upcoming events" when there are none to show', async () => {
    answer({ events: [aLockedEvent(), aLockedEvent()] });
    renderApp('/dashboard');

    const section = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(await within(section).findByText('No upcoming events')).toBeInTheDocument();
  });

  it.each([
    ['a free account', true, aUser()],
    ['a cancelled subscription', true, aUser({ subscriptionStatus: 'cancelled' })],
    ['a cancelled one still known to the payment provider', false, aUser({ subscriptionStatus: 'cancelled', stripeSubscriptionId: 'sub_1' })],
    ['an active subscription', false, aSubscriber('basic')],
    ['a payment past due', false, aSubscriber('pro', { subscriptionStatus: 'past_due' })],
  ])('given %s, offers the upgrade card: %s', async (_case, offered, user) => {
    answer({ user });
    renderApp('/dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    if (offered) {
      const card = screen.getByRole('region', { name: upgradeTitle });
      expect(within(card).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/profile');
    } else {
      expect(screen.queryByRole('region', { name: upgradeTitle })).not.toBeInTheDocument();
    }
  });

  it.each([['sample', aUser()], ['basic', aSubscriber('basic')], ['pro', aSubscriber('pro')]])(
    'links a %s user to the statistics and insights',
    async (_level, user) => {
      answer({ user });
      renderApp('/dashboard');

      const card = await screen.findByRole('region', { name: 'Statistics and insights' });
      expect(within(card).getByRole('link', { name: 'Statistics and insights' })).toHaveAttribute('href', '/insights');
    },
  );

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    answer({ user: aSubscriber('basic'), count: 87 });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Tu resumen' });
    expect(within(stats).getByText('Básico')).toBeInTheDocument();
    expect(await within(stats).findByText('87')).toBeInTheDocument();
    expect(await screen.findByText('No hay próximos eventos')).toBeInTheDocument();
  });
});
