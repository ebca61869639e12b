import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, setUpTestApi } from '../../../../test/test-api';
import { anEvent, aSavedEvent, inDays } from '../catalog-fixtures';

const api = setUpTestApi();

const home = { homeZip: '02108', home: { city: 'Boston', state: 'MA', lat: 42.358, lon: -71.064 }, gradYears: [2029], followedColleges: [] as string[] };

function signIn(user: object) {
  api.on('GET /api/user', { status: 200, body: user });
}

const planned = anEvent({
  id: 'hartford-1',
  name: 'Hartford Winter Showcase',
  city: 'Hartford',
  state: 'CT',
  distanceMiles: 1204,
  classFit: [2029, 2031],
  collegesCount: 18,
  location: { lat: 41.764, lon: -72.685 },
});
const plain = anEvent({ id: 'plain-1', name: 'Unplaced Clinic', distanceMiles: null, classFit: [], collegesCount: 0 });

describe('planning on the event cards', () => {
  it('shows the distance from home, the class badges and the colleges count, and nothing for unknowns', async () => {
    signIn({ ...aSubscriber('pro'), ...home });
    api.on('GET /api/events', { status: 200, body: [planned, plain, anEvent({ id: 'one-college', name: 'Small Camp', collegesCount: 1 })] });
    renderApp('/events');

    const card = await screen.findByRole('article', { name: 'Hartford Winter Showcase' });
    expect(within(card).getByText('~1,204 mi from home · 18 colleges')).toBeInTheDocument();
    expect(within(card).getByText('Class of 2029')).toBeInTheDocument();
    expect(within(card).getByText('Class of 2031')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Unplaced Clinic' });
    expect(other).not.toHaveTextContent(/mi from home|\d+ colleges?|Class of/);
    expect(screen.getByRole('article', { name: 'Small Camp' })).toHaveTextContent('1 college');
  });

  it('says it in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn({ ...aSubscriber('pro', { language: 'es' }), ...home });
    api.on('GET /api/events', { status: 200, body: [planned] });
    renderApp('/events');

    const card = await screen.findByRole('article', { name: 'Hartford Winter Showcase' });
    expect(within(card).getByText('~1204 mi de casa · 18 universidades')).toBeInTheDocument();
    expect(within(card).getByText('Promoción 2029')).toBeInTheDocument();
  });
});

describe('the season planning filters', () => {
  it('given a Pro user with a home, when planning filters are chosen, then the URL and the request carry them', async () => {
    signIn({ ...aSubscriber('pro'), ...home });
    api.on('GET /api/events', { status: 200, body: [planned] });
    api.on('GET /api/colleges', { status: 200, body: [{ name: 'Duke', events: 3 }] });
    renderApp('/events');

    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const planning = screen.getByRole('group', { name: 'Season planning' });
    fireEvent.change(within(planning).getByLabelText('Distance from home'), { target: { value: '100' } });
    fireEvent.click(within(planning).getByLabelText('Sort by distance, nearest first'));
    fireEvent.change(within(planning).getByLabelText('Class'), { target: { value: '2029' } });
    fireEvent.change(within(planning).getByLabelText('Colleges attending'), { target: { value: 'Duke' } });
    fireEvent.click(within(planning).getByRole('button', { name: 'Add college' }));

    expect(within(planning).getByRole('button', { name: 'Remove Duke' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/api/events?near=100&sort=distance&gradYear=2029&college=Duke'),
    );
  });

  it('given a Pro user without a home ZIP, then distance is disabled with a link to the profile', async () => {
    signIn(aSubscriber('pro'));
    api.on('GET /api/events', { status: 200, body: [planned] });
    api.on('GET /api/colleges', { status: 200, body: [] });
    renderApp('/events?near=100');

    // A link with filters in it opens with the panel open.
    await screen.findByRole('article', { name: 'Hartford Winter Showcase' });
    const planning = screen.getByRole('group', { name: 'Season planning' });
    expect(within(planning).getByLabelText('Distance from home')).toBeDisabled();
    expect(within(planning).getByRole('link', { name: 'Add your home ZIP code in your profile' })).toHaveAttribute('href', '/profile');
    expect(api.calls.some((call) => call.path.includes('near='))).toBe(false);
  });

  it('given a Basic user, then the planning filters show locked with the upgrade prompt', async () => {
    signIn({ ...aSubscriber('basic'), ...home });
    api.on('GET /api/events', { status: 200, body: [planned] });
    renderApp('/events');

    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const planning = screen.getByRole('group', { name: 'Season planning' });
    expect(planning).toBeDisabled();
    expect(within(planning).getByRole('link', { name: 'Included in Pro' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/colleges')).toBe(false);
  });
});

describe('the event page', () => {
  const detail = { ...planned, gradYears: [2029, 2030], collegesAttending: ['Duke', 'UNC'], zip: '06103' };

  it('shows the distance, the stated classes and the colleges; Pro follows a college', async () => {
    signIn({ ...aSubscriber('pro'), ...home, followedColleges: ['UNC'] });
    api.on('GET /api/events/hartford-1', { status: 200, body: detail });
    api.on('PATCH /api/user', { status: 200, body: { ...aSubscriber('pro'), ...home, followedColleges: ['UNC', 'Duke'] } });
    renderApp('/events/hartford-1');

    expect(await screen.findByText('~1,204 mi from home')).toBeInTheDocument();
    expect(screen.getByText('Graduation classes', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Class of 2029, Class of 2030');
    const colleges = screen.getByRole('region', { name: 'Colleges attending' });
    expect(within(colleges).getByRole('button', { name: 'Following UNC' })).toBeInTheDocument();
    fireEvent.click(within(colleges).getByRole('button', { name: 'Follow Duke' }));

    expect(await within(colleges).findByRole('button', { name: 'Following Duke' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ followedColleges: ['UNC', 'Duke'] });
  });

  it('explains when 20 colleges are followed, and Basic sees the list without buttons', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `College ${index}`);
    signIn({ ...aSubscriber('pro'), ...home, followedColleges: twenty });
    api.on('GET /api/events/hartford-1', { status: 200, body: detail });
    const { unmount } = renderApp('/events/hartford-1');

    const colleges = await screen.findByRole('region', { name: 'Colleges attending' });
    expect(within(colleges).getByRole('button', { name: 'Follow Duke' })).toBeDisabled();
    expect(colleges).toHaveTextContent('You follow 20 colleges, the most you can: unfollow one to follow another.');
    unmount();
  });

  it('shows Basic the colleges without follow buttons', async () => {
    signIn({ ...aSubscriber('basic'), ...home });
    api.on('GET /api/events/hartford-1', { status: 200, body: detail });
    renderApp('/events/hartford-1');

    const colleges = await screen.findByRole('region', { name: 'Colleges attending' });
    expect(within(colleges).getByText('Duke')).toBeInTheDocument();
    expect(within(colleges).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the season summary on /saved', () => {
  const saved = [
    aSavedEvent({ id: 's1', name: 'Hartford Showcase', startDate: inDays(10), endDate: inDays(12), cost: 250, distanceMiles: 90, conflictsWith: [{ id: 's2', name: 'Richmond Clinic' }] }),
    aSavedEvent({ id: 's2', name: 'Richmond Clinic', startDate: inDays(11), cost: null, distanceMiles: 312, conflictsWith: [{ id: 's1', name: 'Hartford Showcase' }] }),
    aSavedEvent({ id: 's3', name: 'Nowhere Camp', startDate: inDays(40), cost: 100, distanceMiles: null }),
  ];
  const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('adds up the season for Pro', async () => {
    signIn({ ...aSubscriber('pro'), ...home });
    api.on('GET /api/saved-events', { status: 200, body: saved });
    renderApp('/saved');

    const summary = await screen.findByRole('region', { name: 'Season summary' });
    expect(within(summary).getByText('~90 mi from home', { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText('Distance unknown', { exact: false })).toBeInTheDocument();
    expect(total('Entry fees')).toHaveTextContent('$3501 event with an unknown cost');
    expect(total('Miles there and back')).toHaveTextContent('~804 mi1 event with an unknown distance');
    expect(total('Nights away')).toHaveTextContent('2');
    expect(total('Date conflicts')).toHaveTextContent('1');
  });

  it('says it in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn({ ...aSubscriber('pro', { language: 'es' }), ...home });
    api.on('GET /api/saved-events', { status: 200, body: saved });
    renderApp('/saved');

    const summary = await screen.findByRole('region', { name: 'Resumen de la temporada' });
    expect(within(summary).getByText('~90 mi de casa', { exact: false })).toBeInTheDocument();
    expect(total('Inscripciones')).toHaveTextContent('$3501 evento con precio desconocido');
    expect(total('Millas de ida y vuelta')).toHaveTextContent('~804 mi1 evento con distancia desconocida');
    expect(total('Noches fuera')).toHaveTextContent('2');
    expect(total('Conflictos de fechas')).toHaveTextContent('1');
  });

  it('shows others the upgrade prompt instead', async () => {
    signIn(aUser({ accessLevel: 'basic' }));
    api.on('GET /api/saved-events', { status: 200, body: saved });
    renderApp('/saved');

    const summary = await screen.findByRole('region', { name: 'Season summary' });
    expect(within(summary).getByRole('link', { name: 'Included in Pro' })).toBeInTheDocument();
    expect(screen.queryByText('Entry fees')).not.toBeInTheDocument();
  });
});

describe('the map view', () => {
  it('loads the map, groups close events into one named button, and opens their cards', async () => {
    signIn({ ...aSubscriber('pro'), ...home });
    const nearby = anEvent({ id: 'nb-1', name: 'New Britain Clinic', eventType: 'Clinic', city: 'New Britain', state: 'CT', location: { lat: 41.661, lon: -72.78 } });
    const far = anEvent({ id: 'sd-1', name: 'San Diego Showcase', city: 'San Diego', state: 'CA', location: { lat: 32.716, lon: -117.161 } });
    api.on('GET /api/events', { status: 200, body: [planned, nearby, far, plain] });
    renderApp('/events?view=map');

    const map = await screen.findByRole('region', { name: 'Map of events' });
    expect(await within(map).findByRole('img', { name: 'Home: Boston, MA' })).toBeInTheDocument();
    expect(within(map).getByText('1 event has no known place and is not on the map.')).toBeInTheDocument();
    within(map).getByRole('button', { name: '1 event near San Diego, CA' });
    fireEvent.click(within(map).getByRole('button', { name: '2 events near Hartford, CT' }));

    const chosen = await screen.findByRole('list', { name: '2 events near Hartford, CT' });
    expect(within(chosen).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h3')?.textContent)).toEqual([
      'Hartford Winter Showcase',
      'New Britain Clinic',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '2 events near Hartford, CT' })).toHaveFocus();
    // Closing them gives the focus back to the dot that opened them, not to the page.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('list', { name: '2 events near Hartford, CT' })).not.toBeInTheDocument();
    expect(within(map).getByRole('button', { name: '2 events near Hartford, CT' })).toHaveFocus();
  });
});
