import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { renderApp } from '../../../../test/render-app';
import { heldReply, setUpTestApi } from '../../../../test/test-api';
import { App } from '../../../app/app';
import { routes } from '../../../app/routes';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';

const api = setUpTestApi();

const posts = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/unsubscribe');

describe('unsubscribe page', () => {
  it('given a link from a deadline reminder, when opened, then it posts the token once and says which mails stop', async () => {
    const reply = heldReply();
    api.on('POST /api/unsubscribe', reply.handler);
    renderApp('/unsubscribe?token=v1.abc-DEF_123');

    expect(await screen.findByRole('status')).toHaveTextContent('Unsubscribing…');
    reply.release({ status: 200, body: { kind: 'deadlineReminders' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('You will no longer receive registration deadline reminders.');
    expect(main).toHaveTextContent('You can turn it back on anytime in your profile.');
    expect(within(main).getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(posts()).toEqual([{ method: 'POST', path: '/api/unsubscribe', body: { token: 'v1.abc-DEF_123' } }]);
    await waitFor(() => expect(document.title).toBe('You’re unsubscribed | Field Hockey Events'));
  });

  it.each([
    ['eventReminders', 'You will no longer receive event date reminders.'],
    ['changeAlerts', 'You will no longer receive change alerts.'],
    ['weeklyDigest', 'You will no longer receive the weekly digest.'],
  ])('given a link for %s, when opened, then it names that kind', async (kind, text) => {
    api.on('POST /api/unsubscribe', { status: 200, body: { kind } });
    renderApp('/unsubscribe?token=t');

    await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' });
    expect(screen.getByRole('main')).toHaveTextContent(text);
  });

  it('given React runs effects twice (StrictMode), when the page opens, then the token is still posted once', async () => {
    api.on('POST /api/unsubscribe', { status: 200, body: { kind: 'weeklyDigest' } });
    const router = createMemoryRouter(routes, { initialEntries: ['/unsubscribe?token=strict'] });
    render(
      <StrictMode>
        <App router={router} i18n={createI18n()} queryClient={createQueryClient()} />
      </StrictMode>,
    );

    await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(1);
  });

  it('given a forged or damaged token, when opened, then the page says the link is not valid', async () => {
    api.on('POST /api/unsubscribe', { status: 400, body: { message: 'This unsubscribe link is not valid' } });
    renderApp('/unsubscribe?token=forged');

    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(posts()).toHaveLength(1);
  });

  it.each([['/unsubscribe'], ['/unsubscribe?token='], ['/unsubscribe?token=%20']])(
    'given no token (%s), when opened, then the link is not valid and nothing is posted',
    async (path) => {
      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
      expect(posts()).toHaveLength(0);
    },
  );

  it('given the server fails, when opened, then it says so with the reason and trying again posts once more', async () => {
    api.on('POST /api/unsubscribe', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/unsubscribe?token=t');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    api.on('POST /api/unsubscribe', { status: 200, body: { kind: 'changeAlerts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });

  it('given Spanish, when a link is opened, then the page is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('POST /api/unsubscribe', { status: 200, body: { kind: 'eventReminders' } });
    renderApp('/unsubscribe?token=t');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelaste la suscripción' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Ya no recibirás recordatorios de fecha del evento.');
    expect(main).toHaveTextContent('Puedes volver a activarlo cuando quieras en tu perfil.');
    expect(within(main).getByRole('link', { name: 'perfil' })).toHaveAttribute('href', '/profile');
  });

  it('given Spanish and no token, when opened, then the invalid link is said in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp('/unsubscribe');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace para cancelar la suscripción no es válido' }),
    ).toBeInTheDocument();
  });
});
