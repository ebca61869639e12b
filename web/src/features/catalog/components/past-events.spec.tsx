import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, setUpTestApi } from '../../../../test/test-api';
import { addYears, monthOf } from '../calendar-date';
import { aLockedEvent, anEvent, inDays } from '../catalog-fixtures';

const api = setUpTestApi();

function signIn(user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
}

function eventRequests(): string[] {
  return api.calls.filter((call) => call.method === 'GET' && /^\/api\/events(\?|$)/.test(call.path)).map((call) => call.path);
}

const yesterday = inDays(-1);
const twoYearsAgo = addYears(inDays(0), -2);
const pastQuery = `startDate=${twoYearsAgo}&endDate=${yesterday}`;

const upcoming = anEvent({ name: 'Next Month Showcase', startDate: inDays(30) });
const lastYear = anEvent({ name: 'Last Year Clinic', startDate: inDays(-365) });
const lastWeek = anEvent({ name: 'Last Week Camp', startDate: yesterday });

function answerByPeriod() {
  api.on('GET /api/events', (call) => ({
    status: 200,
    // The server lists by start date, oldest first.
    body: call.path.includes('endDate=') ? [lastYear, lastWeek] : [upcoming],
  }));
}

describe('past events', () => {
  it('lets Pro switch to the last two years up to yesterday, most recent first, kept in the URL', async () => {
    signIn(aSubscriber('pro'));
    answerByPeriod();
    const { router } = renderApp('/events');
    await screen.findByRole('link', { name: 'Next Month Showcase' });
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(period).getByRole('button', { name: 'Past events' }));

    await waitFor(() => expect(eventRequests().at(-1)).toBe(`/api/events?${pastQuery}`));
    await screen.findByRole('link', { name: 'Last Week Camp' });
    const list = screen.getByRole('list', { name: 'Events' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Last Week Camp',
      'Last Year Clinic',
    ]);
    expect(within(period).getByRole('button', { name: 'Past events' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?period=past');
  });

  it('sends the active filters along, the dates narrowed to the past', async () => {
    signIn(aSubscriber('pro'));
    answerByPeriod();
    renderApp(`/events?period=past&state=PA&eventType=Clinic&endDate=${inDays(30)}`);

    await waitFor(() => expect(eventRequests()).toEqual([`/api/events?state=PA&eventType=Clinic&${pastQuery}`]));
  });

  it('shows past events in the calendar, opening at yesterday’s month', async () => {
    signIn(aSubscriber('pro'));
    answerByPeriod();
    renderApp('/events?period=past&view=calendar');

    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${monthOf(yesterday)}-01T00:00:00Z`));
    expect(await screen.findByRole('heading', { level: 2, name: month })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'Last Week Camp' })).toBeInTheDocument();
  });

  it.each([['sample', aUser()], ['basic', aSubscriber('basic')]])(
    'offers %s the past only as a disabled choice, included in Pro, and never asks for it',
    async (_level, user) => {
      signIn(user);
      answerByPeriod();
      renderApp('/events?period=past');

      await screen.findByRole('link', { name: 'Next Month Showcase' });
      const period = screen.getByRole('group', { name: 'Period' });
      expect(within(period).getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
      const past = within(period).getByRole('button', { name: 'Past events' });
      expect(past).toBeDisabled();
      expect(past).toHaveAccessibleDescription('Included in Pro');
      expect(screen.getByRole('link', { name: 'Included in Pro' })).toHaveAttribute('href', '/profile');
      expect(eventRequests()).toEqual(['/api/events']);
    },
  );

  it('says "Eventos pasados" in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn(aSubscriber('pro'));
    answerByPeriod();
    renderApp('/events');

    const period = await screen.findByRole('group', { name: 'Periodo' });
    expect(within(period).getByRole('button', { name: 'Próximos' })).toBeInTheDocument();
    expect(within(period).getByRole('button', { name: 'Eventos pasados' })).toBeInTheDocument();
  });
});

describe('events new this week', () => {
  it('tells Basic a locked event listed this week is included in Pro, with the same way to upgrade', async () => {
    signIn(aSubscriber('basic'));
    api.on('GET /api/events', {
      status: 200,
      body: [aLockedEvent({ eventType: 'Clinic', state: 'NJ', newThisWeek: true }), aLockedEvent({ eventType: 'ID Camp', state: 'MD' })],
    });
    renderApp('/events');

    const [fresh, later] = within(await screen.findByRole('list', { name: 'Events' })).getAllByRole('article');
    expect(fresh).toHaveAccessibleName(/^Locked Clinic event in NJ on /);
    expect(within(fresh).getByText('New this week — included in Pro')).toBeInTheDocument();
    expect(within(fresh).queryByText('Upgrade to View')).not.toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/profile');
    expect(within(later).getByText('Upgrade to View')).toBeInTheDocument();
    expect(within(later).queryByText('New this week — included in Pro')).not.toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn(aSubscriber('basic'));
    api.on('GET /api/events', { status: 200, body: [aLockedEvent({ newThisWeek: true })] });
    renderApp('/events');

    expect(await screen.findByText('Nuevo esta semana: incluido en Pro')).toBeInTheDocument();
  });
});
