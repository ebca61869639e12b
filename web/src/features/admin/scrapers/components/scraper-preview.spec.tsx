import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, heldReply, setUpTestApi } from '../../../../../test/test-api';
import type { PreviewResult, Scraper } from '../api/scraper';
import { aScraper } from '../scraper-fixtures';

const api = setUpTestApi();

const found: PreviewResult = {
  events: [
    {
      sourceKey: 'https://club.example.com/camps/summer',
      cancelled: false,
      details: {
        name: 'Summer Elite Camp',
        description: 'Day camp.\nBring a stick.',
        eventType: 'ID Camp',
        startDate: '2027-06-21',
        endDate: '2027-06-23',
        registrationDeadline: null,
        city: 'Lancaster',
        state: 'PA',
        cost: 545,
        ageLevel: 'U16',
        organizer: 'Club',
        isIndoor: false,
        registrationLink: 'https://club.example.com/register',
      },
    },
    {
      sourceKey: 'https://club.example.com/camps/fall',
      cancelled: true,
      details: {
        name: 'Fall Clinic',
        description: null,
        eventType: 'Clinic',
        startDate: '2027-09-04',
        endDate: null,
        registrationDeadline: null,
        city: 'York',
        state: 'PA',
        cost: 0,
        ageLevel: 'All Ages',
        organizer: 'Club',
        isIndoor: null,
        registrationLink: null,
      },
    },
  ],
  rejected: [{ url: 'https://club.example.com/camps', name: 'Winter Camp', reason: 'No start date' }],
  pages: [
    { url: 'https://club.example.com/camps', kind: 'page', strategy: 'blocks', found: 3, rejected: 1 },
    { url: 'https://club.example.com/about', kind: 'page', strategy: null, found: 0, rejected: 0 },
  ],
  failures: [{ url: 'https://club.example.com/old', reason: 'HTTP 404' }],
  pagesVisited: 3,
  eventsFound: 2,
  eventsRejected: 1,
  warning: null,
  error: null,
};

function answer(scrapers: Scraper[] = []) {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'head_admin', isAdmin: true }) });
  api.on('GET /api/admin/scrapers', { status: 200, body: scrapers });
}

async function openEditForm(name: string, dialogName = 'Edit scraper', button = `Edit ${name}`) {
  // The Scrapers tab is a lazy chunk: on a busy machine its first load takes more than findBy's default second.
  fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: dialogName });
}

const previews = () => api.calls.filter((call) => call.path === '/api/admin/scrapers/preview');
const otherWrites = () => api.calls.filter((call) => call.method !== 'GET' && call.path !== '/api/admin/scrapers/preview');

/** Each field of an event as "Label value". */
const fieldsOf = (event: HTMLElement) =>
  within(event)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the scraper form’s preview', () => {
  it('reads the form’s start URLs with its strategy and shows the events field by field, the rejections and how each page was read, saving nothing', async () => {
    const club = aScraper({ name: 'Club', organizer: 'Club', startUrls: ['https://club.example.com/camps', 'https://club.example.com/clinics'] });
    answer([club]);
    const held = heldReply();
    api.on('POST /api/admin/scrapers/preview', held.handler);
    renderApp('/admin?tab=scrapers');
    const form = await openEditForm('Club');
    fireEvent.change(within(form).getByLabelText('Extraction strategy'), { target: { value: 'table' } });

    const preview = within(form).getByRole('region', { name: 'Preview' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Preview' }));

    expect(await within(preview).findByRole('button', { name: 'Reading the site…' })).toBeDisabled();
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(previews()[0].body).toEqual({ startUrls: club.startUrls, strategy: 'table', organizer: 'Club' });
    held.release({ status: 200, body: found });

    expect(await within(preview).findByRole('status')).toHaveTextContent('2 events would be listed, 1 record rejected, 3 pages read');
    const events = within(within(preview).getByRole('region', { name: 'Events that would be listed' })).getAllByRole('listitem');
    expect(events.map((event) => within(event).getByRole('heading').textContent)).toEqual(['Summer Elite Camp', 'Fall Clinic']);
    expect(fieldsOf(events[0])).toEqual([
      'Type ID Camp',
      'Start date Jun 21, 2027 (2027-06-21)',
      'End date Jun 23, 2027 (2027-06-23)',
      'Registration deadline —',
      'City Lancaster',
      'State PA',
      'Cost $545',
      'Age level U16',
      'Organizer Club',
      'Indoor No',
      'Registration link https://club.example.com/register',
      'Description Day camp.\nBring a stick.',
      'Source key https://club.example.com/camps/summer',
    ]);
    expect(within(events[1]).getByText('Cancelled by the organizer')).toBeInTheDocument();
    expect(fieldsOf(events[1])).toContain('Cost Free');
    expect(fieldsOf(events[1])).toContain('Indoor —');

    expect(within(preview).getByRole('heading', { name: 'Rejected records' }).nextElementSibling).toHaveTextContent('Winter Camp: No start date');
    const table = within(preview).getByRole('table', { name: 'How each page was read' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'https://club.example.com/campsRepeated blocks31',
      'https://club.example.com/aboutNothing found00',
    ]);
    expect(within(preview).getByText('…and 1 more page')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Pages that could not be read' }).nextElementSibling).toHaveTextContent('HTTP 404');
    expect(otherWrites()).toEqual([]);
  });

  it('previews only a pasted link when one is given, and sends the selectors of the selectors strategy', async () => {
    answer();
    api.on('POST /api/admin/scrapers/preview', { status: 200, body: { ...found, events: [], pages: [], rejected: [], failures: [], pagesVisited: 1, eventsFound: 0, eventsRejected: 0, warning: 'No events found on 1 page' } });
    renderApp('/admin?tab=scrapers');
    const form = await openEditForm('', 'Add scraper', 'Add scraper');
    fireEvent.change(within(form).getByLabelText('Start URLs *'), { target: { value: 'https://club.example.com/events' } });
    fireEvent.change(within(form).getByLabelText('Extraction strategy'), { target: { value: 'selectors' } });
    fireEvent.change(within(form).getByLabelText('Event card selector *'), { target: { value: '.camp' } });
    fireEvent.change(within(form).getByLabelText('Name selector *'), { target: { value: 'h3' } });
    fireEvent.change(within(form).getByLabelText('Dates selector *'), { target: { value: '.when' } });

    const preview = within(form).getByRole('region', { name: 'Preview' });
    fireEvent.change(within(preview).getByLabelText('Link to try instead (optional)'), { target: { value: ' https://club.example.com/camps/summer ' } });
    fireEvent.click(within(preview).getByRole('button', { name: 'Preview' }));

    expect(await within(preview).findByText('No events found on 1 page')).toBeInTheDocument();
    expect(previews()[0].body).toEqual({
      startUrls: ['https://club.example.com/camps/summer'],
      strategy: 'selectors',
      selectors: { card: '.camp', name: 'h3', dates: '.when' },
    });
    expect(otherWrites()).toEqual([]);
  });

  it('asks for a link when there is none, refuses one that is not http(s), and shows why the server refused or the site failed', async () => {
    answer();
    renderApp('/admin?tab=scrapers');
    const form = await openEditForm('', 'Add scraper', 'Add scraper');
    const preview = within(form).getByRole('region', { name: 'Preview' });
    const run = () => fireEvent.click(within(preview).getByRole('button', { name: 'Preview' }));

    run();
    expect(await within(preview).findByRole('alert')).toHaveTextContent('Enter a start URL above or paste a link to preview');
    fireEvent.change(within(preview).getByLabelText('Link to try instead (optional)'), { target: { value: 'ftp://club.example.com' } });
    run();
    expect(await within(preview).findByRole('alert')).toHaveTextContent('Every link must be an http:// or https:// link');
    expect(within(preview).getByLabelText('Link to try instead (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(previews()).toEqual([]);

    api.on('POST /api/admin/scrapers/preview', { status: 400, body: { message: 'startUrls.0: Refused: club.example.com is not among the hosts scrapers may reach' } });
    fireEvent.change(within(preview).getByLabelText('Link to try instead (optional)'), { target: { value: 'https://club.example.com' } });
    run();
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      'The preview could not be made: startUrls.0: Refused: club.example.com is not among the hosts scrapers may reach',
    );

    api.on('POST /api/admin/scrapers/preview', { status: 200, body: { ...found, events: [], error: 'https://club.example.com/: HTTP 503' } });
    run();
    expect(await within(preview).findByText('The site could not be read: https://club.example.com/: HTTP 503')).toBeInTheDocument();
  });

  it('stops a preview under way when the form is closed', async () => {
    answer([aScraper({ name: 'Club', organizer: 'Club' })]);
    const held = heldReply();
    api.on('POST /api/admin/scrapers/preview', held.handler);
    renderApp('/admin?tab=scrapers');
    const form = await openEditForm('Club');
    fireEvent.click(within(within(form).getByRole('region', { name: 'Preview' })).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(previews()).toHaveLength(1));
    const previewCall = jest.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/api/admin/scrapers/preview')).at(-1);
    const signal = previewCall?.[1]?.signal;
    expect(signal?.aborted).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit scraper' })).not.toBeInTheDocument());
    expect(signal?.aborted).toBe(true);
    held.release({ status: 200, body: found });
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    const club = aScraper({ name: 'Club', organizer: 'Club' });
    answer([club]);
    api.on('POST /api/admin/scrapers/preview', { status: 200, body: found });
    renderApp('/admin?tab=scrapers');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Club' }, { timeout: 5000 }));
    const form = await screen.findByRole('dialog', { name: 'Editar scraper' });

    const preview = within(form).getByRole('region', { name: 'Vista previa' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Vista previa' }));

    expect(await within(preview).findByRole('status')).toHaveTextContent('Se publicarían 2 eventos, 1 registro rechazado, 3 páginas leídas');
    const events = within(within(preview).getByRole('region', { name: 'Eventos que se publicarían' })).getAllByRole('listitem');
    expect(fieldsOf(events[0]).slice(0, 2)).toEqual(['Tipo ID Camp', 'Fecha de inicio 21 jun 2027 (2027-06-21)']);
    expect(fieldsOf(events[1])).toContain('Precio Gratis');
    expect(within(events[1]).getByText('Cancelado por el organizador')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Registros rechazados' })).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: 'Cómo se leyó cada página' });
    expect(within(table).getByText('Bloques repetidos')).toBeInTheDocument();
    expect(within(table).getByText('Nada encontrado')).toBeInTheDocument();
  });

  it('says which events would be listed and which would be drafts, and why, with each value’s evidence, in English and in Spanish', async () => {
    const [camp, clinic] = found.events;
    const withEvidence: PreviewResult = {
      ...found,
      events: [
        {
          ...camp,
          evidence: {
            name: { rule: 'json-ld', text: 'Summer Elite Camp', region: 'data' },
            place: { rule: 'page-venue', text: 'All camps are held at Penn Park, Lancaster, PA', region: 'main' },
            sport: { rule: 'sport-page', text: 'Club Field Hockey', region: 'main' },
          },
          doubts: [],
        },
        {
          ...clinic,
          cancelled: false,
          evidence: { dates: { rule: 'prose', text: 'The clinic runs Sept. 4.', region: 'main', year: { from: 'published', value: '2027-03-01' } } },
          doubts: ['prose', 'sport-unstated'],
        },
      ],
    };
    const club = aScraper({ name: 'Club', organizer: 'Club' });
    answer([club]);
    api.on('POST /api/admin/scrapers/preview', { status: 200, body: withEvidence });
    renderApp('/admin?tab=scrapers');
    const form = await openEditForm('Club');
    const preview = within(form).getByRole('region', { name: 'Preview' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Preview' }));

    expect(await within(preview).findByRole('status')).toHaveTextContent('1 event would be listed, 1 would be a draft, 1 record rejected, 3 pages read');
    const [listed, draft] = within(within(preview).getByRole('region', { name: 'Events that would be listed' })).getAllByRole('listitem');
    expect(within(listed).getByText('Would be listed')).toBeInTheDocument();
    expect(listed).toHaveTextContent('“All camps are held at Penn Park, Lancaster, PA” · rule: the venue the page states once for its events · page’s main content');
    expect(listed).toHaveTextContent('rule: its page (title, site name or address) says field hockey');
    expect(within(draft).getByText(/Would be a draft:/)).toHaveTextContent('It is told in sentences, not in the page’s own fields; Its page does not say it is field hockey');
    expect(draft).toHaveTextContent('rule: a sentence about the event · page’s main content · the year from the page’s date (2027-03-01)');

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit scraper' })).not.toBeInTheDocument());
    window.localStorage.setItem('language', 'es');
    renderApp('/admin?tab=scrapers');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Club' }, { timeout: 5000 }));
    const formEs = await screen.findByRole('dialog', { name: 'Editar scraper' });
    const previewEs = within(formEs).getByRole('region', { name: 'Vista previa' });
    fireEvent.click(within(previewEs).getByRole('button', { name: 'Vista previa' }));
    expect(await within(previewEs).findByRole('status')).toHaveTextContent('Se publicaría 1 evento, 1 quedaría como borrador, 1 registro rechazado, 3 páginas leídas');
    const [listedEs, draftEs] = within(within(previewEs).getByRole('region', { name: 'Eventos que se publicarían' })).getAllByRole('listitem');
    expect(listedEs).toHaveTextContent('regla: la sede que la página indica una vez para sus eventos · contenido principal de la página');
    expect(within(draftEs).getByText(/Quedaría como borrador:/)).toHaveTextContent('Se cuenta en frases, no en los campos propios de la página; Su página no dice que sea de hockey sobre césped');
    expect(draftEs).toHaveTextContent('el año de la fecha de la página (2027-03-01)');
    window.localStorage.removeItem('language');
  });
});
