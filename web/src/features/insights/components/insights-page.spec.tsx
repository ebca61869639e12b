import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import type { Insights } from '../api/get-insights';

const api = setUpTestApi();

function signIn(user = aSubscriber('pro')) {
  api.on('GET /api/user', { status: 200, body: user });
}

const states = ['PA', 'NJ', 'MD', 'VA', 'NY', 'CT', 'MA', 'DE', 'NC', 'CA', 'FL', 'OH', 'IL', 'TX', 'GA', 'SC', 'VT', 'ME'];

const insights: Insights = {
  total: 1234,
  // 18 states: 40, 39, ... 23; the last three (25 + 24 + 23) are "Other states".
  byState: states.map((state, index) => ({ state, count: 40 - index })),
  byMonth: Array.from({ length: 12 }, (_, index) => ({ month: `2027-${String(index + 1).padStart(2, '0')}`, count: index === 5 ? 0 : 10 + index })),
  byType: [
    { eventType: 'Clinic', count: 500 },
    { eventType: 'ID Camp', count: 400 },
    { eventType: 'Tournament', count: 334 },
  ],
  byAgeLevel: [
    { ageLevel: 'U16', count: 700 },
    { ageLevel: 'All Ages', count: 534 },
  ],
  costs: [
    { bucket: 'free', count: 34 },
    { bucket: 'contact', count: 100 },
    { bucket: 'under100', count: 200 },
    { bucket: '100to249', count: 300 },
    { bucket: '250to499', count: 400 },
    { bucket: '500plus', count: 200 },
  ],
  upcomingDeadlines: [
    { id: 'camp-7', name: 'Keystone ID Camp', registrationDeadline: '2027-01-05', daysLeft: 0 },
    { id: 'show-2', name: 'Spring Showcase', registrationDeadline: '2027-01-06', daysLeft: 1 },
    { id: 'clinic-3', name: 'Goalie Clinic', registrationDeadline: '2027-01-19', daysLeft: 14 },
  ],
};

/** The rows of a chart's text alternative: [label, count] each. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), within(row).getByRole('cell')].map((cell) => cell.textContent ?? ''));
}

function insightsCalls() {
  return api.calls.filter((call) => call.path === '/api/insights');
}

describe('insights', () => {
  it('shows the summary and every chart with its numbers as a table', async () => {
    signIn();
    api.on('GET /api/insights', { status: 200, body: insights });
    renderApp('/insights');

    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics and insights' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Upcoming events', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1,234');
    expect(within(summary).getByText('States with events', { selector: 'dt' }).nextElementSibling).toHaveTextContent('18');

    for (const title of ['Events by state', 'Events by month', 'Events by type', 'Events by age level', 'Cost distribution', 'Your upcoming deadlines']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }

    const byState = tableRows('Events by state');
    expect(byState).toHaveLength(16);
    expect(byState[0]).toEqual(['PA', '40']);
    expect(byState[14]).toEqual(['GA', '26']);
    expect(byState[15]).toEqual(['Other states', '72']);
    expect(screen.getByRole('img', { name: 'Events by state: bar chart, most events in PA (40)' })).toBeInTheDocument();

    const byMonth = tableRows('Events by month');
    expect(byMonth).toHaveLength(12);
    expect(byMonth[0]).toEqual(['January 2027', '10']);
    expect(byMonth[5]).toEqual(['June 2027', '0']);
    expect(byMonth[11]).toEqual(['December 2027', '21']);

    expect(tableRows('Events by type')).toEqual([
      ['Clinic', '500'],
      ['ID Camp', '400'],
      ['Tournament', '334'],
    ]);
    expect(tableRows('Events by age level')).toEqual([
      ['U16', '700'],
      ['All Ages', '534'],
    ]);
    expect(tableRows('Cost distribution')).toEqual([
      ['Free', '34'],
      ['Contact organizer', '100'],
      ['Under $100', '200'],
      ['$100–$249', '300'],
      ['$250–$499', '400'],
      ['$500+', '200'],
    ]);
  });

  it('lists the user’s upcoming deadlines with the days left, each linking to its event', async () => {
    signIn();
    api.on('GET /api/insights', { status: 200, body: insights });
    renderApp('/insights');

    const section = await screen.findByRole('region', { name: 'Your upcoming deadlines' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Keystone ID CampRegistration closes Jan 5, 2027Closes today',
      'Spring ShowcaseRegistration closes Jan 6, 2027' + '1 day left',
      'Goalie ClinicRegistration closes Jan 19, 2027' + '14 days left',
    ]);
    expect(within(section).getByRole('link', { name: 'Goalie Clinic' })).toHaveAttribute('href', '/events/clinic-3');
  });

  it('says so when nothing is counted and no deadline is ahead', async () => {
    signIn();
    api.on('GET /api/insights', {
      status: 200,
      body: {
        ...insights,
        total: 0,
        byState: [],
        byMonth: insights.byMonth.map((month) => ({ ...month, count: 0 })),
        byType: [],
        byAgeLevel: [],
        costs: insights.costs.map((cost) => ({ ...cost, count: 0 })),
        upcomingDeadlines: [],
      },
    });
    renderApp('/insights');

    expect(await screen.findByText('None of your saved events has a registration deadline ahead.')).toBeInTheDocument();
    expect(screen.getAllByText('No upcoming events')).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows placeholders while the numbers load', async () => {
    signIn();
    const reply = heldReply();
    api.on('GET /api/insights', reply.handler);
    renderApp('/insights');

    expect(await screen.findByRole('status', { name: 'Loading insights' })).toBeInTheDocument();

    reply.release({ status: 200, body: insights });

    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading insights' })).not.toBeInTheDocument();
  });

  it('says "Error loading insights" with the server message when they fail', async () => {
    signIn();
    api.on('GET /api/insights', { status: 503, body: { message: 'Read models are catching up' } });
    renderApp('/insights');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading insights' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Read models are catching up');
  });

  it.each([['sample', aUser()], ['basic', aSubscriber('basic')]])(
    'offers a %s user Pro instead, without asking for the numbers',
    async (_level, user) => {
      signIn(user);
      renderApp('/insights');

      const card = await screen.findByRole('region', { name: 'Upgrade to Pro' });
      expect(within(card).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/profile');
      expect(insightsCalls()).toEqual([]);
    },
  );

  it('offers Pro when the server refuses the insights (403)', async () => {
    signIn();
    api.on('GET /api/insights', { status: 403, body: { message: 'Insights are a Pro feature' } });
    renderApp('/insights');

    expect(await screen.findByRole('region', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    api.on('GET /api/insights', { status: 200, body: insights });
    renderApp('/insights');

    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas y análisis' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Resumen' });
    expect(tableRows('Eventos por mes')[0]).toEqual(['enero de 2027', '10']);
    expect(tableRows('Eventos por tipo')[0]).toEqual(['Clínica', '500']);
    expect(tableRows('Eventos por estado')[15]).toEqual(['Otros estados', '72']);
    expect(tableRows('Distribución de precios').map(([label]) => label)).toEqual([
      'Gratis',
      'Consultar al organizador',
      'Menos de $100',
      '$100–$249',
      '$250–$499',
      '$500 o más',
    ]);
    const deadlines = screen.getByRole('region', { name: 'Tus próximas fechas límite' });
    expect(deadlines).toHaveTextContent('Cierra hoy');
    expect(deadlines).toHaveTextContent('Quedan 14 días');
  });
});
