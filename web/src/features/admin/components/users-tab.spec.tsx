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
