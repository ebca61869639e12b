import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import { addYears, monthOf } from '../calendar-date';
import { aLockedEvent, anEvent, inDays } from '../catalog-fixtures';

const api = setUpTestApi();

function signIn(user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
}

/**
 * The lists asked for, each as the list it is: the page asks a list's first screen first (`…&order=…&limit=24`),
 * which, when it holds the whole list, is all it asks.
 */
function eventRequests(): string[] {
  return api.calls
    .filter((call) => call.method === 'GET' && /^\/api\/events(\?|$)/.test(call.path))
    .map((call) => call.path.replace(/[?&]order=(soonest|latest)&limit=24$/, ''));
}

/** The whole list's requests, apart from its first screen's. */
function wholeListRequests(): string[] {
  return api.calls.filter((call) => call.method === 'GET' && /^\/api\/events(\?|$)/.test(call.path) && !call.path.includes('limit=')).map((call) => call.path);
}

function firstScreenRequests(): string[] {
  return api.calls.filter((call) => call.method === 'GET' && /^\/api\/events\?(.*&)?limit=/.test(call.path)).map((call) => call.path);
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
    // The server lists by start date, oldest first; `order=latest` reverses it.
    body: call.path.includes('endDate=') ? (call.path.includes('order=latest') ? [lastWeek, lastYear] : [lastYear, lastWeek]) : [upcoming],
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

describe('the first screen before the whole list', () => {
  // Thirty past events, oldest first as the server lists them; its first screen of them, latest first, says 30.
  const past = Array.from({ length: 30 }, (_, n) => anEvent({ id: `past-${n + 1}`, name: `Past Clinic ${n + 1}`, startDate: inDays(-60 + n) }));
  const firstScreen = { status: 200, body: [...past].reverse().slice(0, 24), headers: { 'X-Total-Count': '30' } };
  const headings = () => within(screen.getByRole('list', { name: 'Events' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it('shows Pro the latest past events with the whole list’s count, and the whole list once asked for', async () => {
    signIn(aSubscriber('pro'));
    const whole = heldReply();
    api.on('GET /api/events', (call) => (call.path.includes('limit=') ? firstScreen : whole.handler(call)));
    renderApp('/events?period=past');

    await screen.findByRole('link', { name: 'Past Clinic 30' });
    expect(firstScreenRequests()).toEqual([`/api/events?${pastQuery}&order=latest&limit=24`]);
    expect(headings().slice(0, 3)).toEqual(['Past Clinic 30', 'Past Clinic 29', 'Past Clinic 28']);
    expect(screen.getByText('30 events')).toBeInTheDocument();
    // Each card says where it stands in the whole list.
    const list = screen.getByRole('list', { name: 'Events' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '30');
    // The whole list waits until the user reaches for more than the first screen.
    expect(wholeListRequests()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Show all 30 events' }));

    await waitFor(() => expect(wholeListRequests()).toEqual([`/api/events?${pastQuery}`]));
    expect(screen.getByRole('button', { name: 'Loading all events…' })).toBeInTheDocument();
    whole.release({ status: 200, body: past });

    await waitFor(() => expect(screen.queryByRole('button', { name: /Show all|Loading all/ })).not.toBeInTheDocument());
    expect(headings().slice(0, 2)).toEqual(['Past Clinic 30', 'Past Clinic 29']);
    expect(screen.getByText('30 events')).toBeInTheDocument();
    expect(firstScreenRequests()).toHaveLength(1);
  });

  it.each([
    ['scrolls', () => fireEvent.scroll(window)],
    ['moves into the list with the keyboard', () => screen.getByRole('link', { name: 'Past Clinic 30' }).focus()],
  ])('asks the whole list once the user %s', async (_, reach) => {
    signIn(aSubscriber('pro'));
    api.on('GET /api/events', (call) => (call.path.includes('limit=') ? firstScreen : { status: 200, body: past }));
    renderApp('/events?period=past');
    await screen.findByRole('link', { name: 'Past Clinic 30' });
    expect(wholeListRequests()).toEqual([]);

    reach();

    // The request reaches the test server over loopback a moment after the button says it is loading: wait for it.
    await waitFor(() => expect(wholeListRequests()).toEqual([`/api/events?${pastQuery}`]));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show all|Loading all/ })).not.toBeInTheDocument());
  });

  it('shows a save made while the whole list was on its way, asking the list again after it', async () => {
    signIn(aSubscriber('pro'));
    let saved = false;
    const stale = heldReply();
    let wholeAsked = 0;
    api.on('GET /api/events', (call) => {
      if (call.path.includes('limit=')) {
        return { ...firstScreen, body: firstScreen.body.map((event) => ({ ...event, isSaved: saved && event.id === 'past-30' })) };
      }
      wholeAsked += 1;
      return wholeAsked === 1 ? stale.handler(call) : { status: 200, body: past.map((event) => ({ ...event, isSaved: saved && event.id === 'past-30' })) };
    });
    api.on('POST /api/saved-events/past-30', () => {
      saved = true;
      return { status: 200, body: { eventId: 'past-30', isSaved: true } };
    });
    renderApp('/events?period=past');
    await screen.findByRole('link', { name: 'Past Clinic 30' });
    fireEvent.scroll(window);
    await waitFor(() => expect(wholeAsked).toBe(1));

    const card = screen.getByRole('article', { name: 'Past Clinic 30' });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event saved successfully')).toBeInTheDocument();
    // The answer asked before the save arrives only now, saying "not saved".
    stale.release({ status: 200, body: past });

    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Past Clinic 30' })).getByRole('button', { name: 'Unsave' })).toBeEnabled());
    expect(wholeAsked).toBe(2);
  });

  it('lists it in Spanish too', async () => {
    window.localStorage.setItem('language', 'es');
    signIn(aSubscriber('pro'));
    api.on('GET /api/events', (call) => (call.path.includes('limit=') ? firstScreen : { status: 200, body: past }));
    renderApp('/events?period=past');

    expect(await screen.findByRole('button', { name: 'Mostrar los 30 eventos' })).toBeInTheDocument();
    expect(screen.getByText('30 eventos')).toBeInTheDocument();
  });

  it('asks upcoming events’ first screen in start-date order, and says so when there are none', async () => {
    signIn(aSubscriber('basic'));
    api.on('GET /api/events', (call) => (call.path.includes('limit=') ? { status: 200, body: [], headers: { 'X-Total-Count': '0' } } : { status: 200, body: [] }));
    renderApp('/events?state=PA');

    expect(await screen.findByText('No events match your filters')).toBeInTheDocument();
    expect(firstScreenRequests()).toEqual(['/api/events?state=PA&order=soonest&limit=24']);
  });

  it.each([
    ['a search in the link', '/events?period=past&q=clinic'],
    ['the calendar', '/events?period=past&view=calendar'],
  ])('asks the whole list at once for %s', async (_, path) => {
    signIn(aSubscriber('pro'));
    api.on('GET /api/events', (call) => (call.path.includes('limit=') ? firstScreen : { status: 200, body: past }));
    renderApp(path);

    await waitFor(() => expect(wholeListRequests()).toEqual([`/api/events?${pastQuery}`]));
    expect(firstScreenRequests()).toEqual([]);
  });
});
