import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, heldReply, setUpTestApi } from '../../../../../test/test-api';
import type { Scraper } from '../api/scraper';
import { aScraper } from '../scraper-fixtures';

const api = setUpTestApi();

function answer(scrapers: Scraper[]) {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'head_admin', isAdmin: true }) });
  api.on('GET /api/admin/scrapers', { status: 200, body: scrapers });
}

const requests = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path);
const writes = () => api.calls.filter((call) => call.method !== 'GET');

/** The card of the scraper with this name. */
const cardOf = (name: string) => screen.findByRole('article', { name });

async function confirm(title: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

/** As the page shows an instant in English: the admin's own time zone. */
const shownAt = (instant: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

describe('admin scrapers', () => {
  it('lists each scraper with its state, last run, schedule and actions', async () => {
    answer([
      aScraper({ name: 'Lineup', organizer: 'Lineup', lastRunStatus: 'success', lastRunAt: '2025-11-20T06:00:00.000Z' }),
      aScraper({ name: 'NXT', organizer: 'NXT Field Hockey', isActive: false, lastRunStatus: 'failure', lastRunAt: '2025-11-19T06:00:00.000Z', schedule: '*/30 * * * *' }),
      aScraper({ name: 'Super Sixty', organizer: 'Super Sixty', strategy: 'json-ld' }),
    ]);
    renderApp('/admin?tab=scrapers');

    const lineup = await cardOf('Lineup');
    expect(within(lineup).getByText('Organizer: Lineup')).toBeInTheDocument();
    expect(within(lineup).getByText('Active')).toBeInTheDocument();
    expect(within(lineup).getByText('Success')).toBeInTheDocument();
    expect(within(lineup).getByText(shownAt('2025-11-20T06:00:00.000Z'))).toHaveAttribute('datetime', '2025-11-20T06:00:00.000Z');
    expect(within(lineup).getByText('0 6 * * *')).toBeInTheDocument();
    expect(within(lineup).getByText('(Daily at 06:00)')).toBeInTheDocument();
    expect(within(lineup).getByRole('button', { name: 'Run Now: Lineup' })).toBeEnabled();
    expect(within(lineup).getByRole('button', { name: 'Edit Lineup' })).toBeInTheDocument();
    expect(within(lineup).getByRole('button', { name: 'History of Lineup' })).toBeInTheDocument();

    const nxt = await cardOf('NXT');
    expect(within(nxt).getByText('Inactive')).toBeInTheDocument();
    expect(within(nxt).getByText('Failed')).toBeInTheDocument();
    expect(within(nxt).getByText('*/30 * * * *')).toBeInTheDocument();
    expect(within(nxt).queryByText(/Daily at/)).not.toBeInTheDocument();

    const superSixty = await cardOf('Super Sixty');
    expect(within(superSixty).getByText('Never run')).toBeInTheDocument();
    expect(within(superSixty).getByText('Structured data (JSON-LD)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a last run that found nothing as a warning with its reason, in English and Spanish', async () => {
    const club = aScraper({ name: 'Club site', lastRunStatus: 'warning', lastRunAt: '2025-11-20T06:00:00.000Z', lastRunWarning: 'No events found on 3 pages' });
    answer([club]);
    const { unmount } = renderApp('/admin?tab=scrapers');

    const card = await cardOf('Club site');
    expect(within(card).getByText('Warning')).toHaveClass('admin-badge--run-warning');
    expect(within(card).getByText('Last run: No events found on 3 pages')).toBeInTheDocument();
    unmount();

    window.localStorage.setItem('language', 'es');
    renderApp('/admin?tab=scrapers');
    const tarjeta = await cardOf('Club site');
    expect(within(tarjeta).getByText('Advertencia')).toBeInTheDocument();
    expect(within(tarjeta).getByText('Última ejecución: No events found on 3 pages')).toBeInTheDocument();
  });

  it('offers Run All, not Initialize, when there are scrapers', async () => {
    answer([aScraper({ name: 'Lineup' })]);
    renderApp('/admin?tab=scrapers');

    expect(await screen.findByRole('button', { name: 'Run All Scrapers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Initialize Scrapers' })).not.toBeInTheDocument();
  });

  it('says "No scrapers configured" and offers Initialize only, which adds them once confirmed', async () => {
    answer([]);
    api.on('POST /api/admin/scrapers/initialize', { status: 201, body: { count: 2 } });
    renderApp('/admin?tab=scrapers');

    expect(await screen.findByText('No scrapers configured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run All Scrapers' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Initialize Scrapers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Initialize scrapers?' });
    expect(dialog).toHaveTextContent('one-time production setup');
    expect(writes()).toEqual([]);

    api.on('GET /api/admin/scrapers', { status: 200, body: [aScraper({ name: 'Lineup' }), aScraper({ name: 'NXT' })] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Initialize Scrapers' }));

    expect(await screen.findByText('Scrapers initialized!')).toBeInTheDocument();
    expect(screen.getByText('2 scrapers added to database')).toBeInTheDocument();
    expect(await cardOf('NXT')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: '/api/admin/scrapers/initialize', body: undefined }]);
    expect(requests('GET', '/api/admin/scrapers')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Initialize Scrapers' })).not.toBeInTheDocument();
  });

  it.each([
    ['its message', { status: 409, body: { message: 'Scrapers may already be initialized' } }, 'Scrapers may already be initialized'],
    ['a message of its own', { status: 503, body: { message: 'Event store unavailable' } }, 'Event store unavailable'],
    ['nothing (the fallback)', { status: 409 }, 'Scrapers may already be initialized'],
  ])('toasts "Error initializing scrapers" with %s when refused', async (_case, reply, description) => {
    answer([]);
    api.on('POST /api/admin/scrapers/initialize', reply);
    renderApp('/admin?tab=scrapers');

    fireEvent.click(await screen.findByRole('button', { name: 'Initialize Scrapers' }));
    await confirm('Initialize scrapers?', 'Initialize Scrapers');

    expect(await screen.findByText('Error initializing scrapers')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('runs one scraper once confirmed, toasts what it found and shows the refreshed list', async () => {
    const lineup = aScraper({ id: 'sc-1', name: 'Lineup' });
    answer([lineup]);
    api.on('POST /api/admin/scrapers/sc-1/run', {
      status: 200,
      body: { eventsFound: 12, eventsAdded: 3, eventsUpdated: 0, eventsRejected: 0 },
    });
    renderApp('/admin?tab=scrapers');

    fireEvent.click(within(await cardOf('Lineup')).getByRole('button', { name: 'Run Now: Lineup' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run Lineup now?' });
    expect(dialog).toHaveTextContent('This may take a few minutes.');
    expect(writes()).toEqual([]);
    api.on('GET /api/admin/scrapers', {
      status: 200,
      body: [{ ...lineup, lastRunStatus: 'success', lastRunAt: '2025-11-21T10:00:00.000Z' }],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run Now' }));

    expect(await screen.findByText('Scraper executed')).toBeInTheDocument();
    expect(screen.getByText('Events found: 12, Added: 3')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: '/api/admin/scrapers/sc-1/run', body: undefined }]);
    expect(await within(await cardOf('Lineup')).findByText('Success')).toBeInTheDocument();
  });

  it('toasts a run that read pages and listed nothing as a warning with why', async () => {
    answer([aScraper({ id: 'sc-3', name: 'Club site' })]);
    api.on('POST /api/admin/scrapers/sc-3/run', {
      status: 200,
      body: { eventsFound: 0, eventsAdded: 0, eventsUpdated: 0, eventsRejected: 0, warning: 'No events found on 3 pages' },
    });
    renderApp('/admin?tab=scrapers');

    fireEvent.click(within(await cardOf('Club site')).getByRole('button', { name: 'Run Now: Club site' }));
    await confirm('Run Club site now?', 'Run Now');

    expect(await screen.findByText('Scraper executed with a warning')).toBeInTheDocument();
    expect(screen.getByText('No events found on 3 pages. Events found: 0, Added: 0')).toBeInTheDocument();
    expect(screen.queryByText('Scraper executed')).not.toBeInTheDocument();
  });

  it('adds the updated and rejected counts to the toast when there were some', async () => {
    answer([aScraper({ id: 'sc-2', name: 'NXT' })]);
    api.on('POST /api/admin/scrapers/sc-2/run', {
      status: 200,
      body: { eventsFound: 20, eventsAdded: 4, eventsUpdated: 6, eventsRejected: 1 },
    });
    renderApp('/admin?tab=scrapers');

    fireEvent.click(within(await cardOf('NXT')).getByRole('button', { name: 'Run Now: NXT' }));
    await confirm('Run NXT now?', 'Run Now');

    expect(await screen.findByText('Events found: 20, Added: 4, Updated: 6, Rejected: 1')).toBeInTheDocument();
  });

  it('keeps Run Now disabled while the run is under way, and toasts a failed run with the server message', async () => {
    answer([aScraper({ id: 'sc-3', name: 'Lineup' })]);
    const run = heldReply();
    api.on('POST /api/admin/scrapers/sc-3/run', run.handler);
    renderApp('/admin?tab=scrapers');

    fireEvent.click(within(await cardOf('Lineup')).getByRole('button', { name: 'Run Now: Lineup' }));
    await confirm('Run Lineup now?', 'Run Now');

    const button = await within(await cardOf('Lineup')).findByRole('button', { name: 'Run Now: Lineup' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Running…');
    run.release({ status: 502, body: { message: 'The scraper run failed: lineup.example.com timed out' } });

    expect(await screen.findByText('Error running scraper')).toBeInTheDocument();
    expect(screen.getByText('The scraper run failed: lineup.example.com timed out')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows the progress of a run under way and polls until it ends', async () => {
    const running = aScraper({
      id: 'sc-4',
      name: 'Lineup',
      running: { startedAt: '2025-11-21T10:00:00.000Z', pagesVisited: 12, pageLimit: 50, eventsFound: 7 },
    });
    answer([running]);
    renderApp('/admin?tab=scrapers');

    const card = await cardOf('Lineup');
    const progress = within(card).getByRole('progressbar', { name: 'Progress of Lineup' });
    expect(progress).toHaveAttribute('aria-valuenow', '12');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '50');
    expect(progress).toHaveAttribute('aria-valuetext', '12 of 50 pages visited');
    expect(within(card).getByText('7 events found so far')).toBeInTheDocument();
    expect(within(card).getByText('Running')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Run Now: Lineup' })).toBeDisabled();

    api.on('GET /api/admin/scrapers', {
      status: 200,
      body: [{ ...running, running: null, lastRunStatus: 'success', lastRunAt: '2025-11-21T10:00:00.000Z' }],
    });
    await waitFor(() => expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(within(card).getByRole('button', { name: 'Run Now: Lineup' })).toBeEnabled();
    // The run it watched changed the logs and the totals: read again now.
    await waitFor(() => expect(requests('GET', '/api/admin/scrapers').length).toBeGreaterThanOrEqual(3));
  });

  it('does not poll when nothing is running', async () => {
    answer([aScraper({ name: 'Lineup' })]);
    renderApp('/admin?tab=scrapers');
    await cardOf('Lineup');

    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requests('GET', '/api/admin/scrapers')).toHaveLength(1);
  });

  it('starts all scrapers once confirmed, toasts the server message, and reads the lists again 2 seconds later', async () => {
    answer([aScraper({ name: 'Lineup' }), aScraper({ name: 'NXT' })]);
    api.on('POST /api/admin/scrapers/run-all', { status: 202, body: { message: '2 scrapers running in background', totalScrapers: 2 } });
    api.on('GET /api/admin/logs', { status: 200, body: [] });
    renderApp('/admin?tab=scrapers');

    fireEvent.click(await screen.findByRole('button', { name: 'Run All Scrapers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run all scrapers?' });
    expect(dialog).toHaveTextContent('10-15 minutes');
    expect(dialog).toHaveTextContent('Logs tab');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run All Scrapers' }));

    expect(await screen.findByText('Scrapers started!')).toBeInTheDocument();
    expect(screen.getByText('2 scrapers running in background')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: '/api/admin/scrapers/run-all', body: undefined }]);
    expect(requests('GET', '/api/admin/scrapers')).toHaveLength(1);
    await waitFor(() => expect(requests('GET', '/api/admin/scrapers')).toHaveLength(2), { timeout: 5000 });
  });

  it('toasts "Error running scrapers" when Run All is refused', async () => {
    answer([aScraper({ name: 'Lineup' })]);
    api.on('POST /api/admin/scrapers/run-all', { status: 503, body: { message: 'Chromium is not available' } });
    renderApp('/admin?tab=scrapers');

    fireEvent.click(await screen.findByRole('button', { name: 'Run All Scrapers' }));
    await confirm('Run all scrapers?', 'Run All Scrapers');

    expect(await screen.findByText('Error running scrapers')).toBeInTheDocument();
    expect(screen.getByText('Chromium is not available')).toBeInTheDocument();
  });

  it('says why the scrapers could not be loaded', async () => {
    api.on('GET /api/user', { status: 200, body: aUser({ isAdmin: true }) });
    api.on('GET /api/admin/scrapers', { status: 503, body: { message: 'Read store is rebuilding' } });
    renderApp('/admin?tab=scrapers');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading scrapers: Read store is rebuilding');
    expect(screen.queryByRole('button', { name: 'Initialize Scrapers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run All Scrapers' })).not.toBeInTheDocument();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    answer([
      aScraper({ name: 'Lineup', isActive: false }),
      aScraper({
        name: 'NXT',
        lastRunStatus: 'success',
        running: { startedAt: '2025-11-21T10:00:00.000Z', pagesVisited: 1, pageLimit: 20, eventsFound: 1 },
      }),
    ]);
    renderApp('/admin?tab=scrapers');

    expect(await screen.findByRole('tab', { name: 'Scrapers', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registros' })).toBeInTheDocument();
    const lineup = await cardOf('Lineup');
    expect(within(lineup).getByText('Inactivo')).toBeInTheDocument();
    expect(within(lineup).getByText('Nunca ejecutado')).toBeInTheDocument();
    expect(within(lineup).getByText('(Todos los días a las 06:00)')).toBeInTheDocument();
    expect(within(lineup).getByRole('button', { name: 'Ejecutar ahora: Lineup' })).toBeInTheDocument();
    const nxt = await cardOf('NXT');
    expect(within(nxt).getByText('Correcto')).toBeInTheDocument();
    expect(within(nxt).getByText('En curso')).toBeInTheDocument();
    expect(within(nxt).getByText('1 evento encontrado hasta ahora')).toBeInTheDocument();
    expect(within(nxt).getByRole('progressbar', { name: 'Progreso de NXT' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 20 páginas visitadas',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ejecutar todos los scrapers' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Ejecutar todos los scrapers?' })).toHaveTextContent(
      'pestaña Registros',
    );
  });

  it('says "No hay scrapers configurados" in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    answer([]);
    renderApp('/admin?tab=scrapers');

    expect(await screen.findByText('No hay scrapers configurados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inicializar scrapers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir scraper' })).toBeInTheDocument();
  });
});
