import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import type { Draft } from '../api/draft';

const api = setUpTestApi();

const camp: Draft = {
  id: '5e0c1a2b-0000-4000-9000-000000000001',
  scraperId: 'summit',
  scraperName: 'Summit camps',
  pageUrl: 'https://summitcamps.example/summer',
  details: {
    name: 'Summer Skills Camp',
    description: null,
    eventType: 'Recruiting Event',
    startDate: '2027-07-12',
    endDate: '2027-07-14',
    registrationDeadline: null,
    city: 'Lancaster',
    state: 'PA',
    cost: 150,
    ageLevel: 'All Ages',
    organizer: 'Summit Sports Camps',
    isIndoor: null,
    registrationLink: null,
  },
  evidence: {
    name: { rule: 'blocks', text: 'Summer Skills Camp', region: 'block' },
    dates: { rule: 'labeled-text', text: 'Dates: July 12-14', region: 'block', year: { from: 'title', value: '2027' } },
    place: { rule: 'page-venue', text: 'Location: Lancaster, PA', region: 'main' },
    cost: { rule: 'labeled-text', text: 'Cost: $150', region: 'block' },
  },
  doubts: ['sport-unstated', 'year-guessed'],
  proposedAt: '2027-05-01T12:00:00.000Z',
};

/** The drafts as the server holds them: a decision that succeeds takes the draft away. */
function serveDrafts(initial: Draft[]) {
  let drafts = initial;
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
  api.on('GET /api/admin/review', { status: 200, body: [] });
  api.on('GET /api/admin/review/drafts', () => ({ status: 200, body: drafts }));
  const decided = () => {
    drafts = drafts.filter((draft) => draft.id !== camp.id);
  };
  api.on(`POST /api/admin/review/drafts/${camp.id}/publish`, () => {
    decided();
    return { status: 200, body: { ...camp.details, id: 'e1', isSample: false, isCancelled: false } };
  });
  api.on(`POST /api/admin/review/drafts/${camp.id}/reject`, () => {
    decided();
    return { status: 204 };
  });
}

const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const bodyOf = (path: string) => api.calls.find((call) => call.method === 'POST' && call.path === path)?.body;

describe("the Review tab's drafts", () => {
  afterEach(() => window.localStorage.removeItem('language'));

  it('shows each draft: its name, dates, place, page, doubts, and each value with the text, rule and place it came from', async () => {
    serveDrafts([camp]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Summer Skills Camp' });
    expect(within(draft).getByText('Jul 12, 2027 to Jul 14, 2027 · Lancaster, PA')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'https://summitcamps.example/summer' })).toHaveAttribute('href', camp.pageUrl);
    expect(within(draft).getByText('Its page does not say it is field hockey')).toBeInTheDocument();
    expect(within(draft).getByText('Its year is not written on the page')).toBeInTheDocument();
    expect(valueOf(draft, 'City')).toHaveTextContent('Lancaster');
    expect(valueOf(draft, 'City')).toHaveTextContent('“Location: Lancaster, PA” · rule: the venue the page states once for its events · page’s main content');
    expect(valueOf(draft, 'Cost')).toHaveTextContent('$150');
    expect(valueOf(draft, 'Cost')).toHaveTextContent('Cost: $150” · rule: a labeled line of the event · event’s own block');
    expect(valueOf(draft, 'Start date')).toHaveTextContent('the year the page’s title names (2027)');
  });

  it('publishes a draft as it is: the server is asked with no edits, and the draft leaves the list', async () => {
    serveDrafts([camp]);
    renderApp('/admin?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Summer Skills Camp as is' }));
    expect(await screen.findByText('No drafts to review')).toBeInTheDocument();
    expect(bodyOf(`/api/admin/review/drafts/${camp.id}/publish`)).toEqual({});
  });

  it('edits and publishes: the form is pre-filled, validated, and sends the whole event with the edit', async () => {
    serveDrafts([camp]);
    renderApp('/admin?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit and publish Summer Skills Camp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit and publish: Summer Skills Camp' });
    const city = within(dialog).getByLabelText(/^City/);
    expect(city).toHaveValue('Lancaster');
    fireEvent.change(city, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    expect(bodyOf(`/api/admin/review/drafts/${camp.id}/publish`)).toBeUndefined();
    fireEvent.change(city, { target: { value: 'Lititz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(bodyOf(`/api/admin/review/drafts/${camp.id}/publish`)).toMatchObject({ details: { name: 'Summer Skills Camp', city: 'Lititz', cost: 150 } }));
    expect(await screen.findByText('No drafts to review')).toBeInTheDocument();
  });

  it('in Spanish: says where each value stands, and rejects only with a reason', async () => {
    window.localStorage.setItem('language', 'es');
    serveDrafts([camp]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Borrador: Summer Skills Camp' });
    expect(valueOf(draft, 'Ciudad')).toHaveTextContent('regla: la sede que la página indica una vez para sus eventos · contenido principal de la página');
    expect(within(draft).getByText('Su página no dice que sea de hockey sobre césped')).toBeInTheDocument();
    expect(valueOf(draft, 'Fecha de inicio')).toHaveTextContent('el año que nombra el título de la página (2027)');
    expect(valueOf(draft, 'Precio')).toHaveTextContent('bloque del evento');
    expect(within(draft).getByText('Por qué es un borrador:')).toBeInTheDocument();
    fireEvent.click(within(draft).getByRole('button', { name: 'Rechazar Summer Skills Camp' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar “Summer Skills Camp”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Di por qué lo rechazas')).toBeInTheDocument();
    expect(bodyOf(`/api/admin/review/drafts/${camp.id}/reject`)).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('¿Por qué lo rechazas?'), { target: { value: 'Es un campamento de lacrosse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('No hay borradores para revisar')).toBeInTheDocument();
    expect(bodyOf(`/api/admin/review/drafts/${camp.id}/reject`)).toEqual({ reason: 'Es un campamento de lacrosse' });
  });
});
