import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import { aHistoryPage, anEntry } from '../../components/admin-fixtures';
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

/** The camp's stream, newest first: found, updated by its page, gone from it, back on it. */
function serveHistory() {
  const system = { id: 'system', username: null };
  api.on(`GET /api/admin/history/drafts/${camp.id}`, {
    status: 200,
    body: aHistoryPage([
      anEntry({
        revision: 3,
        type: 'DraftProposed',
        occurredAt: '2027-05-20T12:00:00.000Z',
        actor: system,
        changes: [{ field: 'withdrawal', before: 'vanished', after: null }],
      }),
      anEntry({
        revision: 2,
        type: 'DraftWithdrawn',
        occurredAt: '2027-05-12T12:00:00.000Z',
        actor: system,
        changes: [{ field: 'withdrawal', before: null, after: 'vanished' }],
      }),
      anEntry({
        revision: 1,
        type: 'DraftProposed',
        occurredAt: '2027-05-05T12:00:00.000Z',
        actor: system,
        changes: [{ field: 'cost', before: 150, after: 175 }],
      }),
      anEntry({
        revision: 0,
        type: 'DraftProposed',
        occurredAt: '2027-05-01T12:00:00.000Z',
        actor: { id: 'admin-1', username: 'head_admin' },
        changes: [
          { field: 'name', before: null, after: 'Summer Skills Camp' },
          { field: 'startDate', before: null, after: '2027-07-12' },
          { field: 'doubts', before: null, after: ['sport-unstated', 'year-guessed'] },
          { field: 'pageUrl', before: null, after: camp.pageUrl },
        ],
      }),
    ]),
  });
}

/** The history dialog's entries: each one's title and its whole text. */
async function historyEntries(dialogName: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const titles = await within(dialog).findAllByRole('heading', { level: 3 });
  return titles.map((title) => ({ title: title.textContent, item: title.closest('li') as HTMLElement }));
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

  it("opens a draft's history: what its source said, when, and that it left the list and came back", async () => {
    serveDrafts([camp]);
    serveHistory();
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Summer Skills Camp' });
    expect(within(draft).getByRole('button', { name: 'History of the draft Summer Skills Camp' })).toHaveTextContent('History');
    fireEvent.click(within(draft).getByRole('button', { name: 'History of the draft Summer Skills Camp' }));

    const entries = await historyEntries('History: Summer Skills Camp');
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'GET', path: `/api/admin/history/drafts/${camp.id}?page=1` }));
    expect(entries.map((entry) => entry.title)).toEqual([
      'Back on its source: open again',
      'Withdrawn: no longer on its source',
      'Updated by its source',
      'Found as a draft',
    ]);
    const [back, withdrawn, updated, found] = entries.map((entry) => entry.item);
    expect(within(back).getByText(/May 20, 2027/)).toHaveAttribute('dateTime', '2027-05-20T12:00:00.000Z');
    expect(back).toHaveTextContent('by System');
    expect(withdrawn).toHaveTextContent('Off the list: its source no longer shows it');
    expect(within(withdrawn).getByText(/May 12, 2027/)).toHaveAttribute('dateTime', '2027-05-12T12:00:00.000Z');
    expect(updated).toHaveTextContent('Cost: $150 → $175');
    expect(found).toHaveTextContent('Name: Summer Skills Camp');
    expect(found).toHaveTextContent('Start date: Jul 12, 2027');
    expect(found).toHaveTextContent('Why it is a draft: Its page does not say it is field hockey; Its year is not written on the page');
    expect(found).toHaveTextContent(`Page: ${camp.pageUrl}`);
    expect(found).toHaveTextContent('by head_admin');
  });

  it("in Spanish: the draft's history button and timeline", async () => {
    window.localStorage.setItem('language', 'es');
    serveDrafts([camp]);
    serveHistory();
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Borrador: Summer Skills Camp' });
    const button = within(draft).getByRole('button', { name: 'Historial del borrador Summer Skills Camp' });
    expect(button).toHaveTextContent('Historial');
    fireEvent.click(button);

    const entries = await historyEntries('Historial: Summer Skills Camp');
    expect(entries.map((entry) => entry.title)).toEqual([
      'De vuelta en su fuente: abierto de nuevo',
      'Retirado: ya no está en su fuente',
      'Actualizado por su fuente',
      'Encontrado como borrador',
    ]);
    const [back, withdrawn, updated, found] = entries.map((entry) => entry.item);
    expect(back).toHaveTextContent('por Sistema');
    expect(within(back).getByText(/2027/)).toHaveAttribute('dateTime', '2027-05-20T12:00:00.000Z');
    expect(withdrawn).toHaveTextContent('Fuera de la lista: su fuente ya no lo muestra');
    expect(updated).toHaveTextContent('Precio: $150 → $175');
    expect(found).toHaveTextContent('Por qué es un borrador: Su página no dice que sea de hockey sobre césped');
    expect(found).toHaveTextContent(`Página: ${camp.pageUrl}`);
  });
});
