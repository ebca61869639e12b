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

const confirms = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/organizers/confirm');

describe('the organizers’ confirmation page', () => {
  it('given the link mailed to an organizer, when opened, then it confirms the token once and thanks them, with a link home', async () => {
    const reply = heldReply();
    api.on('POST /api/organizers/confirm', reply.handler);
    renderApp('/organizers/confirm/v1.abc-DEF_123');

    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your submission…');
    reply.release({ status: 200, body: { events: 1, language: 'en' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your event is on its way to our reviewers' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('We will e-mail you once an admin has reviewed it.');
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(confirms()).toEqual([{ method: 'POST', path: '/api/organizers/confirm', body: { token: 'v1.abc-DEF_123', language: 'en' } }]);
    await waitFor(() => expect(document.title).toBe('Confirm your submission | Field Hockey Events'));
  });

  it('given a submission of several events, when confirmed, then the thanks count them', async () => {
    api.on('POST /api/organizers/confirm', { status: 200, body: { events: 3, language: 'en' } });
    renderApp('/organizers/confirm/t');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your 3 events are on their way to our reviewers' })).toBeInTheDocument();
  });

  it('given React runs effects twice (StrictMode), when the page opens, then the token is still posted once', async () => {
    api.on('POST /api/organizers/confirm', { status: 200, body: { events: 1, language: 'en' } });
    const router = createMemoryRouter(routes, { initialEntries: ['/organizers/confirm/strict'] });
    render(
      <StrictMode>
        <App router={router} i18n={createI18n()} queryClient={createQueryClient()} />
      </StrictMode>,
    );

    await screen.findByRole('heading', { level: 1, name: 'Thank you: your event is on its way to our reviewers' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirms()).toHaveLength(1);
  });

  it('given an organizer who wrote in Spanish, when their link opens in an English browser, then the thanks are in Spanish', async () => {
    api.on('POST /api/organizers/confirm', { status: 200, body: { events: 1, language: 'es' } });
    renderApp('/organizers/confirm/t');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gracias: tu evento va en camino a nuestros revisores' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Te escribiremos cuando un administrador lo haya revisado.');
    expect(within(main).getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
  });

  it('given an expired or damaged link, when opened, then the server’s reason is shown with a way to submit again', async () => {
    api.on('POST /api/organizers/confirm', { status: 400, body: { message: 'This confirmation link is not valid or has expired' } });
    renderApp('/organizers/confirm/expired');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your submission' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is not valid or has expired');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Submit your event again' })).toHaveAttribute('href', '/organizers/submit');
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('given the server fails, when opened, then trying again posts the token once more', async () => {
    api.on('POST /api/organizers/confirm', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/organizers/confirm/t');

    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    api.on('POST /api/organizers/confirm', { status: 200, body: { events: 1, language: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your event is on its way to our reviewers' })).toBeInTheDocument();
    expect(confirms()).toHaveLength(2);
  });

  it('given Spanish, when the link is not valid, then the page says so in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('POST /api/organizers/confirm', { status: 400, body: { message: 'Este enlace de confirmación no es válido o venció' } });
    renderApp('/organizers/confirm/expired');

    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos confirmar tu envío' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace de confirmación no es válido o venció');
    expect(screen.getByRole('link', { name: 'Enviar tu evento de nuevo' })).toHaveAttribute('href', '/organizers/submit');
    // The server cannot tell whose a bad link is: it answers in the page's language.
    expect(confirms().map((call) => call.body)).toEqual([{ token: 'expired', language: 'es' }]);
  });
});
