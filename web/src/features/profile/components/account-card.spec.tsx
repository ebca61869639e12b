import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import { aSampleSummary } from '../profile-fixtures';

const api = setUpTestApi();

function signIn() {
  api.on('GET /api/user', { status: 200, body: aUser() });
  api.on('GET /api/subscription', { status: 200, body: aSampleSummary() });
}

async function accountCard() {
  return screen.findByRole('region', { name: 'Account' });
}

async function saveEmail(email: string) {
  const card = await accountCard();
  fireEvent.change(within(card).getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
  return card;
}

const patched = () => api.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/user');

describe('account card', () => {
  it('given a signed-in user, when the profile opens, then the username is read-only and the email editable', async () => {
    signIn();
    renderApp('/profile');

    const card = await accountCard();
    const username = within(card).getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('coach_kim');
    expect(username).toHaveAttribute('readonly');
    expect(username).toHaveAccessibleDescription('Your username cannot be changed.');
    expect(within(card).getByRole('textbox', { name: 'Email' })).toHaveValue('kim@example.com');
  });

  it('given a new address, when saved, then the server gets it, a toast confirms and the account menu shows it', async () => {
    signIn();
    const reply = heldReply();
    api.on('PATCH /api/user', reply.handler);
    renderApp('/profile');

    const card = await saveEmail('kim.new@example.com');
    expect(await within(card).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    reply.release({ status: 200, body: aUser({ email: 'kim.new@example.com' }) });

    expect(await screen.findByText('Email updated')).toBeInTheDocument();
    expect(patched().map((call) => call.body)).toEqual([{ email: 'kim.new@example.com' }]);
    expect(within(card).getByRole('textbox', { name: 'Email' })).toHaveValue('kim.new@example.com');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Account menu for coach_kim' }), { key: 'Enter' });
    expect(await screen.findByRole('menu')).toHaveTextContent('kim.new@example.com');
  });

  it('given an address another account has, when saved, then the refusal shows under the field and in a toast', async () => {
    signIn();
    api.on('PATCH /api/user', { status: 409, body: { message: 'That email is already registered' } });
    renderApp('/profile');

    const card = await saveEmail('taken@example.com');

    const email = within(card).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('That email is already registered'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const toast = screen.getByText('Error updating email').closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('That email is already registered');
  });

  it('given an address the server finds invalid, when saved, then its message shows under the field without the field name', async () => {
    signIn();
    api.on('PATCH /api/user', { status: 400, body: { message: 'email: Must be at most 254 characters' } });
    renderApp('/profile');

    const card = await saveEmail('kim@example.org');

    const email = within(card).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Must be at most 254 characters'));
    expect(await screen.findByText('Error updating email')).toBeInTheDocument();
  });

  it('given something that is not an address, when saved, then it is refused before asking the server', async () => {
    signIn();
    renderApp('/profile');

    const card = await saveEmail('kim-at-example');

    expect(await within(card).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(patched()).toHaveLength(0);
  });
});
