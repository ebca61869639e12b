import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import { aHistoryPage, anEntry } from '../../components/admin-fixtures';
import type { Scraper } from '../api/scraper';
import { aScraper } from '../scraper-fixtures';

const api = setUpTestApi();

function answer(scrapers: Scraper[] = []) {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'head_admin', isAdmin: true }) });
  api.on('GET /api/admin/scrapers', { status: 200, body: scrapers });
}

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add scraper' }));
  return screen.findByRole('dialog', { name: 'Add scraper' });
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

function fillRequired(form: HTMLElement) {
  fill(form, 'Name *', ' Lineup ');
  fill(form, 'Organizer *', 'Lineup');
  fill(form, 'Start URLs *', 'https://lineup.example.com/events\n\n  https://lineup.example.com/camps  \n');
}

const submit = (form: HTMLElement, name: string) => fireEvent.click(within(form).getByRole('button', { name }));
const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('the add scraper form', () => {
  it('starts from the defaults: automatic strategy, 50 pages, daily at 06:00, active', async () => {
    answer();
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();

    expect(within(form).getByLabelText('Extraction strategy')).toHaveValue('auto');
    expect(within(form).getByLabelText('Page limit')).toHaveValue(50);
    expect(within(form).getByLabelText('Schedule (cron) *')).toHaveValue('0 6 * * *');
    expect(within(form).getByLabelText('Active')).toBeChecked();
    expect(within(form).queryByRole('group', { name: 'CSS selectors' })).not.toBeInTheDocument();
    expect(
      within(within(form).getByLabelText('Extraction strategy'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Automatic (tries each method)',
      'Structured data (JSON-LD)',
      'Calendar feed (iCal)',
      'HTML table',
      'Labeled text (Date:, Location:…)',
      'CSS selectors',
    ]);
  });

  it('refuses a link that is not http(s), a page limit out of range and a schedule that is not cron, sending nothing', async () => {
    answer();
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Start URLs *', 'https://lineup.example.com/events\nftp://lineup.example.com/camps');
    fill(form, 'Page limit', '501');
    fill(form, 'Schedule (cron) *', 'every morning');

    submit(form, 'Add scraper');

    const urls = within(form).getByLabelText('Start URLs *');
    await waitFor(() => expect(urls).toHaveAttribute('aria-invalid', 'true'));
    expect(urls).toHaveAccessibleDescription(/^Every line must be an http:\/\/ or https:\/\/ link/);
    expect(within(form).getByLabelText('Page limit')).toHaveAccessibleDescription(/^Enter a whole number from 1 to 500/);
    expect(within(form).getByLabelText('Schedule (cron) *')).toHaveAccessibleDescription(
      /^Must be a cron expression such as 0 6 \* \* \*/,
    );
    expect(within(form).getByLabelText('Name *')).not.toHaveAttribute('aria-invalid');
    expect(writes()).toEqual([]);
  });

  it.each([
    ['0', 'Enter a whole number from 1 to 500'],
    ['2.5', 'Enter a whole number from 1 to 500'],
    ['', 'Enter a whole number from 1 to 500'],
  ])('refuses the page limit "%s"', async (pageLimit, problem) => {
    answer();
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Page limit', pageLimit);

    submit(form, 'Add scraper');

    expect(await within(form).findByText(problem)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('requires a name, an organizer and at least one link', async () => {
    answer();
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();

    submit(form, 'Add scraper');

    await waitFor(() => expect(within(form).getByLabelText('Name *')).toHaveAccessibleDescription('Required'));
    expect(within(form).getByLabelText('Organizer *')).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText('Start URLs *')).toHaveAccessibleDescription(/^Enter at least one link/);
    expect(writes()).toEqual([]);
  });

  it('posts the scraper with one link per line and no selectors, then closes', async () => {
    answer();
    api.on('POST /api/admin/scrapers', (call) => ({ status: 201, body: { ...aScraper(), ...(call.body as object) } }));
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Extraction strategy', 'ical');
    fill(form, 'Page limit', '120');
    fill(form, 'Schedule (cron) *', '30 5 * * 1');
    fireEvent.click(within(form).getByLabelText('Active'));

    submit(form, 'Add scraper');

    expect(await screen.findByText('Scraper added')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/scrapers',
        body: {
          name: 'Lineup',
          organizer: 'Lineup',
          startUrls: ['https://lineup.example.com/events', 'https://lineup.example.com/camps'],
          strategy: 'ical',
          pageLimit: 120,
          schedule: '30 5 * * 1',
          isActive: false,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the card, name and dates selectors with the selectors strategy, and sends the ones filled in', async () => {
    answer();
    api.on('POST /api/admin/scrapers', (call) => ({ status: 201, body: { ...aScraper(), ...(call.body as object) } }));
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Extraction strategy', 'selectors');
    const selectors = within(form).getByRole('group', { name: 'CSS selectors' });

    submit(form, 'Add scraper');

    await waitFor(() => expect(within(selectors).getByLabelText('Event card selector *')).toHaveAccessibleDescription('Required'));
    expect(within(selectors).getByLabelText('Name selector *')).toHaveAccessibleDescription('Required');
    expect(within(selectors).getByLabelText('Dates selector *')).toHaveAccessibleDescription('Required');
    expect(within(selectors).getByLabelText('Link selector')).not.toHaveAttribute('aria-invalid');
    expect(writes()).toEqual([]);

    fill(selectors, 'Event card selector *', '.event-card');
    fill(selectors, 'Name selector *', 'h3');
    fill(selectors, 'Dates selector *', '.dates');
    fill(selectors, 'Link selector', 'a.register');
    submit(form, 'Add scraper');

    expect(await screen.findByText('Scraper added')).toBeInTheDocument();
    expect(writes().map((call) => (call.body as { selectors?: unknown }).selectors)).toEqual([
      { card: '.event-card', name: 'h3', dates: '.dates', link: 'a.register' },
    ]);
  });

  it("shows the server's refusal under the field it names", async () => {
    answer();
    api.on('POST /api/admin/scrapers', { status: 400, body: { message: 'startUrls.1: Must be an http:// or https:// link' } });
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();
    fillRequired(form);

    submit(form, 'Add scraper');

    expect(await within(form).findByText('Must be an http:// or https:// link')).toBeInTheDocument();
    expect(within(form).getByLabelText('Start URLs *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error adding scraper')).not.toBeInTheDocument();
  });

  it('toasts any other failure with the server message and stays open', async () => {
    answer();
    api.on('POST /api/admin/scrapers', { status: 409, body: { message: 'A scraper with this name exists' } });
    renderApp('/admin?tab=scrapers');
    const form = await openAddForm();
    fillRequired(form);

    submit(form, 'Add scraper');

    expect(await screen.findByText('Error adding scraper')).toBeInTheDocument();
    expect(screen.getByText('A scraper with this name exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add scraper' })).toBeInTheDocument();
  });

  it('is labelled in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    answer();
    renderApp('/admin?tab=scrapers');

    fireEvent.click(await screen.findByRole('button', { name: 'Añadir scraper' }));
    const form = await screen.findByRole('dialog', { name: 'Añadir scraper' });
    fill(form, 'URL de inicio *', 'lineup.example.com');
    fill(form, 'Límite de páginas', '0');
    fireEvent.click(within(form).getByRole('button', { name: 'Añadir scraper' }));

    await waitFor(() => expect(within(form).getByLabelText('Nombre *')).toHaveAccessibleDescription('Obligatorio'));
    expect(within(form).getByLabelText('URL de inicio *')).toHaveAccessibleDescription(/^Cada línea debe ser un enlace http:\/\/ o https:\/\//);
    expect(within(form).getByLabelText('Límite de páginas')).toHaveAccessibleDescription(/^Escribe un número entero del 1 al 500/);
    expect(within(form).getByLabelText('Activo')).toBeChecked();
  });
});

describe('the edit scraper form', () => {
  const scraper = aScraper({
    id: 'sc-9',
    name: 'Super Sixty',
    organizer: 'Super Sixty',
    startUrls: ['https://supersixty.example.com/events'],
    strategy: 'selectors',
    selectors: { card: '.card', name: 'h2', dates: '.when' },
    pageLimit: 40,
  });

  async function openEditForm() {
    answer([scraper]);
    renderApp('/admin?tab=scrapers');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Super Sixty' }));
    return screen.findByRole('dialog', { name: 'Edit scraper' });
  }

  it('starts from the scraper and patches only the fields changed', async () => {
    api.on('PATCH /api/admin/scrapers/sc-9', (call) => ({ status: 200, body: { ...scraper, ...(call.body as object) } }));
    const form = await openEditForm();
    expect(within(form).getByLabelText('Name *')).toHaveValue('Super Sixty');
    expect(within(form).getByLabelText('Start URLs *')).toHaveValue('https://supersixty.example.com/events');
    expect(within(form).getByLabelText('Event card selector *')).toHaveValue('.card');
    fill(form, 'Page limit', '80');
    fill(form, 'Location selector', '.where');
    fireEvent.click(within(form).getByLabelText('Active'));

    submit(form, 'Save changes');

    expect(await screen.findByText('Scraper saved')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/scrapers/sc-9',
        body: { selectors: { card: '.card', name: 'h2', dates: '.when', location: '.where' }, pageLimit: 80, isActive: false },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends only the strategy when switching away from selectors', async () => {
    api.on('PATCH /api/admin/scrapers/sc-9', (call) => ({ status: 200, body: { ...scraper, ...(call.body as object) } }));
    const form = await openEditForm();
    fill(form, 'Extraction strategy', 'json-ld');

    submit(form, 'Save changes');

    expect(await screen.findByText('Scraper saved')).toBeInTheDocument();
    expect(writes().map((call) => call.body)).toEqual([{ strategy: 'json-ld' }]);
  });

  it('just closes when nothing changed', async () => {
    const form = await openEditForm();
    fill(form, 'Start URLs *', ' https://supersixty.example.com/events \n');

    submit(form, 'Save changes');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it("toasts a failure with the server's message", async () => {
    api.on('PATCH /api/admin/scrapers/sc-9', { status: 404, body: { message: 'Scraper not found' } });
    const form = await openEditForm();
    fill(form, 'Organizer *', 'Super Sixty FH');

    submit(form, 'Save changes');

    expect(await screen.findByText('Error saving scraper')).toBeInTheDocument();
    expect(screen.getByText('Scraper not found')).toBeInTheDocument();
  });
});

describe('a scraper history', () => {
  it('opens the audit timeline of the scraper with its runs and settings in words', async () => {
    answer([aScraper({ id: 'sc-7', name: 'Lineup' })]);
    api.on('GET /api/admin/history/scrapers/sc-7', {
      status: 200,
      body: aHistoryPage([
        anEntry({
          type: 'ScraperRunCompleted',
          actor: { id: 'system', username: null },
          changes: [
            { field: 'eventsFound', before: null, after: 1250 },
            { field: 'eventsAdded', before: null, after: 3 },
          ],
        }),
        anEntry({ type: 'ScraperRunStarted', changes: [{ field: 'trigger', before: null, after: 'run-all' }] }),
        anEntry({
          type: 'ScraperReconfigured',
          changes: [
            { field: 'strategy', before: 'auto', after: 'ical' },
            { field: 'startUrls', before: ['https://a.example.com'], after: ['https://a.example.com', 'https://b.example.com'] },
          ],
        }),
      ]),
    });
    renderApp('/admin?tab=scrapers');

    fireEvent.click(await screen.findByRole('button', { name: 'History of Lineup' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Lineup' });

    const titles = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Run completed', 'Run started', 'Settings changed']);
    expect(within(dialog).getByText('Events found: 1,250')).toBeInTheDocument();
    expect(within(dialog).getByText('Started by: Run All')).toBeInTheDocument();
    expect(within(dialog).getByText('Strategy: Automatic (tries each method) → Calendar feed (iCal)')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Start URLs: https://a.example.com → https://a.example.com, https://b.example.com'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/admin/history/scrapers/sc-7?page=1')).toHaveLength(1);
  });
});
