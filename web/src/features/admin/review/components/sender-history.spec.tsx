import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import { formatInstantDay } from '../../../../lib/date-format';
import { aHistoryPage, anEntry } from '../../components/admin-fixtures';
import { formatInstant } from '../../components/admin-format';
import { aSubmissionView, aSubmittedDraft } from '../review-fixtures';

const api = setUpTestApi();

const draft = aSubmittedDraft('Winter Stick Skills Clinic', {}, { channel: 'mail', senderEmail: 'Dana@LititzHockey.example', language: 'es' });
const submissionId = draft.origin?.kind === 'submission' ? draft.origin.submissionId : '';

// Dana's history, the newest first: this draft's mail, still open; a flyer an admin answered twice; a form she never confirmed.
const current = aSubmissionView({
  id: submissionId,
  channel: 'mail',
  via: 'smtp',
  language: 'es',
  subject: 'Clínica de invierno en Lititz',
  eventCount: 1,
  receivedAt: '2027-01-02T15:00:00.000Z',
  confirmedAt: '2027-01-02T15:10:00.000Z',
});
const answered = aSubmissionView({
  channel: 'file',
  via: 'web',
  files: [{ name: 'fall-flyer.pdf', type: 'application/pdf', size: 842_137 }],
  eventCount: 2,
  receivedAt: '2026-09-01T12:00:00.000Z',
  confirmedAt: '2026-09-01T12:30:00.000Z',
  answers: [
    { draftId: 'd-1', outcome: 'published', eventId: 'e-7', reason: null, at: '2026-09-03T10:00:00.000Z' },
    { draftId: 'd-2', outcome: 'rejected', eventId: null, reason: 'A lacrosse camp', at: '2026-09-04T10:00:00.000Z' },
  ],
});
const unconfirmed = aSubmissionView({ channel: 'form', eventCount: 1, status: 'received', confirmedAt: null, receivedAt: '2026-05-20T09:00:00.000Z' });

const historyPath = `/api/admin/review/submissions?email=${encodeURIComponent('Dana@LititzHockey.example')}`;

function serve() {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
  api.on('GET /api/admin/review', { status: 200, body: [] });
  api.on('GET /api/admin/review/drafts', { status: 200, body: [draft] });
  api.on(`GET ${historyPath}`, { status: 200, body: [current, answered, unconfirmed] });
  // The flyer's stream, newest first: an answer sent, its confirmation, its arrival.
  api.on(`GET /api/admin/history/submissions/${answered.id}`, {
    status: 200,
    body: aHistoryPage([
      anEntry({
        type: 'SubmissionAnswered',
        changes: [
          { field: 'outcome', before: null, after: 'rejected' },
          { field: 'eventId', before: null, after: null },
          { field: 'reason', before: null, after: 'A lacrosse camp' },
        ],
      }),
      anEntry({ type: 'SubmissionConfirmed', actor: { id: 'system', username: null }, changes: [{ field: 'drafts', before: null, after: ['d-1', 'd-2'] }] }),
      anEntry({
        type: 'SubmissionReceived',
        actor: { id: 'system', username: null },
        changes: [
          { field: 'channel', before: null, after: 'file' },
          { field: 'via', before: null, after: 'web' },
          { field: 'senderName', before: null, after: 'Dana Kim' },
          { field: 'senderEmail', before: null, after: 'dana@lititzhockey.example' },
          { field: 'language', before: null, after: 'es' },
          { field: 'subject', before: null, after: null },
          { field: 'link', before: null, after: null },
          { field: 'files', before: null, after: ['fall-flyer.pdf'] },
          { field: 'events', before: null, after: ['Fall Prospect Day', 'Fall Lacrosse Camp'] },
          { field: 'notes', before: null, after: ['schedule.docx: not a type we read', 'page 3: no text, only an image'] },
        ],
      }),
    ]),
  });
}

async function openSenderHistory(buttonName: string, dialogName: string) {
  serve();
  renderApp('/admin?tab=review');
  const card = await screen.findByRole('article', { name: /Winter Stick Skills Clinic$/ });
  fireEvent.click(within(card).getByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: dialogName });
}

const row = (dialog: HTMLElement, name: string) => within(dialog).getByRole('listitem', { name });
const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const requested = (path: string) => api.calls.filter((call) => call.path === path);

describe("an organizer's history on the Review tab", () => {
  afterEach(() => window.localStorage.removeItem('language'));

  it('lists what the sender sent, newest first: when, how, its status, its events and the answers', async () => {
    const dialog = await openSenderHistory('Sender’s history: Dana Kim', 'Sender’s history: Dana Kim');
    await within(dialog).findAllByRole('heading', { level: 3 });

    expect(dialog).toHaveTextContent('Everything Dana@LititzHockey.example sent us, the newest first, and what was decided.');
    expect(requested(historyPath)).toHaveLength(1);
    const received = [current, answered, unconfirmed].map((each) => `Received ${formatInstant(each.receivedAt, 'en')}`);
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual(received);

    const mail = row(dialog, received[0]);
    expect(mail).toHaveTextContent('This draft’s submission');
    expect(valueOf(mail, 'How')).toHaveTextContent('by e-mail, in Spanish');
    expect(valueOf(mail, 'Status')).toHaveTextContent(`Confirmed ${formatInstant(current.confirmedAt ?? '', 'en')}`);
    expect(valueOf(mail, 'Events')).toHaveTextContent('1');
    expect(valueOf(mail, 'Subject')).toHaveTextContent('Clínica de invierno en Lititz');
    expect(valueOf(mail, 'Answers')).toHaveTextContent('No decision yet');

    const flyer = row(dialog, received[1]);
    expect(flyer).not.toHaveTextContent('This draft’s submission');
    expect(valueOf(flyer, 'How')).toHaveTextContent('from a file, in English');
    expect(valueOf(flyer, 'Events')).toHaveTextContent('2');
    const answers = within(valueOf(flyer, 'Answers')).getAllByRole('listitem');
    expect(answers.map((answer) => answer.textContent)).toEqual([
      `Published on ${formatInstantDay('2026-09-03T10:00:00.000Z', 'en')}: see the listing`,
      `Rejected on ${formatInstantDay('2026-09-04T10:00:00.000Z', 'en')}: A lacrosse camp`,
    ]);
    expect(within(answers[0]).getByRole('link', { name: 'see the listing' })).toHaveAttribute('href', '/events/e-7');

    const form = row(dialog, received[2]);
    expect(valueOf(form, 'Status')).toHaveTextContent('Awaiting confirmation');
    expect(valueOf(form, 'Answers')).toHaveTextContent('None: its sender has not confirmed it, so it is not on the Review list');
  });

  it("opens a submission's timeline in words, and goes back to the list", async () => {
    const dialog = await openSenderHistory('Sender’s history: Dana Kim', 'Sender’s history: Dana Kim');
    const date = formatInstant(answered.receivedAt, 'en');
    fireEvent.click(await within(dialog).findByRole('button', { name: `Timeline of the submission received ${date}` }));

    const timeline = await screen.findByRole('dialog', { name: `Timeline: the submission received ${date}` });
    const titles = await within(timeline).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Answer sent to the organizer', 'Confirmed by its sender', 'Received from an organizer']);
    const [answer, confirmation, arrival] = titles.map((title) => title.closest('li') as HTMLElement);
    expect(within(answer).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Decision: Rejected', 'Reason: A lacrosse camp']);
    expect(answer).toHaveTextContent('by head_admin');
    expect(confirmation).toHaveTextContent('Drafts for review: 2');
    expect(within(arrival).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'How it was sent: from a file',
      'Received through: the submission page',
      'Sender: Dana Kim',
      'Sender’s e-mail: dana@lititzhockey.example',
      'Language: Spanish',
      'Files: fall-flyer.pdf',
      'Events read: Fall Prospect Day, Fall Lacrosse Camp',
      'Could not be read: schedule.docx: not a type we read; page 3: no text, only an image',
    ]);
    expect(requested(`/api/admin/history/submissions/${answered.id}?page=1`)).toHaveLength(1);

    const back = within(timeline).getByRole('button', { name: 'Back to the sender’s submissions' });
    expect(back).toHaveFocus();
    fireEvent.click(back);
    const list = await screen.findByRole('dialog', { name: 'Sender’s history: Dana Kim' });
    await waitFor(() => expect(within(list).getByRole('button', { name: `Timeline of the submission received ${date}` })).toHaveFocus());
  });

  it('says why the history could not be loaded', async () => {
    serve();
    api.on(`GET ${historyPath}`, { status: 503, body: { message: 'Read store unavailable' } });
    renderApp('/admin?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Sender’s history: Dana Kim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sender’s history: Dana Kim' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error loading the sender’s submissions: Read store unavailable');
  });

  it('in Spanish: the submissions, their answers and a timeline', async () => {
    window.localStorage.setItem('language', 'es');
    const dialog = await openSenderHistory('Historial del remitente: Dana Kim', 'Historial del remitente: Dana Kim');
    await within(dialog).findAllByRole('heading', { level: 3 });

    const mail = row(dialog, `Recibido el ${formatInstant(current.receivedAt, 'es')}`);
    expect(mail).toHaveTextContent('El envío de este borrador');
    expect(valueOf(mail, 'Cómo')).toHaveTextContent('por correo, en español');
    expect(valueOf(mail, 'Estado')).toHaveTextContent('Confirmado');
    expect(valueOf(mail, 'Respuestas')).toHaveTextContent('Aún sin decisión');
    const date = formatInstant(answered.receivedAt, 'es');
    const flyer = row(dialog, `Recibido el ${date}`);
    expect(valueOf(flyer, 'Eventos')).toHaveTextContent('2');
    expect(within(valueOf(flyer, 'Respuestas')).getAllByRole('listitem').map((answer) => answer.textContent)).toEqual([
      `Publicado el ${formatInstantDay('2026-09-03T10:00:00.000Z', 'es')}: ver el evento`,
      `Rechazado el ${formatInstantDay('2026-09-04T10:00:00.000Z', 'es')}: A lacrosse camp`,
    ]);
    expect(within(flyer).getByRole('link', { name: 'ver el evento' })).toHaveAttribute('href', '/events/e-7');
    const form = row(dialog, `Recibido el ${formatInstant(unconfirmed.receivedAt, 'es')}`);
    expect(valueOf(form, 'Estado')).toHaveTextContent('Pendiente de confirmación');
    expect(valueOf(form, 'Respuestas')).toHaveTextContent('Ninguna: su remitente no lo ha confirmado, así que no está en la lista de revisión');

    fireEvent.click(within(flyer).getByRole('button', { name: `Cronología del envío recibido el ${date}` }));
    const timeline = await screen.findByRole('dialog', { name: `Cronología: el envío recibido el ${date}` });
    const titles = await within(timeline).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Respuesta enviada al organizador', 'Confirmado por su remitente', 'Recibido de un organizador']);
    expect(within(timeline).getByText('Decisión: Rechazado')).toBeInTheDocument();
    expect(within(timeline).getByText('Motivo: A lacrosse camp')).toBeInTheDocument();
    expect(within(timeline).getByText('Borradores para revisar: 2')).toBeInTheDocument();
    expect(within(timeline).getByText('Cómo se envió: desde un archivo')).toBeInTheDocument();
    expect(within(timeline).getByText('Recibido a través de: la página de envíos')).toBeInTheDocument();
    expect(within(timeline).getByText('Remitente: Dana Kim')).toBeInTheDocument();
    expect(within(timeline).getByText('Correo del remitente: dana@lititzhockey.example')).toBeInTheDocument();
    expect(within(timeline).getByText('Idioma: español')).toBeInTheDocument();
    expect(within(timeline).getByText('Archivos: fall-flyer.pdf')).toBeInTheDocument();
    expect(within(timeline).getByText('Eventos leídos: Fall Prospect Day, Fall Lacrosse Camp')).toBeInTheDocument();
    expect(within(timeline).getByText('No se pudo leer: schedule.docx: not a type we read; page 3: no text, only an image')).toBeInTheDocument();
    expect(within(timeline).getByRole('button', { name: 'Volver a los envíos del remitente' })).toBeInTheDocument();
  });
});
