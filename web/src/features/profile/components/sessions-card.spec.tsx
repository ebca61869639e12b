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

const posted = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/user/logout-everywhere');

describe('signed-in devices card', () => {
  it('given a confirmed sign-out everywhere, when the server ends every session, then this browser is signed out and sent to sign in', async () => {
    signIn();
    api.on('POST /api/user/logout-everywhere', { status: 204 });
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Signed-in devices' });
    fireEvent.click(within(card).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out on every device?' });
    expect(posted()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Signed out on every device')).toBeInTheDocument();
    expect(posted()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Signed-in devices' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('given a cancelled confirmation, then nothing is sent and the user stays signed in', async () => {
    signIn();
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Signed-in devices' });
    fireEvent.click(within(card).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out on every device?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted()).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Signed-in devices' })).toBeInTheDocument();
  });

  it('given a refusal, when the server answers 429, then its message shows in an error toast and the user stays signed in', async () => {
    signIn();
    api.on('POST /api/user/logout-everywhere', { status: 429, body: { message: 'Too many changes at once, try again in 1 minute' } });
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Signed-in devices' });
    fireEvent.click(within(card).getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));

    const toast = (await screen.findByText('Error signing out everywhere')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('Too many changes at once, try again in 1 minute');
    expect(screen.getByRole('region', { name: 'Signed-in devices' })).toBeInTheDocument();
  });

  it('given Spanish, then the card and its button are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Dispositivos con sesión iniciada' });
    expect(within(card).getByRole('button', { name: 'Cerrar sesión en todas partes' })).toBeInTheDocument();
  });
});
