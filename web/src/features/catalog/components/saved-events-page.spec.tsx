import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, setUpTestApi } from '../../../../test/test-api';
import { aLockedEvent, anEvent, inDays } from '../catalog-fixtures';

const api = setUpTestApi();

function signIn(user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
}

function answerSaved(events: unknown[]) {
  api.on('GET /api/saved-events', { status: 200, body: events });
}

const upcoming = anEvent({ id: 'up-1', name: 'Spring Showcase', startDate: inDays(30), isSaved: true });
const lapsed = aLockedEvent({ id: 'up-2', eventType: 'Tournament', startDate: inDays(60) });
const olderPast = anEvent({ id: 'past-1', name: 'Last Winter Clinic', startDate: inDays(-300), isSaved: true });
const recentPast = anEvent({ id: 'past-2', name: 'Last Month Camp', startDate: inDays(-30), isSaved: true });

describe('saved events', () => {
  it('lists upcoming and past saved events in their own sections, the latest past first', async () => {
    signIn();
    answerSaved([olderPast, recentPast, upcoming, lapsed]);
    renderApp('/saved');

    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Events' })).toBeInTheDocument();
    const soon = screen.getByRole('list', { name: 'Upcoming' });
    expect(within(soon).getByRole('heading', { level: 3, name: 'Spring Showcase' })).toBeInTheDocument();
    expect(within(soon).getByRole('button', { name: 'Unsave' })).toBeInTheDocument();
    expect(within(soon).getByText('Upgrade to View')).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Past' });
    expect(within(past).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Last Month Camp',
      'Last Winter Clinic',
    ]);
    expect(screen.getByRole('button', { name: 'Export to Calendar' })).toBeInTheDocument();
  });

  it('marks a saved event no source lists any more, and only that one', async () => {
    signIn();
    answerSaved([upcoming, anEvent({ id: 'gone-1', name: 'Vanished Invitational', startDate: inDays(40), isSaved: true, isVanished: true })]);
    renderApp('/saved');

    const gone = (await screen.findByRole('article', { name: 'Vanished Invitational' })) as HTMLElement;
    expect(within(gone).getByText('No longer listed by the organizer')).toBeInTheDocument();
    const listed = screen.getByRole('article', { name: 'Spring Showcase' });
    expect(within(listed).queryByText('No longer listed by the organizer')).not.toBeInTheDocument();
  });

  it('has no past section without past events', async () => {
    signIn();
    answerSaved([upcoming]);
    renderApp('/saved');

    await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
    expect(screen.queryByRole('heading', { name: 'Past' })).not.toBeInTheDocument();
  });

  it('offers no export when only past events are saved', async () => {
    signIn();
    answerSaved([recentPast]);
    renderApp('/saved');

    await screen.findByRole('heading', { level: 2, name: 'Past' });
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to Calendar' })).not.toBeInTheDocument();
  });

  it('says nothing is saved yet and points to the events', async () => {
    signIn();
    answerSaved([]);
    renderApp('/saved');

    expect(await screen.findByText("You haven't saved any events yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('button', { name: 'Export to Calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming' })).not.toBeInTheDocument();
  });

  it('removes an event from the list when it is unsaved', async () => {
    signIn();
    let saved = [upcoming];
    api.on('GET /api/saved-events', () => ({ status: 200, body: saved }));
    api.on('DELETE /api/saved-events/up-1', () => {
      saved = [];
      return { status: 200, body: { eventId: 'up-1', isSaved: false } };
    });
    renderApp('/saved');

    fireEvent.click(await screen.findByRole('button', { name: 'Unsave' }));

    expect(await screen.findByText('Event removed from saved')).toBeInTheDocument();
    expect(await screen.findByText("You haven't saved any events yet")).toBeInTheDocument();
  });

  it('exports every saved upcoming event for Pro', async () => {
    const realCreateObjectUrl = URL.createObjectURL;
    const realRevokeObjectUrl = URL.revokeObjectURL;
    URL.createObjectURL = () => 'blob:saved-calendar';
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      signIn(aSubscriber('pro'));
      answerSaved([upcoming]);
      api.on('GET /api/saved-events/calendar', {
        status: 200,
        text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="saved-events.ics"' },
      });
      renderApp('/saved');

      fireEvent.click(await screen.findByRole('button', { name: 'Export to Calendar' }));

      expect(await screen.findByText('Calendar event downloaded')).toBeInTheDocument();
      expect(names).toEqual(['saved-events.ics']);
    } finally {
      click.mockRestore();
      URL.createObjectURL = realCreateObjectUrl;
      URL.revokeObjectURL = realRevokeObjectUrl;
    }
  });

  it('sends a Basic user who exports to the profile with an "Upgrade to Pro" prompt', async () => {
    signIn(aSubscriber('basic'));
    answerSaved([upcoming]);
    renderApp('/saved');

    fireEvent.click(await screen.findByRole('button', { name: 'Export to Calendar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Pro')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/saved-events/calendar')).toBe(false);
  });
});
