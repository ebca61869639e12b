import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import { aLockedEvent, anEvent, inDays } from '../catalog-fixtures';

const api = setUpTestApi();

function signIn(user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
}

function answerEvents(events: unknown[]) {
  api.on('GET /api/events', { status: 200, body: events });
}

/** The paths of the event-list requests so far, query string included. */
/**
 * The lists asked for, each as the list it is: the page asks a list's first screen first (`…&order=…&limit=24`),
 * which, when it holds the whole list, is all it asks.
 */
function eventRequests(): string[] {
  return api.calls
    .filter((call) => call.method === 'GET' && /^\/api\/events(\?|$)/.test(call.path))
    .map((call) => call.path.replace(/[?&]order=(soonest|latest)&limit=24$/, ''));
}

function results() {
  return screen.findByRole('list', { name: 'Events' });
}

async function openFilters() {
  fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  return screen.getByRole('region', { name: 'Event filters' });
}

const sampleEvent = anEvent({
  id: 'sample-1',
  name: 'Keystone Fall Showcase',
  description: 'College coaches from across the East Coast.',
  city: 'Pittsburgh',
  state: 'PA',
  eventType: 'Showcase',
  ageLevel: 'U16',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  cost: 1400,
  organizer: 'Super Sixty',
  isSample: true,
});

describe('events list for a free account', () => {
  it('shows the unlocked sample in full and locked events as upgrade prompts without actions', async () => {
    signIn();
    answerEvents([sampleEvent, aLockedEvent({ eventType: 'Clinic', state: 'NJ' }), aLockedEvent({ eventType: 'ID Camp', state: 'MD' })]);
    renderApp('/events');

    const list = await results();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const [unlocked, ...locked] = within(list).getAllByRole('article');
    expect(within(unlocked).getByRole('link', { name: 'Keystone Fall Showcase' })).toHaveAttribute('href', '/events/sample-1');
    expect(unlocked).toHaveTextContent('Showcase');
    expect(unlocked).toHaveTextContent('U16');
    expect(unlocked).toHaveTextContent('College coaches from across the East Coast.');
    expect(unlocked).toHaveTextContent('Pittsburgh, PA');
    expect(unlocked).toHaveTextContent('Dec 5, 2026 – Dec 6, 2026');
    expect(unlocked).toHaveTextContent('$1,400');
    expect(unlocked).toHaveTextContent('Super Sixty');
    expect(within(unlocked).getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Keystone Fall Showcase');
    expect(within(unlocked).getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();

    expect(locked).toHaveLength(2);
    for (const card of locked) {
      expect(within(card).getByText('Upgrade to View')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/profile');
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
      expect(within(card).getAllByRole('link')).toHaveLength(1);
    }
    expect(locked[0]).toHaveAccessibleName(/^Locked Clinic event in NJ on /);
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('3 events');
  });

  it('marks a cancelled event', async () => {
    signIn();
    answerEvents([anEvent({ name: 'Winter Clinic', isCancelled: true })]);
    renderApp('/events');

    const card = within(await results()).getByRole('article', { name: 'Winter Clinic' });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows six placeholder cards while the events load', async () => {
    signIn();
    const events = heldReply();
    api.on('GET /api/events', events.handler);
    renderApp('/events');

    const placeholders = await screen.findByRole('list', { name: 'Loading events' });
    expect(within(placeholders).getAllByRole('listitem')).toHaveLength(6);

    events.release({ status: 200, body: [sampleEvent] });

    expect(await results()).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading events' })).not.toBeInTheDocument();
  });

  it('says "Error loading events" with the server message when the list fails', async () => {
    signIn();
    api.on('GET /api/events', { status: 503, body: { message: 'Catalog is catching up, try again shortly' } });
    renderApp('/events');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading events' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Catalog is catching up, try again shortly');
  });
});

describe('searching and filtering', () => {
  it('filters by the search text on this page, keeps it in the URL and asks the server nothing new', async () => {
    signIn();
    answerEvents([
      sampleEvent,
      anEvent({ name: 'Beach Classic', city: 'Virginia Beach', state: 'VA', organizer: 'NXT' }),
      aLockedEvent({ state: 'PA' }),
      aLockedEvent({ state: 'NJ' }),
    ]);
    const { router } = renderApp('/events');
    await results();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'PITTSBURGH' } });

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Keystone Fall Showcase' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=PITTSBURGH');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'pa' } });

    // The sample (state PA) and the locked PA stub: a stub matches on its state only.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Upgrade to View')).toBeInTheDocument();
    expect(eventRequests()).toEqual(['/api/events']);
  });

  it('sends the chosen state and types, writes them to the URL without adding history, and reads them back', async () => {
    signIn(aSubscriber('basic'));
    answerEvents([sampleEvent]);
    const { router } = renderApp('/events');
    await results();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Event filters' })).not.toBeInTheDocument();
    // Its fields are drawn the first time it opens.
    expect(document.getElementById('filter-state')).toBeNull();

    const panel = await openFilters();
    fireEvent.change(within(panel).getByRole('combobox', { name: 'State' }), { target: { value: 'PA' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=PA'));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Clinic' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=PA&eventType=Clinic'));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'ID Camp' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'U19' }));

    await waitFor(() => expect(router.state.location.search).toBe('?state=PA&eventType=Clinic,ID%20Camp&ageLevel=U19'));
    await waitFor(() => expect(eventRequests().at(-1)).toBe('/api/events?state=PA&eventType=Clinic,ID%20Camp&ageLevel=U19'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/events');
  });

  it('opens a shared link with its filters applied and the panel showing them', async () => {
    signIn(aSubscriber('basic'));
    answerEvents([sampleEvent]);
    renderApp('/events?state=NJ&eventType=ID%20Camp&startDate=2026-12-01&q=camp');

    await waitFor(() => expect(eventRequests()).toEqual(['/api/events?state=NJ&eventType=ID%20Camp&startDate=2026-12-01']));
    const panel = screen.getByRole('region', { name: 'Event filters' });
    expect(within(panel).getByRole('combobox', { name: 'State' })).toHaveValue('NJ');
    expect(within(panel).getByRole('checkbox', { name: 'ID Camp' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Clinic' })).not.toBeChecked();
    expect(within(panel).getByLabelText('Start Date')).toHaveValue('2026-12-01');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('camp');
  });

  it('keeps the end date from going before the start date', async () => {
    signIn();
    answerEvents([sampleEvent]);
    const { router } = renderApp('/events?endDate=2026-12-10');
    const panel = await screen.findByRole('region', { name: 'Event filters' });
    const end = within(panel).getByLabelText('End Date');
    expect(end).not.toHaveAttribute('min');

    fireEvent.change(within(panel).getByLabelText('Start Date'), { target: { value: '2026-12-01' } });

    await waitFor(() => expect(end).toHaveAttribute('min', '2026-12-01'));
    expect(end).toHaveValue('2026-12-10');

    fireEvent.change(within(panel).getByLabelText('Start Date'), { target: { value: '2026-12-20' } });

    await waitFor(() => expect(router.state.location.search).toBe('?startDate=2026-12-20'));
    expect(end).toHaveValue('');
    expect(end).toHaveAttribute('min', '2026-12-20');
  });

  it('shows the Pro filters to nobody but Pro, and never sends them for others', async () => {
    signIn(aSubscriber('basic'));
    answerEvents([sampleEvent]);
    renderApp('/events?minCost=100&organizer=NXT&isIndoor=true&state=PA');

    const panel = await screen.findByRole('region', { name: 'Event filters' });
    expect(within(panel).queryByRole('group', { name: 'Pro filters' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox', { name: 'NXT' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('radio', { name: 'Indoor' })).not.toBeInTheDocument();
    await waitFor(() => expect(eventRequests()).toEqual(['/api/events?state=PA']));
  });

  it('lets Pro filter by cost, organizer and setting, sending cost only once the slider moved', async () => {
    signIn(aSubscriber('pro'));
    answerEvents([sampleEvent]);
    const { router } = renderApp('/events');
    await results();
    const panel = await openFilters();
    const pro = within(panel).getByRole('group', { name: 'Pro filters' });
    expect(within(pro).getByRole('group', { name: 'Cost' })).toHaveTextContent('$0 – $500');
    expect(eventRequests()).toEqual(['/api/events']);

    fireEvent.change(within(pro).getByRole('slider', { name: 'Maximum cost' }), { target: { value: '300' } });
    await waitFor(() => expect(eventRequests().at(-1)).toBe('/api/events?minCost=0&maxCost=300'));
    expect(within(pro).getByRole('group', { name: 'Cost' })).toHaveTextContent('$0 – $300');

    fireEvent.click(within(pro).getByRole('checkbox', { name: 'Lineup' }));
    await waitFor(() => expect(router.state.location.search).toBe('?maxCost=300&organizer=Lineup'));
    fireEvent.click(within(pro).getByRole('radio', { name: 'Outdoor' }));

    await waitFor(() => expect(eventRequests().at(-1)).toBe('/api/events?minCost=0&maxCost=300&isIndoor=false&organizer=Lineup'));
    expect(router.state.location.search).toBe('?maxCost=300&organizer=Lineup&isIndoor=false');
  });

  it('says "No events match your filters" and clears search and filters on request', async () => {
    signIn();
    api.on('GET /api/events', (call) => ({ status: 200, body: call.path === '/api/events' ? [sampleEvent] : [] }));
    const { router } = renderApp('/events?state=WY&q=nothing');

    expect(await screen.findByText('No events match your filters')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('link', { name: 'Keystone Fall Showcase' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('all');
    expect(eventRequests()).toEqual(['/api/events?state=WY', '/api/events']);
  });
});

describe('saving from the list', () => {
  it('saves, says so, and shows the refreshed state', async () => {
    signIn();
    let saved = false;
    api.on('GET /api/events', () => ({ status: 200, body: [{ ...sampleEvent, isSaved: saved }] }));
    api.on('POST /api/saved-events/sample-1', () => {
      saved = true;
      return { status: 200, body: { eventId: 'sample-1', isSaved: true } };
    });
    api.on('DELETE /api/saved-events/sample-1', () => {
      saved = false;
      return { status: 200, body: { eventId: 'sample-1', isSaved: false } };
    });
    renderApp('/events');
    await results();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Event saved successfully')).toBeInTheDocument();
    // Enabled once every list that shows the event is fresh (the saved list too, for its conflicts).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsave' })).toBeEnabled());
    // The list was asked again after the save (on a loaded machine the page may ask it once more: never a filtered one).
    expect(eventRequests().slice(0, 2)).toEqual(['/api/events', '/api/events']);
    expect(new Set(eventRequests())).toEqual(new Set(['/api/events']));

    fireEvent.click(screen.getByRole('button', { name: 'Unsave' }));

    expect(await screen.findByText('Event removed from saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('shows a destructive "Error" toast when saving fails', async () => {
    signIn();
    answerEvents([sampleEvent]);
    api.on('POST /api/saved-events/sample-1', { status: 403, body: { message: 'This event is locked' } });
    renderApp('/events');
    await results();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to save event')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('shows "Failed to unsave event" when unsaving fails', async () => {
    signIn();
    answerEvents([{ ...sampleEvent, isSaved: true }]);
    api.on('DELETE /api/saved-events/sample-1', { status: 500, body: { message: 'boom' } });
    renderApp('/events');
    await results();

    fireEvent.click(screen.getByRole('button', { name: 'Unsave' }));

    expect(await screen.findByText('Failed to unsave event')).toBeInTheDocument();
  });
});

describe('calendar export from a card', () => {
  const realCreateObjectUrl = URL.createObjectURL;
  const realRevokeObjectUrl = URL.revokeObjectURL;
  let downloads: { href: string; download: string }[];
  let click: ReturnType<typeof jest.spyOn>;

  beforeAll(() => {
    // jsdom has no object URLs and cannot download: record what the browser would have been asked to save.
    URL.createObjectURL = () => 'blob:calendar-file';
    URL.revokeObjectURL = () => undefined;
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });

  afterEach(() => {
    downloads = [];
  });

  afterAll(() => {
    URL.createObjectURL = realCreateObjectUrl;
    URL.revokeObjectURL = realRevokeObjectUrl;
    click.mockRestore();
  });

  it('downloads the .ics file for Pro under the name the server gives', async () => {
    downloads = [];
    signIn(aSubscriber('pro'));
    answerEvents([sampleEvent]);
    api.on('GET /api/events/sample-1/calendar', {
      status: 200,
      text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="keystone-fall-showcase.ics"' },
    });
    renderApp('/events');
    await results();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));

    expect(await screen.findByText('Calendar event downloaded')).toBeInTheDocument();
    expect(downloads).toEqual([{ href: 'blob:calendar-file', download: 'keystone-fall-showcase.ics' }]);
  });

  it('falls back to the name rule without a Content-Disposition header', async () => {
    downloads = [];
    signIn(aSubscriber('pro'));
    answerEvents([sampleEvent]);
    api.on('GET /api/events/sample-1/calendar', { status: 200, text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
    renderApp('/events');
    await results();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));

    expect(await screen.findByText('Calendar event downloaded')).toBeInTheDocument();
    expect(downloads.map((file) => file.download)).toEqual(['keystone-fall-showcase.ics']);
  });

  it('shows the server message when the download is refused', async () => {
    downloads = [];
    signIn(aSubscriber('pro'));
    answerEvents([sampleEvent]);
    api.on('GET /api/events/sample-1/calendar', { status: 403, body: { message: 'Calendar export is a Pro feature' } });
    renderApp('/events');
    await results();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));

    expect(await screen.findByText('Calendar export is a Pro feature')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it.each([['sample', aUser()], ['basic', aSubscriber('basic')]])(
    'sends a %s user to the profile with an "Upgrade to Pro" prompt instead',
    async (_level, user) => {
      downloads = [];
      signIn(user);
      answerEvents([sampleEvent]);
      const { router } = renderApp('/events');
      await results();

      fireEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
      expect(screen.getByText('Upgrade to Pro')).toBeInTheDocument();
      expect(api.calls.some((call) => call.path.endsWith('/calendar'))).toBe(false);
    },
  );
});

describe('events list in Spanish', () => {
  it('translates types, ages, labels and costs but sends the English values', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    answerEvents([{ ...sampleEvent, eventType: 'Clinic', ageLevel: 'All Ages', cost: 0 }, aLockedEvent({ startDate: inDays(3) })]);
    const { router } = renderApp('/events');

    const list = await screen.findByRole('list', { name: 'Eventos' });
    const card = within(list).getByRole('article', { name: 'Keystone Fall Showcase' });
    expect(card).toHaveTextContent('Clínica');
    expect(card).toHaveTextContent('Todas las edades');
    expect(card).toHaveTextContent('Gratis');
    expect(card).toHaveTextContent('5 dic 2026 – 6 dic 2026');
    expect(within(list).getByText('Mejora tu plan para verlo')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Torneo' }));

    await waitFor(() => expect(eventRequests().at(-1)).toBe('/api/events?eventType=Tournament'));
    expect(router.state.location.search).toBe('?eventType=Tournament');
  });
});
