import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import { aSampleSummary, aSubscriptionSummary } from '../profile-fixtures';

const api = setUpTestApi();

function signIn(user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
  api.on('GET /api/subscription', { status: 200, body: user.accessLevel === 'sample' ? aSampleSummary() : aSubscriptionSummary('pro') });
}

const deletions = () => api.calls.filter((call) => call.method === 'DELETE' && call.path === '/api/user');

async function openDeleteDialog() {
  const card = await screen.findByRole('region', { name: 'Your data' });
  fireEvent.click(within(card).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

/** Password inputs have no role: found by their label. */
function confirmWith(dialog: HTMLElement, password: string) {
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('your data card', () => {
  it('offers a copy of all the user’s data as a download of the export, and says what is in it', async () => {
    signIn();
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Your data' });
    expect(card).toHaveTextContent(
      'One JSON file with your account, subscription history, saved events, notes, notification preferences and the e-mails we sent you.',
    );
    const download = within(card).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/user/export');
    expect(download).toHaveAttribute('download', 'field-hockey-events-my-data.json');
  });

  it('given the delete button, when clicked, then a dialog says what deleting does and asks for the password; nothing is sent yet', async () => {
    signIn(aSubscriber('pro'));
    renderApp('/profile');

    const dialog = await openDeleteDialog();

    expect(dialog).toHaveAccessibleDescription(
      'This deletes your account for good: your username, e-mail address, saved events, notes, notification preferences and calendar feed. Your username and e-mail address become free to use again. A paid subscription ends now, without a refund for the rest of the period (see our Refund Policy). Records the law requires us to keep (invoice dates and amounts) stay, no longer tied to you. This cannot be undone.',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(deletions()).toHaveLength(0);
  });

  it('given no password, when confirmed, then it asks for one and sends nothing', async () => {
    signIn();
    renderApp('/profile');

    const dialog = await openDeleteDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Enter your password'));
    expect(deletions()).toHaveLength(0);
  });

  it('given a wrong password, when the server refuses it, then its message shows under the password and the user stays signed in', async () => {
    signIn();
    api.on('DELETE /api/user', { status: 400, body: { message: 'password: The password is wrong' } });
    const { router } = renderApp('/profile');

    const dialog = await openDeleteDialog();
    confirmWith(dialog, 'not-my-password');

    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is wrong'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(deletions().map((call) => call.body)).toEqual([{ password: 'not-my-password' }]);
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('given the right password, when the server deletes the account, then the browser is signed out on the landing page with a toast', async () => {
    signIn(aSubscriber('pro'));
    const deletion = heldReply();
    api.on('DELETE /api/user', deletion.handler);
    const { router } = renderApp('/profile');

    const dialog = await openDeleteDialog();
    confirmWith(dialog, 'hockey-season-1');

    expect(await within(dialog).findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await waitFor(() => expect(deletions().map((call) => call.body)).toEqual([{ password: 'hockey-season-1' }]));
    // The server has ended the session: from now on it answers as to a visitor.
    api.on('GET /api/user', { status: 401, body: { message: 'Not signed in' } });
    deletion.release({ status: 204 });

    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Account menu for coach_kim' })).not.toBeInTheDocument();

    // Nothing of the user stays cached: the signed-in pages send the visitor to sign in.
    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('given a cancelled dialog, then nothing is sent', async () => {
    signIn();
    renderApp('/profile');

    const dialog = await openDeleteDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletions()).toHaveLength(0);
  });

  it('given Spanish, then the card, its download and the delete dialog are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    api.on('DELETE /api/user', { status: 204 });
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Tus datos' });
    expect(within(card).getByRole('link', { name: 'Descargar mis datos' })).toHaveAttribute('href', '/api/user/export');
    fireEvent.click(within(card).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    fireEvent.change(within(dialog).getByLabelText('Contraseña'), { target: { value: 'temporada-1' } });
    api.on('GET /api/user', { status: 401, body: { message: 'Not signed in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));

    expect(await screen.findByText('Tu cuenta ha sido eliminada')).toBeInTheDocument();
  });
});
