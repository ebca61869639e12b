import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../test/test-api';
import { aSampleSummary } from '../profile-fixtures';

const api = setUpTestApi();

function signIn() {
  api.on('GET /api/user', { status: 200, body: aUser() });
  api.on('GET /api/subscription', { status: 200, body: aSampleSummary() });
}

type Passwords = { current?: string; next?: string; confirm?: string };

/** Password inputs have no role: they are found by their label. */
async function fillIn({ current = 'old-secret-1', next = 'new-secret-22', confirm = next }: Passwords = {}) {
  const card = await screen.findByRole('region', { name: 'Change password' });
  fireEvent.change(within(card).getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(within(card).getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(within(card).getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(within(card).getByRole('button', { name: 'Change password' }));
  return card;
}

const posted = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/user/password');

describe('change-password card', () => {
  it('given matching new passwords, when submitted, then the server gets the current and new one and the form empties', async () => {
    signIn();
    api.on('POST /api/user/password', { status: 204 });
    renderApp('/profile');

    const card = await fillIn();

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(posted().map((call) => call.body)).toEqual([{ currentPassword: 'old-secret-1', newPassword: 'new-secret-22' }]);
    await waitFor(() => expect(within(card).getByLabelText('Current password')).toHaveValue(''));
    expect(within(card).getByLabelText('New password')).toHaveValue('');
    expect(within(card).getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('given two different new passwords, when submitted, then "Passwords do not match" shows and nothing is sent', async () => {
    signIn();
    renderApp('/profile');

    const card = await fillIn({ next: 'new-secret-22', confirm: 'new-secret-23' });

    await waitFor(() =>
      expect(within(card).getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match'),
    );
    expect(posted()).toHaveLength(0);
  });

  it('given a new password under 8 characters, when submitted, then the rule shows and nothing is sent', async () => {
    signIn();
    renderApp('/profile');

    const card = await fillIn({ next: 'short' });

    await waitFor(() =>
      expect(within(card).getByLabelText('New password')).toHaveAccessibleDescription('Must be at least 8 characters 8–128 characters'),
    );
    expect(posted()).toHaveLength(0);
  });

  it('given a wrong current password, when the server refuses it, then its message shows under that field and in a toast', async () => {
    signIn();
    api.on('POST /api/user/password', { status: 400, body: { message: 'currentPassword: The current password is wrong' } });
    renderApp('/profile');

    const card = await fillIn();

    const current = within(card).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is wrong'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    const toast = screen.getByText('Error changing password').closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('The current password is wrong');
  });

  it('given a common new password, when the server refuses it, then its message shows under the new password', async () => {
    signIn();
    api.on('POST /api/user/password', { status: 400, body: { message: 'newPassword: This password is too common' } });
    renderApp('/profile');

    const card = await fillIn({ next: 'password123' });

    await waitFor(() =>
      expect(within(card).getByLabelText('New password')).toHaveAccessibleDescription('This password is too common 8–128 characters'),
    );
  });

  it('given too many attempts, when the server answers 429, then a toast says so and no field is blamed', async () => {
    signIn();
    api.on('POST /api/user/password', { status: 429, body: { message: 'Too many attempts, try again in 15 minutes' } });
    renderApp('/profile');

    const card = await fillIn();

    expect(await screen.findByText('Too many attempts, try again in 15 minutes')).toBeInTheDocument();
    expect(within(card).getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });
});
