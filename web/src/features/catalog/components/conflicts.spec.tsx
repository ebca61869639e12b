import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../test/test-api';
import { aLockedEvent, anEvent, aSavedEvent, inDays } from '../catalog-fixtures';

const api = setUpTestApi();

function signIn(user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
}

// Three saved events on the same weekend, as the server marks them, and one on its own.
const showcase = aSavedEvent({
  id: 'showcase',
  name: 'Spring Showcase',
  startDate: inDays(20),
  endDate: inDays(21),
  conflictsWith: [
    { id: 'camp', name: 'Keystone ID Camp' },
    { id: 'clinic', name: 'Goalie Clinic' },
  ],
});
const camp = aSavedEvent({ id: 'camp', name: 'Keystone ID Camp', startDate: inDays(21), conflictsWith: [{ id: 'showcase', name: 'Spring Showcase' }] });
const clinic = aSavedEvent({ id: 'clinic', name: 'Goalie Clinic', startDate: inDays(20), conflictsWith: [{ id: 'showcase', name: 'Spring Showcase' }] });
const alone = aSavedEvent({ id: 'alone', name: 'Fall Tournament', startDate: inDays(60) });

function savedCalls(): number {
  return api.calls.filter((call) => call.method === 'GET' && call.path === '/api/saved-events').length;
}

describe('conflicts between saved events', () => {
  it('marks each overlapping card on /saved with the events it overlaps, and no other card', async () => {
    signIn();
    api.on('GET /api/saved-events', { status: 200, body: [showcase, camp, clinic, alone, aLockedEvent({ startDate: inDays(20) })] });
    renderApp('/saved');

    const list = await screen.findByRole('list', { name: 'Upcoming' });
    expect(within(list).getByRole('article', { name: 'Spring Showcase' })).toHaveTextContent('Conflicts with Keystone ID Camp and Goalie Clinic');
    expect(within(list).getByRole('article', { name: 'Keystone ID Camp' })).toHaveTextContent('Conflicts with Spring Showcase');
    expect(within(list).getByRole('article', { name: 'Fall Tournament' })).not.toHaveTextContent('Conflicts with');
  });

  it('marks a saved card in the events list from the saved list, asked once for the page', async () => {
    signIn();
    api.on('GET /api/events', {
      status: 200,
      body: [
        anEvent({ id: 'showcase', name: 'Spring Showcase', startDate: inDays(20), isSaved: true }),
        anEvent({ id: 'camp', name: 'Keystone ID Camp', startDate: inDays(21), isSaved: true }),
        anEvent({ id: 'other', name: 'Unsaved Clinic', startDate: inDays(20) }),
      ],
    });
    api.on('GET /api/saved-events', { status: 200, body: [showcase, camp, clinic] });
    renderApp('/events');

    const list = await screen.findByRole('list', { name: 'Events' });
    const card = within(list).getByRole('article', { name: 'Spring Showcase' });
    expect(await within(card).findByText('Conflicts with Keystone ID Camp and Goalie Clinic')).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'Keystone ID Camp' })).toHaveTextContent('Conflicts with Spring Showcase');
    expect(within(list).getByRole('article', { name: 'Unsaved Clinic' })).not.toHaveTextContent('Conflicts with');
    expect(savedCalls()).toBe(1);
  });

  it('does not ask for the saved list when no event on screen is saved', async () => {
    signIn();
    api.on('GET /api/events', { status: 200, body: [anEvent({ name: 'Unsaved Clinic' })] });
    renderApp('/events');

    await screen.findByRole('list', { name: 'Events' });
    expect(savedCalls()).toBe(0);
  });

  it('marks conflicts in the calendar view too', async () => {
    signIn();
    api.on('GET /api/events', { status: 200, body: [anEvent({ id: 'camp', name: 'Keystone ID Camp', startDate: '2026-12-05', isSaved: true })] });
    api.on('GET /api/saved-events', { status: 200, body: [{ ...camp, startDate: '2026-12-05' }] });
    renderApp('/events?view=calendar&month=2026-12');

    const day = await screen.findByRole('list', { name: 'Saturday, December 5' });
    expect(await within(day).findByText('Conflicts with Spring Showcase')).toBeInTheDocument();
  });

  it('warns on the dashboard when saved upcoming events overlap and marks them in the upcoming list', async () => {
    signIn();
    api.on('GET /api/saved-events', { status: 200, body: [showcase, camp, clinic] });
    api.on('GET /api/events', {
      status: 200,
      body: [anEvent({ id: 'showcase', name: 'Spring Showcase', startDate: inDays(20), isSaved: true })],
    });
    api.on('GET /api/stats/events-count', { status: 200, body: { count: 3 } });
    renderApp('/dashboard');

    expect(await screen.findByText('Some of your saved upcoming events overlap.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review saved events' })).toHaveAttribute('href', '/saved');
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(upcoming).findByText('Conflicts with Keystone ID Camp and Goalie Clinic')).toBeInTheDocument();
  });

  it('gives no dashboard warning when only past saved events overlapped', async () => {
    signIn();
    const pastA = aSavedEvent({ name: 'Old Camp', startDate: inDays(-30), conflictsWith: [{ id: 'b', name: 'Old Clinic' }] });
    api.on('GET /api/saved-events', { status: 200, body: [pastA, alone] });
    api.on('GET /api/events', { status: 200, body: [] });
    api.on('GET /api/stats/events-count', { status: 200, body: { count: 3 } });
    renderApp('/dashboard');

    const stats = await screen.findByRole('region', { name: 'Your overview' });
    await waitFor(() => expect(within(stats).getByText('Saved Events', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2'));
    expect(screen.queryByText('Some of your saved upcoming events overlap.')).not.toBeInTheDocument();
  });

  it('says "Coincide con" in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    api.on('GET /api/saved-events', { status: 200, body: [showcase, camp, clinic] });
    renderApp('/saved');

    const list = await screen.findByRole('list', { name: 'Próximos' });
    expect(within(list).getByRole('article', { name: 'Spring Showcase' })).toHaveTextContent('Coincide con Keystone ID Camp y Goalie Clinic');
  });
});
