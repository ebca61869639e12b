import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { aSubscriber, aUser, heldReply, setUpTestApi } from '../../test/test-api';

const api = setUpTestApi();

function signIn(user = aUser()) {
  api.on('GET /api/user', { status: 200, body: user });
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

async function openUserMenu(username: string) {
  fireEvent.keyDown(await screen.findByRole('button', { name: `Account menu for ${username}` }), { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('protected routes', () => {
  it('shows a spinner while the user loads, then sends a signed-out visitor to /auth', async () => {
    const user = heldReply();
    api.on('GET /api/user', user.handler);
    renderApp('/dashboard');

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    user.release({ status: 401, body: { message: 'Not signed in' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of /admin to /auth too', async () => {
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('shows a signed-in member the dashboard in the layout, without the admin entry', async () => {
    signIn();
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(within(nav).getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Field Hockey Events' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('sends a member who is not an admin from /admin to the dashboard', async () => {
    signIn();
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Console' })).not.toBeInTheDocument();
  });

  it('lets an admin into /admin and lists it in the nav', async () => {
    signIn(aUser({ username: 'admin', isAdmin: true }));
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Console' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['/events', 'Events'],
    ['/saved', 'Saved Events'],
    ['/profile', 'Profile'],
  ])('shows %s with its title in the layout', async (path, title) => {
    signIn();
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
  });
});

describe('past-due banner', () => {
  it('given a failed payment, when a signed-in page opens, then an alert above it links to the profile', async () => {
    signIn(aSubscriber('pro', { subscriptionStatus: 'past_due' }));
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Your last payment failed. Update your payment method to keep your access.');
    expect(within(banner).getByRole('link', { name: 'Fix payment' })).toHaveAttribute('href', '/profile');
  });

  it('given Spanish, when a past-due user opens a page, then the banner is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn(aSubscriber('basic', { subscriptionStatus: 'past_due' }));
    renderApp('/saved');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Tu último pago no se pudo procesar.');
    expect(within(banner).getByRole('link', { name: 'Resolver el pago' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['an active subscriber', aSubscriber('pro')],
    ['a sample user', aUser()],
  ])('given %s, when a signed-in page opens, then there is no banner', async (_who, user) => {
    signIn(user);
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fix payment' })).not.toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('shows who is signed in and links to the profile', async () => {
    signIn();
    renderApp('/dashboard');

    const menu = await openUserMenu('coach_kim');

    expect(menu).toHaveTextContent('coach_kim');
    expect(menu).toHaveTextContent('kim@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('draws its button before the menu has loaded, and opens the menu with a click as well', async () => {
    signIn();
    renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Account menu for coach_kim' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(button);

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for coach_kim' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('logs out and lands on the home page', async () => {
    signIn();
    api.on('POST /api/logout', { status: 204 });
    renderApp('/dashboard');

    const menu = await openUserMenu('coach_kim');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Account menu for coach_kim' })).not.toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/logout' }));
  });

  it('shows a "Logout failed" toast and stays signed in when the server refuses', async () => {
    signIn();
    api.on('POST /api/logout', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/dashboard');

    const menu = await openUserMenu('coach_kim');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
