import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../test/test-api';
import type { AdminUser } from '../api/get-users';
import { anAdminUser } from './admin-fixtures';

const api = setUpTestApi();

const me = aUser({ id: 'me', username: 'head_admin', isAdmin: true });
const meListed = anAdminUser({ id: 'me', username: 'head_admin', email: 'head@example.com', isAdmin: true });

function answer(users: AdminUser[]) {
  api.on('GET /api/user', { status: 200, body: me });
  api.on('GET /api/admin/users', { status: 200, body: users });
}

/** The table row of the user with this username. */
async function rowOf(username: string) {
  const table = await screen.findByRole('table');
  return within(table).getByRole('row', { name: new RegExp(`^${username}`) });
}

function actionsOf(row: HTMLElement, username: string) {
  return within(row).getByRole('group', { name: `Actions for ${username}` });
}

async function confirm(name: string) {
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

const posted = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path);

describe('admin users', () => {
  it('lists each user with the joined day, subscription badges and the Admin badge', async () => {
    answer([
      anAdminUser({ username: 'new_player', email: 'new@example.com', createdAt: '2025-11-02T10:00:00.000Z' }),
      anAdminUser({ username: 'pro_coach', subscriptionStatus: 'active', planType: 'pro', accessLevel: 'pro' }),
      anAdminUser({ username: 'late_payer', subscriptionStatus: 'past_due', planType: 'basic', accessLevel: 'basic' }),
      meListed,
    ]);
    renderApp('/admin?tab=users');

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Username',
      'Email',
      'Joined',
      'Subscription',
      'Actions',
    ]);
    const newPlayer = await rowOf('new_player');
    expect(within(newPlayer).getByText('new@example.com')).toBeInTheDocument();
    expect(within(newPlayer).getByText('Nov 2, 2025')).toBeInTheDocument();
    expect(within(newPlayer).getByText('trial')).toBeInTheDocument();
    expect(within(newPlayer).queryByText('Admin')).not.toBeInTheDocument();
    const proCoach = await rowOf('pro_coach');
    expect(within(proCoach).getByText('active')).toBeInTheDocument();
    expect(within(proCoach).getByText('Pro')).toBeInTheDocument();
    expect(within(await rowOf('late_payer')).getByText('past due')).toBeInTheDocument();
    expect(within(await rowOf('head_admin')).getByText('Admin')).toBeInTheDocument();
  });

  it('says "No users yet" when there are none', async () => {
    answer([]);
    renderApp('/admin?tab=users');

    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it('makes a user an admin once confirmed, then shows the refreshed list', async () => {
    const player = anAdminUser({ id: 'u-7', username: 'rising_star' });
    answer([player]);
    renderApp('/admin?tab=users');

    fireEvent.click(within(actionsOf(await rowOf('rising_star'), 'rising_star')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByRole('alertdialog', { name: 'Make rising_star an admin?' })).toBeInTheDocument();
    expect(posted('POST', '/api/admin/users/u-7/admin')).toHaveLength(0);

    api.on('POST /api/admin/users/u-7/admin', { status: 200, body: { ...player, isAdmin: true } });
    api.on('GET /api/admin/users', { status: 200, body: [{ ...player, isAdmin: true }] });
    await confirm('Make admin');

    expect(await screen.findByText('rising_star is now an admin')).toBeInTheDocument();
    expect(posted('POST', '/api/admin/users/u-7/admin')).toHaveLength(1);
    const row = await rowOf('rising_star');
    await waitFor(() => expect(within(row).getByText('Admin')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Remove admin' })).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    answer([anAdminUser({ id: 'u-8', username: 'bench_player' })]);
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('bench_player')).getByRole('button', { name: 'Make admin' }));
    await confirm('Cancel');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted('POST', '/api/admin/users/u-8/admin')).toHaveLength(0);
  });

  it('does not offer admins to remove their own role, but does for other admins', async () => {
    answer([meListed, anAdminUser({ username: 'co_admin', isAdmin: true })]);
    renderApp('/admin?tab=users');

    const mine = actionsOf(await rowOf('head_admin'), 'head_admin');
    expect(within(mine).queryByRole('button', { name: 'Remove admin' })).not.toBeInTheDocument();
    expect(within(mine).getByText('You cannot remove your own admin role')).toBeInTheDocument();
    expect(within(await rowOf('co_admin')).getByRole('button', { name: 'Remove admin' })).toBeInTheDocument();
  });

  it("shows the server's refusal in an error toast", async () => {
    answer([meListed, anAdminUser({ id: 'u-9', username: 'last_admin', isAdmin: true })]);
    api.on('DELETE /api/admin/users/u-9/admin', { status: 409, body: { message: 'The last admin cannot be removed' } });
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('last_admin')).getByRole('button', { name: 'Remove admin' }));
    await confirm('Remove admin');

    expect(await screen.findByText('Error removing the admin role')).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot be removed')).toBeInTheDocument();
  });

  it('grants a plan up to a last day', async () => {
    answer([anAdminUser({ id: 'u-10', username: 'scholar' })]);
    api.on('POST /api/admin/users/u-10/access', {
      status: 200,
      body: { level: 'pro', subscriptionStatus: null, planType: 'pro', stripeSubscriptionId: null },
    });
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('scholar')).getByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant access to scholar' });
    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: 'pro' } });
    fireEvent.change(within(dialog).getByLabelText('Last day (optional)'), { target: { value: '2099-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));

    expect(await screen.findByText('Access granted to scholar')).toBeInTheDocument();
    expect(posted('POST', '/api/admin/users/u-10/access').map((call) => call.body)).toEqual([
      { planType: 'pro', until: '2099-12-31' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a last day in the past before asking the server', async () => {
    answer([anAdminUser({ id: 'u-11', username: 'alumna' })]);
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('alumna')).getByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant access to alumna' });
    fireEvent.change(within(dialog).getByLabelText('Last day (optional)'), { target: { value: '2020-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));

    expect(await within(dialog).findByText('Must not be in the past')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last day (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(posted('POST', '/api/admin/users/u-11/access')).toHaveLength(0);
  });

  it('revokes access once confirmed', async () => {
    answer([anAdminUser({ id: 'u-12', username: 'gifted', planType: 'basic', accessLevel: 'basic' })]);
    api.on('DELETE /api/admin/users/u-12/access', {
      status: 200,
      body: { level: 'sample', subscriptionStatus: null, planType: null, stripeSubscriptionId: null },
    });
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('gifted')).getByRole('button', { name: 'Revoke access' }));
    await confirm('Revoke access');

    expect(await screen.findByText('Access of gifted revoked')).toBeInTheDocument();
    expect(posted('DELETE', '/api/admin/users/u-12/access')).toHaveLength(1);
  });

  it('offers to delete the account of users who are not admins only', async () => {
    answer([meListed, anAdminUser({ username: 'co_admin', isAdmin: true }), anAdminUser({ username: 'left_wing' })]);
    renderApp('/admin?tab=users');

    expect(within(await rowOf('left_wing')).getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(within(await rowOf('co_admin')).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(within(await rowOf('head_admin')).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('deletes an account for the reason given, then shows the refreshed list', async () => {
    answer([anAdminUser({ id: 'u-13', username: 'underage_player' })]);
    api.on('DELETE /api/admin/users/u-13', { status: 204 });
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('underage_player')).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of underage_player?' });
    expect(dialog).toHaveAccessibleDescription(
      'The account and its personal data are deleted for good. A paid subscription is cancelled at once.',
    );
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit trail; do not include personal data)'), {
      target: { value: 'Account of a child under 13, reported by a parent' },
    });
    api.on('GET /api/admin/users', { status: 200, body: [] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(posted('DELETE', '/api/admin/users/u-13').map((call) => call.body)).toEqual([
      { reason: 'Account of a child under 13, reported by a parent' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it.each([
    ['no reason', 'Enter a reason', ''],
    ['a reason of 2 characters', 'Must be at least 3 characters', '  ok  '],
    ['a reason of 501 characters', 'Must be at most 500 characters', 'x'.repeat(501)],
  ])('given %s, when confirmed, then it says "%s" and sends nothing', async (_given, problem, reason) => {
    answer([anAdminUser({ id: 'u-14', username: 'fullback' })]);
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('fullback')).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of fullback?' });
    const field = within(dialog).getByLabelText('Reason (kept in the audit trail; do not include personal data)');
    fireEvent.change(field, { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(problem));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posted('DELETE', '/api/admin/users/u-14')).toHaveLength(0);
  });

  it("shows the server's refusal of the reason under the field, and any other refusal in an error toast", async () => {
    answer([anAdminUser({ id: 'u-15', username: 'sweeper' })]);
    api.on('DELETE /api/admin/users/u-15', { status: 400, body: { message: 'reason: Must not contain an e-mail address' } });
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('sweeper')).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of sweeper?' });
    const field = within(dialog).getByLabelText('Reason (kept in the audit trail; do not include personal data)');
    fireEvent.change(field, { target: { value: 'Asked by sweeper@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription('Must not contain an e-mail address'));

    api.on('DELETE /api/admin/users/u-15', { status: 400, body: { message: 'Revoke the admin role first' } });
    fireEvent.change(field, { target: { value: 'Asked by the account holder' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    const toast = (await screen.findByText('Error deleting the account')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('Revoke the admin role first');
    expect(posted('DELETE', '/api/admin/users/u-15').map((call) => call.body)).toEqual([
      { reason: 'Asked by sweeper@example.com' },
      { reason: 'Asked by the account holder' },
    ]);
  });

  it('shows a deleted account by the name the server gives it, in the admin’s language', async () => {
    window.localStorage.setItem('language', 'es');
    answer([anAdminUser({ username: 'Deleted user' })]);
    renderApp('/admin?tab=users');

    const row = await rowOf('Usuario eliminado');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Usuario eliminado');
    expect(within(row).getByRole('button', { name: 'Eliminar cuenta' })).toBeInTheDocument();
  });

  it('asks for the reason in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    answer([anAdminUser({ id: 'u-16', username: 'portera' })]);
    api.on('DELETE /api/admin/users/u-16', { status: 204 });
    renderApp('/admin?tab=users');

    fireEvent.click(within(await rowOf('portera')).getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la cuenta de portera?' });
    expect(dialog).toHaveAccessibleDescription(
      'La cuenta y sus datos personales se eliminan de forma definitiva. Una suscripción de pago se cancela de inmediato.',
    );
    const field = within(dialog).getByLabelText('Motivo (se guarda en el registro de auditoría; no incluyas datos personales)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Escribe un motivo'));
    fireEvent.change(field, { target: { value: 'Solicitado por la titular' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));

    expect(await screen.findByText('Cuenta eliminada')).toBeInTheDocument();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    answer([anAdminUser({ username: 'jugadora', createdAt: '2025-11-02T10:00:00.000Z' }), meListed]);
    renderApp('/admin?tab=users');

    expect(await screen.findByRole('heading', { level: 2, name: 'Usuarios' })).toBeInTheDocument();
    const row = await rowOf('jugadora');
    expect(within(row).getByText('prueba')).toBeInTheDocument();
    expect(within(row).getByText('2 nov 2025')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Hacer admin' })).toBeInTheDocument();
    expect(within(await rowOf('head_admin')).getByText('No puedes quitarte tu propio rol de admin')).toBeInTheDocument();
  });
});
