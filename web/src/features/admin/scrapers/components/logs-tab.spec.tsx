import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import type { ScraperLog } from '../api/scraper';
import { aLog } from '../scraper-fixtures';

const api = setUpTestApi();

function answer(logs: ScraperLog[]) {
  api.on('GET /api/user', { status: 200, body: aUser({ isAdmin: true }) });
  api.on('GET /api/admin/logs', { status: 200, body: logs });
}

/** The log entry of the run of this scraper. */
async function entryOf(name: string) {
  return (await screen.findByText(name)).closest('li') as HTMLElement;
}

/** Each count of an entry as "Label value". */
const countsOf = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

const shownAt = (instant: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

describe('admin logs', () => {
  it('lists each run with its scraper, status, time, counts and error', async () => {
    answer([
      aLog({ scraperName: 'Lineup', status: 'success', executedAt: '2025-11-21T06:00:00.000Z', eventsFound: 1200, eventsAdded: 4 }),
      aLog({
        scraperName: 'NXT',
        status: 'success',
        eventsFound: 9,
        eventsAdded: 1,
        eventsUpdated: 2,
        eventsRejected: 3,
      }),
      aLog({ scraperName: 'Super Sixty', status: 'failure', errorMessage: 'supersixty.example.com answered 503 Service Unavailable' }),
    ]);
    renderApp('/admin?tab=logs');

    expect(await screen.findByRole('heading', { level: 2, name: 'Scraper Logs' })).toBeInTheDocument();
    const lineup = await entryOf('Lineup');
    expect(within(lineup).getByText('Success')).toBeInTheDocument();
    expect(within(lineup).getByText(shownAt('2025-11-21T06:00:00.000Z'))).toHaveAttribute('datetime', '2025-11-21T06:00:00.000Z');
    expect(countsOf(lineup)).toEqual(['Found 1,200', 'Added 4']);
    expect(within(lineup).queryByText('Updated')).not.toBeInTheDocument();

    expect(countsOf(await entryOf('NXT'))).toEqual(['Found 9', 'Added 1', 'Updated 2', 'Rejected 3']);

    const superSixty = await entryOf('Super Sixty');
    expect(within(superSixty).getByText('Failed')).toBeInTheDocument();
    expect(within(superSixty).getByText('supersixty.example.com answered 503 Service Unavailable')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/admin/logs')).toHaveLength(1);
  });

  it('shows a run that read pages and found nothing as a warning with its reason, and how each page was read', async () => {
    answer([
      aLog({
        scraperName: 'Club site',
        status: 'warning',
        pagesVisited: 3,
        eventsRejected: 1,
        warning: 'No events found on 3 pages (1 record rejected)',
        pages: [
          { url: 'https://club.example.com/events', kind: 'page', strategy: null, found: 0, rejected: 0 },
          { url: 'https://club.example.com/camp', kind: 'page', strategy: 'labeled-text', found: 1, rejected: 1 },
          { url: 'https://club.example.com/cal.ics', kind: 'feed', strategy: 'ical', found: 0, rejected: 0 },
          { url: 'https://club.example.com/files/camp-brochure.pdf', kind: 'document', strategy: 'labeled-text', found: 1, rejected: 0 },
        ],
        pagesOmitted: 4,
        rejections: [{ url: 'https://club.example.com/camp', name: 'Summer Camp', reason: 'No state' }],
        pageFailures: [{ url: 'https://club.example.com/old', reason: 'HTTP 404' }],
      }),
      aLog({ scraperName: 'Old run', status: 'success', eventsFound: 2, eventsAdded: 2 }),
    ]);
    renderApp('/admin?tab=logs');

    const entry = await entryOf('Club site');
    expect(within(entry).getByText('Warning')).toHaveClass('admin-badge--run-warning');
    expect(within(entry).getByText('No events found on 3 pages (1 record rejected)')).toBeInTheDocument();
    fireEvent.click(within(entry).getByText('Pages and rejections'));
    const table = within(entry).getByRole('table', { name: 'How each page was read' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Page', 'Read by', 'Found', 'Rejected'],
      ['https://club.example.com/events', 'Nothing found', '0', '0'],
      ['https://club.example.com/camp', 'Labeled text', '1', '1'],
      ['https://club.example.com/cal.ics (feed)', 'Calendar feed (iCal)', '0', '0'],
      ['https://club.example.com/files/camp-brochure.pdf (PDF)', 'Labeled text', '1', '0'],
    ]);
    expect(within(entry).getByText('…and 4 more pages')).toBeInTheDocument();
    expect(within(entry).getByRole('heading', { name: 'Rejected records' }).nextElementSibling).toHaveTextContent('Summer Camp: No state (https://club.example.com/camp)');
    expect(within(entry).getByRole('heading', { name: 'Pages that could not be read' }).nextElementSibling).toHaveTextContent('HTTP 404 (https://club.example.com/old)');
    // A run logged before warnings existed has no pages: nothing to unfold.
    expect(within(await entryOf('Old run')).queryByText('Pages and rejections')).not.toBeInTheDocument();
  });

  it('shows the warning and the page table in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    answer([
      aLog({
        scraperName: 'Club site',
        status: 'warning',
        warning: 'No events found on 1 page',
        pages: [{ url: 'https://club.example.com/events', kind: 'page', strategy: 'blocks', found: 0, rejected: 2 }],
      }),
    ]);
    renderApp('/admin?tab=logs');

    const entry = await entryOf('Club site');
    expect(within(entry).getByText('Advertencia')).toBeInTheDocument();
    fireEvent.click(within(entry).getByText('Páginas y rechazos'));
    const table = within(entry).getByRole('table', { name: 'Cómo se leyó cada página' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Página', 'Leída con', 'Encontrados', 'Rechazados']);
    expect(within(table).getByText('Bloques repetidos')).toBeInTheDocument();
  });

  it('says "No logs yet" when nothing ran', async () => {
    answer([]);
    renderApp('/admin?tab=logs');

    expect(await screen.findByText('No logs yet')).toBeInTheDocument();
  });

  it('reads the logs again every 2 seconds while a run is going, until it ends', async () => {
    const running = aLog({ id: 'run-1', scraperName: 'Lineup', status: 'running', finishedAt: null, eventsFound: 3 });
    answer([running]);
    renderApp('/admin?tab=logs');

    const entry = await entryOf('Lineup');
    expect(within(entry).getByText('Running')).toBeInTheDocument();
    api.on('GET /api/admin/logs', { status: 200, body: [{ ...running, status: 'success', eventsFound: 8, eventsAdded: 2 }] });

    await waitFor(() => expect(within(entry).getByText('Success')).toBeInTheDocument(), { timeout: 5000 });
    expect(countsOf(entry)).toEqual(['Found 8', 'Added 2']);
  });

  it('says why the logs could not be loaded', async () => {
    api.on('GET /api/user', { status: 200, body: aUser({ isAdmin: true }) });
    api.on('GET /api/admin/logs', { status: 500, body: { message: 'Read store unavailable' } });
    renderApp('/admin?tab=logs');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading logs: Read store unavailable');
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    answer([aLog({ scraperName: 'Lineup', status: 'failure', eventsFound: 2, eventsAdded: 0, eventsUpdated: 1 })]);
    renderApp('/admin?tab=logs');

    expect(await screen.findByRole('heading', { level: 2, name: 'Registros de scrapers' })).toBeInTheDocument();
    const entry = await entryOf('Lineup');
    expect(within(entry).getByText('Fallido')).toBeInTheDocument();
    expect(countsOf(entry)).toEqual(['Encontrados 2', 'Añadidos 0', 'Actualizados 1']);
  });

  it('says "Aún no hay registros" in Spanish when nothing ran', async () => {
    window.localStorage.setItem('language', 'es');
    answer([]);
    renderApp('/admin?tab=logs');

    expect(await screen.findByText('Aún no hay registros')).toBeInTheDocument();
  });

  const listedRun = () =>
    aLog({
      scraperName: 'Evidence Club',
      status: 'success',
      eventsFound: 1,
      eventsAdded: 1,
      listings: [
        {
          eventId: '7f3c0000-0000-4000-8000-000000000001',
          name: 'Summer Elite Camp',
          startDate: '2027-06-21',
          pageUrl: 'https://club.example.com/camps/summer',
          evidence: {
            name: { rule: 'json-ld', text: 'Summer Elite Camp', region: 'data' },
            cost: { rule: 'labeled-text', text: 'Cost: $545 commuters', region: 'block' },
            place: { rule: 'page-venue', text: 'All camps are held at Penn Park, Lancaster, PA', region: 'main' },
          },
        },
      ],
    });

  it('shows, for each event a run listed, where each published value was read', async () => {
    answer([listedRun()]);
    renderApp('/admin?tab=logs');
    const entry = await entryOf('Evidence Club');
    fireEvent.click(within(entry).getByText('Pages and rejections'));
    const listings = within(entry).getByRole('region', { name: 'Listed, and where each value was read' });
    expect(listings).toHaveTextContent('Summer Elite Camp · Jun 21, 2027');
    const valueOf = (label: string) => within(listings).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Cost')).toHaveTextContent('“Cost: $545 commuters” · rule: a labeled line of the event · event’s own block');
    expect(valueOf('Place')).toHaveTextContent('rule: the venue the page states once for its events · page’s main content');
  });

  it('shows the evidence of what a run listed in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    answer([listedRun()]);
    renderApp('/admin?tab=logs');
    const entry = await entryOf('Evidence Club');
    fireEvent.click(within(entry).getByText('Páginas y rechazos'));
    const listings = within(entry).getByRole('region', { name: 'Publicados, y de dónde se leyó cada dato' });
    expect(within(listings).getByText('Precio', { selector: 'dt' }).nextElementSibling).toHaveTextContent('regla: una línea con etiqueta del evento · bloque del evento');
    expect(within(listings).getByText('Lugar', { selector: 'dt' }).nextElementSibling).toHaveTextContent('contenido principal de la página');
    window.localStorage.removeItem('language');
  });
});
