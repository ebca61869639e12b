import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import type { NotificationSettings } from '../api/get-notification-preferences';
import { aNotificationSettings, aSampleSummary, aSubscriptionSummary } from '../profile-fixtures';

const api = setUpTestApi();

function signIn(level: 'sample' | 'basic' | 'pro', settings: NotificationSettings = aNotificationSettings(level)) {
  api.on('GET /api/user', { status: 200, body: level === 'sample' ? aUser() : aSubscriber(level) });
  api.on('GET /api/subscription', { status: 200, body: level === 'sample' ? aSampleSummary() : aSubscriptionSummary(level) });
  api.on('GET /api/notification-preferences', { status: 200, body: settings });
  api.on('GET /api/calendar-feed', { status: 200, body: { feed: null } });
}

async function notificationsCard() {
  const card = await screen.findByRole('region', { name: 'Email notifications' });
  await within(card).findByRole('switch', { name: 'Weekly digest' });
  return card;
}

const patches = () => api.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/notification-preferences');

describe('email notifications card', () => {
  it('given a Pro user, when the profile opens, then each mail has a switch showing the saved choice', async () => {
    signIn('pro', aNotificationSettings('pro', { eventReminders: false, digestFilters: { states: ['PA'], eventTypes: [], ageLevels: ['U16'] } }));
    renderApp('/profile');

    const card = await notificationsCard();
    expect(card).toHaveTextContent('We send these emails to kim@example.com');
    const registration = within(card).getByRole('switch', { name: 'Registration deadline reminders' });
    expect(registration).toBeChecked();
    expect(registration).toBeEnabled();
    expect(registration).toHaveAccessibleDescription('7 days and 1 day before the registration deadline of each saved upcoming event.');
    expect(within(card).getByRole('switch', { name: 'Event date reminders' })).not.toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Change alerts' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Weekly digest' })).not.toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Change alerts' })).toHaveAccessibleDescription(
      /dates, location, cost, registration link or deadline change, or it is cancelled/,
    );
    const states = within(card).getByRole('group', { name: 'States' });
    expect(within(states).getAllByRole('checkbox')).toHaveLength(51);
    expect(within(states).getByRole('checkbox', { name: 'PA' })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'U16' })).toBeChecked();
    expect(within(card).queryByText('Included in Pro')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
  });

  it('given changed switches and filters, when saved, then only the changes are sent and a toast confirms', async () => {
    signIn('pro');
    const reply = heldReply();
    api.on('PATCH /api/notification-preferences', reply.handler);
    renderApp('/profile');

    const card = await notificationsCard();
    fireEvent.click(within(card).getByRole('switch', { name: 'Event date reminders' }));
    fireEvent.click(within(card).getByRole('switch', { name: 'Weekly digest' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'NJ' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'PA' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Clinic' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save notification settings' }));

    expect(await within(card).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    const saved = aNotificationSettings('pro', {
      eventReminders: false,
      weeklyDigest: true,
      digestFilters: { states: ['NJ', 'PA'], eventTypes: ['Clinic'], ageLevels: [] },
    });
    reply.release({ status: 200, body: saved });

    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(patches().map((call) => call.body)).toEqual([
      { eventReminders: false, weeklyDigest: true, digestFilters: { states: ['NJ', 'PA'], eventTypes: ['Clinic'], ageLevels: [] } },
    ]);
    expect(within(card).getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Event date reminders' })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
  });

  it('given a switch turned off and on again, when nothing differs from what is saved, then there is nothing to save', async () => {
    signIn('pro');
    renderApp('/profile');

    const card = await notificationsCard();
    const alerts = within(card).getByRole('switch', { name: 'Change alerts' });
    fireEvent.click(alerts);
    expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeEnabled();
    fireEvent.click(alerts);

    expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
    expect(patches()).toHaveLength(0);
  });

  it('given a Basic user, when the profile opens, then the Pro mails are off and disabled with an upgrade link, the digest is theirs', async () => {
    signIn('basic');
    renderApp('/profile');

    const card = await notificationsCard();
    for (const name of ['Registration deadline reminders', 'Event date reminders', 'Change alerts']) {
      const proSwitch = within(card).getByRole('switch', { name });
      expect(proSwitch).toBeDisabled();
      expect(proSwitch).not.toBeChecked();
      expect(proSwitch).toHaveAccessibleDescription(expect.stringContaining('Included in Pro Upgrade'));
    }
    expect(within(card).getAllByRole('link', { name: 'Upgrade' })[0]).toHaveAttribute('href', '#subscription');
    expect(screen.getByRole('region', { name: 'Subscription' })).toHaveAttribute('id', 'subscription');

    fireEvent.click(within(card).getByRole('switch', { name: 'Weekly digest' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'U19' }));
    api.on('PATCH /api/notification-preferences', {
      status: 200,
      body: aNotificationSettings('basic', { weeklyDigest: true, digestFilters: { states: [], eventTypes: [], ageLevels: ['U19'] } }),
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(patches().map((call) => call.body)).toEqual([{ weeklyDigest: true, digestFilters: { states: [], eventTypes: [], ageLevels: ['U19'] } }]);
  });

  it('given a sample user, when the profile opens, then every mail is disabled and the digest says Basic and Pro include it', async () => {
    signIn('sample');
    renderApp('/profile');

    const card = await notificationsCard();
    for (const name of ['Registration deadline reminders', 'Event date reminders', 'Change alerts', 'Weekly digest']) {
      expect(within(card).getByRole('switch', { name })).toBeDisabled();
    }
    expect(within(card).getByRole('switch', { name: 'Weekly digest' })).toHaveAccessibleDescription(
      expect.stringContaining('Included in Basic and Pro'),
    );
    expect(within(card).getByRole('checkbox', { name: 'PA' })).toBeDisabled();
  });

  it('given the server refuses the settings, when saved, then an error toast gives its message and the choices stay', async () => {
    signIn('pro');
    api.on('PATCH /api/notification-preferences', { status: 400, body: { message: 'digestFilters.states: Unknown state' } });
    renderApp('/profile');

    const card = await notificationsCard();
    fireEvent.click(within(card).getByRole('switch', { name: 'Weekly digest' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save notification settings' }));

    const toast = (await screen.findByText('Error saving notification settings')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('digestFilters.states: Unknown state');
    expect(within(card).getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeEnabled());
  });

  it('given the settings cannot be loaded, when the profile opens, then the card says so with the reason', async () => {
    signIn('pro');
    api.on('GET /api/notification-preferences', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Email notifications' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Error loading your notification settings: Service temporarily unavailable',
    );
  });

  it('given Spanish, when a Pro user opens the profile, then the card is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn('pro');
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Notificaciones por correo' });
    expect(await within(card).findByRole('switch', { name: 'Recordatorios de fecha límite de inscripción' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Resumen semanal' })).not.toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'Clínica' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Guardar ajustes de notificaciones' })).toBeDisabled();
  });
});
