import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, heldReply, setUpTestApi } from '../../../../test/test-api';
import type { CalendarFeed } from '../api/get-calendar-feed';
import { aCalendarFeed, aNotificationSettings, aStoredCalendarFeed, aSubscriptionSummary } from '../profile-fixtures';

const api = setUpTestApi();

// jsdom has no clipboard: this stands in for the browser's, keeping what was written.
let copied: string[] = [];
let clipboardRefuses = false;
beforeEach(() => {
  copied = [];
  clipboardRefuses = false;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (clipboardRefuses) return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        copied.push(text);
        return Promise.resolve();
      },
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function signIn(plan: 'basic' | 'pro', feed: CalendarFeed | null = null) {
  api.on('GET /api/user', { status: 200, body: aSubscriber(plan) });
  api.on('GET /api/subscription', { status: 200, body: aSubscriptionSummary(plan) });
  api.on('GET /api/notification-preferences', { status: 200, body: aNotificationSettings(plan) });
  api.on('GET /api/calendar-feed', { status: 200, body: { feed } });
}

const feedCard = () => screen.findByRole('region', { name: 'Calendar feed' });
const feedWrites = () => api.calls.filter((call) => call.path === '/api/calendar-feed' && call.method !== 'GET').map((call) => call.method);

describe('calendar feed card', () => {
  it('given a Pro user without a feed, when creating one, then its private link and subscribe links appear', async () => {
    signIn('pro');
    const reply = heldReply();
    api.on('POST /api/calendar-feed', reply.handler);
    renderApp('/profile');

    const card = await feedCard();
    expect(card).toHaveTextContent('anyone with the link can see your saved events');
    expect(await within(card).findByText('You have no calendar feed yet.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Create my calendar feed' }));
    expect(await within(card).findByRole('button', { name: 'Creating…' })).toBeDisabled();
    const feed = aCalendarFeed();
    reply.release({ status: 200, body: { feed } });

    expect(await within(card).findByRole('textbox', { name: 'Your feed link' })).toHaveValue(feed.url);
    expect(within(card).getByRole('textbox', { name: 'Your feed link' })).toHaveAttribute('readonly');
    expect(within(card).getByRole('link', { name: 'Subscribe in Apple Calendar' })).toHaveAttribute('href', feed.webcalUrl);
    const google = within(card).getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    expect(google).toHaveAttribute('href', feed.googleUrl);
    expect(google).toHaveAttribute('target', '_blank');
    expect(google.getAttribute('rel')).toContain('noopener');
    expect(await screen.findByText('Calendar feed created')).toBeInTheDocument();
    expect(feedWrites()).toEqual(['POST']);
  });

  it('given a feed made earlier, then its date shows without a link, and a new link shows the new address once made', async () => {
    signIn('pro', aStoredCalendarFeed());
    const renewed = aCalendarFeed('new-token');
    api.on('POST /api/calendar-feed', { status: 200, body: { feed: renewed } });
    renderApp('/profile');

    const card = await feedCard();
    expect(await within(card).findByText(/Your calendar feed is on \(link made Mar 2, 2026\)/)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: 'Your feed link' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Subscribe in Apple Calendar' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Get a new link' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Get a new link?' })).getByRole('button', { name: 'Get a new link' }));

    expect(await within(card).findByRole('textbox', { name: 'Your feed link' })).toHaveValue(renewed.url);
    expect(within(card).getByRole('link', { name: 'Subscribe in Apple Calendar' })).toHaveAttribute('href', renewed.webcalUrl);
    expect(within(card).queryByText(/Your calendar feed is on/)).not.toBeInTheDocument();
  });

  it('given a feed, when its link is copied, then the clipboard holds the link and a toast says so', async () => {
    const feed = aCalendarFeed();
    signIn('pro', feed);
    renderApp('/profile');

    const card = await feedCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual([feed.url]);
  });

  it('given a clipboard that refuses, when copying, then the link is selected to copy by hand and a toast says so', async () => {
    signIn('pro', aCalendarFeed());
    clipboardRefuses = true;
    renderApp('/profile');

    const card = await feedCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Could not copy the link: select it and copy it yourself')).toBeInTheDocument();
    const link = within(card).getByRole<HTMLInputElement>('textbox', { name: 'Your feed link' });
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
    expect(copied).toEqual([]);
  });

  it('given a feed, when a new link is asked for, then it asks first, and only on confirming replaces the link', async () => {
    signIn('pro', aCalendarFeed('old-token'));
    const renewed = aCalendarFeed('new-token');
    api.on('POST /api/calendar-feed', { status: 200, body: { feed: renewed } });
    renderApp('/profile');

    const card = await feedCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Get a new link' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Get a new link?' });
    expect(dialog).toHaveAccessibleDescription(/The current link stops working at once/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(feedWrites()).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Get a new link' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Get a new link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a new link' }));

    expect(await screen.findByText('New link created: the old one no longer works')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Your feed link' })).toHaveValue(renewed.url);
    expect(feedWrites()).toEqual(['POST']);
  });

  it('given a feed, when turned off and confirmed, then the link is gone and a new feed can be created', async () => {
    signIn('pro', aCalendarFeed());
    api.on('DELETE /api/calendar-feed', { status: 204 });
    renderApp('/profile');

    const card = await feedCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off your calendar feed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await within(card).findByRole('button', { name: 'Create my calendar feed' })).toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: 'Your feed link' })).not.toBeInTheDocument();
    expect(screen.getByText('Calendar feed turned off')).toBeInTheDocument();
    expect(feedWrites()).toEqual(['DELETE']);
  });

  it('given the server refuses a new link, when confirmed, then an error toast gives its message and the old link stays', async () => {
    const feed = aCalendarFeed();
    signIn('pro', feed);
    api.on('POST /api/calendar-feed', { status: 403, body: { message: 'The calendar feed is a Pro feature' } });
    renderApp('/profile');

    const card = await feedCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Get a new link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Get a new link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a new link' }));

    const toast = (await screen.findByText('Error changing your calendar feed')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('The calendar feed is a Pro feature');
    expect(within(card).getByRole('textbox', { name: 'Your feed link' })).toHaveValue(feed.url);
  });

  it('given a Basic user, when the profile opens, then the card says what the feed does and that Pro includes it, without asking for one', async () => {
    signIn('basic');
    renderApp('/profile');

    const card = await feedCard();
    expect(card).toHaveTextContent('Google Calendar or Apple Calendar');
    expect(within(card).getByText('Included in Pro')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '#subscription');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await screen.findByRole('switch', { name: 'Weekly digest' });
    expect(api.calls.some((call) => call.path === '/api/calendar-feed')).toBe(false);
  });

  it('given Spanish, when a Pro user with a feed made earlier opens the profile, then the card is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn('pro', aStoredCalendarFeed());
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Calendario suscrito' });
    expect(await within(card).findByText(/Tu calendario suscrito está activo \(enlace creado el 2 mar 2026\)/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Crear un enlace nuevo' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });
});
