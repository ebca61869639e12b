import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../test/test-api';
import type { DayCount } from '../api/get-events-by-day';
import type { AdminHealth, BackupsHealth } from '../api/get-health';
import type { AdminStats } from '../api/get-stats';
import type { ScraperLog } from '../scrapers/api/scraper';
import { aLog } from '../scrapers/scraper-fixtures';
import { lastThirtyDays } from './admin-fixtures';

const api = setUpTestApi();

const stats: AdminStats = {
  totalEvents: 1234,
  totalUsers: 87,
  subscribers: 12,
  eventsThisWeek: 5,
  payingSubscribers: 11,
  revenueThisMonth: { amount: 123450, currency: 'usd' },
};

function answer({
  byDay = lastThirtyDays(),
  statsReply = { status: 200, body: stats as unknown },
  logs = [] as ScraperLog[],
  health = { status: 'ok' } as AdminHealth,
} = {}) {
  api.on('GET /api/user', { status: 200, body: aUser({ isAdmin: true }) });
  api.on('GET /api/admin/health', { status: health.status === 'ok' ? 200 : 503, body: health });
  api.on('GET /api/admin/stats', statsReply);
  api.on('GET /api/admin/events/by-day', { status: 200, body: byDay satisfies DayCount[] });
  api.on('GET /api/admin/logs?limit=10', { status: 200, body: logs });
}

const longError = 'Navigation timeout of 30000 ms exceeded while loading https://lineup.example.com/events?page=4';

/** The value of the stat card with this label. */
function stat(label: string): string | null | undefined {
  const totals = screen.getByRole('region', { name: 'Site totals' });
  return within(totals).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** recharts arrives in its own chunk: waiting for it keeps its import inside the test. */
async function chartLoaded() {
  await waitFor(() => expect(document.querySelector('.growth-chart__placeholder')).not.toBeInTheDocument());
}

describe('admin overview', () => {
  it("shows the four totals, then the paying subscribers and this month's revenue", async () => {
    answer();
    renderApp('/admin');

    expect(await screen.findByText('1,234')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Site totals' });
    expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total Events',
      'Total Users',
      'Subscribers',
      'Events This Week',
      'Paying subscribers',
      'Revenue this month',
    ]);
    expect(stat('Total Events')).toBe('1,234');
    expect(stat('Total Users')).toBe('87');
    expect(stat('Subscribers')).toBe('12');
    expect(stat('Events This Week')).toBe('5');
    expect(stat('Paying subscribers')).toBe('11');
    expect(stat('Revenue this month')).toBe('$1,234.50');
  });

  it('names the growth chart by its total and lists each day for screen readers', async () => {
    answer({ byDay: lastThirtyDays([4, 0, 8]) });
    renderApp('/admin');

    const chart = await screen.findByRole('img', { name: 'Event Growth (Last 30 Days): 12 events listed' });
    expect(chart).toHaveClass('growth-chart');
    const growth = screen.getByRole('region', { name: 'Event Growth (Last 30 Days)' });
    const table = within(growth).getByRole('table', { name: 'Event Growth (Last 30 Days)' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Nov 21 8' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Oct 23 0' })).toBeInTheDocument();
    await chartLoaded();
  });

  it.each([
    ['every day is zero', lastThirtyDays()],
    ['there are no days at all', []],
  ])('says "No data available" when %s', async (_case, byDay) => {
    answer({ byDay });
    renderApp('/admin');

    const growth = await screen.findByRole('region', { name: 'Event Growth (Last 30 Days)' });
    expect(await within(growth).findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Event Growth/ })).not.toBeInTheDocument();
  });

  it('says why the totals failed to load', async () => {
    answer({ statsReply: { status: 503, body: { message: 'Read store is rebuilding' } } });
    renderApp('/admin');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading totals: Read store is rebuilding');
  });

  it("lists the latest scraper runs with each error cut to 50 characters, the whole error on hover", async () => {
    answer({
      logs: [
        aLog({ scraperName: 'Lineup', status: 'failure', executedAt: '2025-11-21T06:00:00.000Z', errorMessage: longError }),
        aLog({ scraperName: 'NXT', status: 'success' }),
        aLog({ scraperName: 'Super Sixty', status: 'running', errorMessage: 'Exactly fifty characters of error text, no more!!!' }),
      ],
    });
    renderApp('/admin');

    const activity = await screen.findByRole('region', { name: 'Recent Scraper Activity' });
    const items = await within(activity).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.scraper-log__name')?.textContent)).toEqual(['Lineup', 'NXT', 'Super Sixty']);
    expect(within(items[0]).getByText('Failed')).toBeInTheDocument();
    const shownAt = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2025-11-21T06:00:00.000Z'));
    expect(within(items[0]).getByText(shownAt)).toBeInTheDocument();
    const cut = within(items[0]).getByText('Navigation timeout of 30000 ms exceeded while load…');
    expect(cut).toHaveAttribute('title', longError);
    expect(within(items[1]).getByText('Success')).toBeInTheDocument();
    expect(items[1].querySelector('[title]')).toBeNull();
    expect(within(items[2]).getByText('Running')).toBeInTheDocument();
    expect(within(items[2]).getByText('Exactly fifty characters of error text, no more!!!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/admin/logs?limit=10')).toHaveLength(1);
  });

  it('shows a run that found nothing as a warning with its reason, in English and Spanish', async () => {
    answer({ logs: [aLog({ scraperName: 'Club site', status: 'warning', warning: 'No events found on 3 pages' })] });
    const { unmount } = renderApp('/admin');

    const activity = await screen.findByRole('region', { name: 'Recent Scraper Activity' });
    const [item] = await within(activity).findAllByRole('listitem');
    expect(within(item).getByText('Warning')).toHaveClass('admin-badge--run-warning');
    expect(within(item).getByText('No events found on 3 pages')).toHaveAttribute('title', 'No events found on 3 pages');
    unmount();

    window.localStorage.setItem('language', 'es');
    renderApp('/admin');
    const actividad = await screen.findByRole('region', { name: 'Actividad reciente de scrapers' });
    expect(await within(actividad).findByText('Advertencia')).toBeInTheDocument();
  });

  it('says "No scraper activity yet" when no scraper ran', async () => {
    answer();
    renderApp('/admin');

    const activity = await screen.findByRole('region', { name: 'Recent Scraper Activity' });
    expect(await within(activity).findByText('No scraper activity yet')).toBeInTheDocument();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    answer({ byDay: lastThirtyDays([1]), logs: [aLog({ scraperName: 'Lineup', status: 'success' })] });
    renderApp('/admin');

    expect(await screen.findByText('1234')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totales del sitio' });
    expect(within(totals).getByText('Eventos totales')).toBeInTheDocument();
    expect(within(totals).getByText('Eventos esta semana')).toBeInTheDocument();
    expect(within(totals).getByText('Suscriptores de pago')).toBeInTheDocument();
    // Spanish writes the amount first and the currency after it, joined by a no-break space.
    expect(within(totals).getByText('Ingresos de este mes').nextElementSibling?.textContent).toBe('1234,50\u00a0US$');
    const growth = screen.getByRole('region', { name: 'Crecimiento de eventos (últimos 30 días)' });
    expect(
      await within(growth).findByRole('img', { name: 'Crecimiento de eventos (últimos 30 días): 1 evento publicado' }),
    ).toBeInTheDocument();
    expect(within(growth).getByRole('row', { name: '21 nov 1' })).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Actividad reciente de scrapers' });
    expect(await within(activity).findByText('Correcto')).toBeInTheDocument();
    await chartLoaded();
  });

  it('says "Aún no hay actividad de scrapers" in Spanish when no scraper ran', async () => {
    window.localStorage.setItem('language', 'es');
    answer();
    renderApp('/admin');

    expect(await screen.findByText('Aún no hay actividad de scrapers')).toBeInTheDocument();
  });
  describe('backups', () => {
    const backups: BackupsHealth = {
      dir: '/var/backups/fieldhockey',
      schedule: '0 3 * * *',
      keep: 14,
      running: false,
      failing: false,
      lastBackup: { at: '2026-11-26T08:00:00.000Z', file: '/var/backups/fieldhockey/fieldhockey-backup-2026-11-26T08-00-00-000Z.tar', sizeBytes: 1_572_864 },
      lastFailure: null,
    };
    const shown = (at: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    const value = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

    it('shows the last backup, its size and the schedule when the server takes them', async () => {
      answer({ health: { status: 'ok', backups } });
      renderApp('/admin');

      const region = await screen.findByRole('region', { name: 'Backups' });
      await waitFor(() => expect(value(region, 'Last backup')).toBe(shown(backups.lastBackup!.at)));
      expect(value(region, 'Size')).toBe('1.5 MB');
      expect(value(region, 'Last failure')).toBe('—');
      expect(value(region, 'Schedule')).toBe('0 3 * * * keeps the newest 14');
      expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says the last backup failed, and why, even when the server answers degraded', async () => {
      const lastFailure = { at: '2026-11-27T08:00:00.000Z', error: '/var/backups/fieldhockey is not a folder: the backup cannot be written there' };
      answer({ health: { status: 'degraded', backups: { ...backups, failing: true, lastFailure } } });
      renderApp('/admin');

      const region = await screen.findByRole('region', { name: 'Backups' });
      expect(await within(region).findByRole('alert')).toHaveTextContent(`The last backup failed (${shown(lastFailure.at)}): ${lastFailure.error}`);
      expect(value(region, 'Last failure')).toBe(`${shown(lastFailure.at)}: ${lastFailure.error}`);
    });

    it('is in Spanish when Spanish was chosen, sizes included', async () => {
      window.localStorage.setItem('language', 'es');
      answer({ health: { status: 'ok', backups } });
      renderApp('/admin');

      const region = await screen.findByRole('region', { name: 'Copias de seguridad' });
      await waitFor(() => expect(value(region, 'Tamaño')).toBe('1,5 MB'));
      expect(value(region, 'Programación')).toBe('0 3 * * * conserva las 14 más recientes');
      expect(value(region, 'Último fallo')).toBe('—');
    });

    it('says how to turn them on when the server takes none', async () => {
      answer();
      renderApp('/admin');

      const region = await screen.findByRole('region', { name: 'Backups' });
      expect(await within(region).findByText(/set BACKUP_DIR and BACKUP_SCHEDULE/)).toBeInTheDocument();
    });
  });
});
