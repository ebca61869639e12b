import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { aUser, setUpTestApi } from '../../../test/test-api';
import { aNotificationSettings, aSampleSummary } from '../../features/profile/profile-fixtures';

const api = setUpTestApi();

const languagePatches = () => api.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/user').map((call) => call.body);

/** A signed-in user on their profile, once its cards have loaded. */
async function openProfile() {
  api.on('GET /api/user', { status: 200, body: aUser() });
  api.on('GET /api/subscription', { status: 200, body: aSampleSummary() });
  api.on('GET /api/notification-preferences', { status: 200, body: aNotificationSettings('sample') });
  renderApp('/profile');
  await screen.findByRole('switch', { name: 'Weekly digest' });
  await screen.findByText('Sample Access');
}

const switchButton = (name: 'EN' | 'ES') => within(screen.getByRole('group', { name: /Language|Idioma/ })).getByRole('button', { name });

describe('language switch', () => {
  it('given a signed-in user, when switching to ES and back, then the account language is saved each time', async () => {
    api.on('PATCH /api/user', (call) => ({ status: 200, body: aUser(call.body as { language: 'en' | 'es' }) }));
    await openProfile();

    fireEvent.click(switchButton('ES'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    await waitFor(() => expect(languagePatches()).toEqual([{ language: 'es' }]));
    // The answer replaced the cached user: switching back is a change again, and is saved too.
    fireEvent.click(switchButton('EN'));
    await waitFor(() => expect(languagePatches()).toEqual([{ language: 'es' }, { language: 'en' }]));
    expect(switchButton('EN')).toHaveAttribute('aria-pressed', 'true');
  });

  it('given a signed-in user, when choosing the language they already have, then nothing is sent', async () => {
    await openProfile();

    fireEvent.click(switchButton('EN'));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(languagePatches()).toEqual([]);
  });

  it('given a visitor, when switching to ES on the landing page, then the page is in Spanish and nothing is saved', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Every field hockey recruiting event in one place' });

    fireEvent.click(switchButton('ES'));

    expect(await screen.findByRole('heading', { level: 1, name: /en un solo lugar/ })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/user')).toBe(true));
    expect(languagePatches()).toEqual([]);
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('given saving fails, when switching, then an error toast says so and the screen stays in the chosen language', async () => {
    api.on('PATCH /api/user', { status: 503, body: { message: 'Service temporarily unavailable' } });
    await openProfile();

    fireEvent.click(switchButton('ES'));

    const toast = (await screen.findByText('Error al guardar tu idioma')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('Service temporarily unavailable');
    expect(switchButton('ES')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
  });
});
