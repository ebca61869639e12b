import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import type { Draft, SubmissionOrigin } from '../api/draft';

const api = setUpTestApi();

let sequence = 0;

/** A draft as the server answers it; an organizer's carries its submission as `origin`. */
function aDraft(name: string, origin?: Draft['origin'], overrides: Partial<Draft> = {}): Draft {
  sequence += 1;
  return {
    id: `5e0c1a2b-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    scraperId: origin ? 'organizers' : 'summit',
    scraperName: origin?.kind === 'submission' ? null : 'Summit camps',
    pageUrl: origin?.kind === 'submission' ? '' : 'https://summitcamps.example/summer',
    details: {
      name,
      description: null,
      eventType: 'Clinic',
      startDate: '2027-01-16',
      endDate: null,
      registrationDeadline: null,
      city: 'Lititz',
      state: 'PA',
      cost: 45,
      ageLevel: 'U14',
      organizer: 'Lititz Hockey Club',
      isIndoor: true,
      registrationLink: null,
    },
    evidence: {},
    doubts: origin?.kind === 'submission' ? ['submitted'] : ['sport-unstated'],
    proposedAt: '2027-01-02T15:00:00.000Z',
    ...(origin ? { origin } : {}),
    ...overrides,
  };
}

function aSubmission(overrides: Partial<SubmissionOrigin> = {}): SubmissionOrigin {
  return {
    kind: 'submission',
    submissionId: 'sub-1',
    channel: 'form',
    senderName: 'Dana Kim',
    senderEmail: 'dana@lititzhockey.example',
    language: 'en',
    subject: null,
    text: null,
    link: null,
    files: [],
    ...overrides,
  };
}

const longText = `Hello! Our club runs a winter clinic for U14 players. ${'We work on stick skills, passing and small games. '.repeat(10)}See you there.`;

const mailed = aDraft(
  'Winter Stick Skills Clinic',
  aSubmission({
    channel: 'mail',
    language: 'es',
    subject: 'Clínica de invierno en Lititz',
    text: longText,
    files: [
      { name: 'winter-clinic.pdf', type: 'application/pdf', size: 1_468_006 },
      { name: 'clinic.ics', type: 'text/calendar', size: 2_300 },
    ],
  }),
);
const linked = aDraft('Spring Prospect Day', aSubmission({ submissionId: 'sub-2', channel: 'link', senderName: 'Sam Ortiz', senderEmail: 'sam@summitcamps.example', link: 'https://summitcamps.example/spring' }));
const typed = aDraft('Fall Ladder League', aSubmission({ submissionId: 'sub-3', channel: 'form', senderName: 'Ana Ruiz', senderEmail: 'ana@club.example' }));
const filed = aDraft('Summer Skills Camp', aSubmission({ submissionId: 'sub-4', channel: 'file', files: [{ name: 'camp-flyer.pdf', type: 'application/pdf', size: 842_137 }] }));
const scraped = aDraft('Scraped Camp', { kind: 'scraper' });
// An answer from before submissions: no origin at all.
const older = aDraft('Older Camp');

function serveDrafts(drafts: Draft[]) {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
  api.on('GET /api/admin/review', { status: 200, body: [] });
  api.on('GET /api/admin/review/drafts', { status: 200, body: drafts });
}

const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe("the Review tab's drafts that organizers sent", () => {
  afterEach(() => window.localStorage.removeItem('language'));

  it('shows who sent a mailed event, how and in which language, its subject, the start of its text and its files with their sizes', async () => {
    serveDrafts([mailed]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Winter Stick Skills Clinic' });

    expect(valueOf(draft, 'Sent by')).toHaveTextContent('Dana Kim (dana@lititzhockey.example)');
    expect(within(valueOf(draft, 'Sent by')).getByRole('link', { name: 'dana@lititzhockey.example' })).toHaveAttribute('href', 'mailto:dana@lititzhockey.example');
    expect(valueOf(draft, 'How')).toHaveTextContent('by e-mail, in Spanish');
    expect(valueOf(draft, 'Subject')).toHaveTextContent('Clínica de invierno en Lititz');
    const message = valueOf(draft, 'Message').textContent ?? '';
    expect(message).toContain('Hello! Our club runs a winter clinic for U14 players.');
    expect(message.length).toBeLessThan(300);
    expect(message).toMatch(/…/);
    expect(message).not.toContain('See you there.');
    expect(within(valueOf(draft, 'Files')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'winter-clinic.pdf (1.4 MB)',
      'clinic.ics (2.2 kB)',
    ]);
    expect(draft).toHaveTextContent('Received');
    expect(draft).toHaveTextContent('Why it is a draft:An organizer sent it: an admin checks every submission before it is listed');
    expect(draft).not.toHaveTextContent('Found by');
  });

  it('shows a mail nothing could be read from as an empty draft to fill in from the original, with no date or place line', async () => {
    const blank = aDraft('Our events this spring', aSubmission({ channel: 'mail', subject: 'Our events this spring', text: 'See the attached flyer.' }), {
      doubts: ['submitted', 'nothing-read'],
    });
    blank.details = { ...blank.details, startDate: '', city: '', state: '', cost: null };
    serveDrafts([blank]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Our events this spring' });

    expect(within(draft).getByText('Nothing could be read from what the organizer sent: fill it in from the original')).toBeInTheDocument();
    expect(valueOf(draft, 'Start date')).toHaveTextContent('—');
    expect(draft).not.toHaveTextContent('·');
    expect(valueOf(draft, 'Message')).toHaveTextContent('See the attached flyer.');
  });

  it('says an event came through the form, from a link (with the link) or from a file', async () => {
    serveDrafts([linked, typed, filed]);
    renderApp('/admin?tab=review');

    const fromLink = await screen.findByRole('article', { name: 'Draft: Spring Prospect Day' });
    expect(valueOf(fromLink, 'Sent by')).toHaveTextContent('Sam Ortiz (sam@summitcamps.example)');
    expect(valueOf(fromLink, 'How')).toHaveTextContent('from a link, in English');
    expect(within(valueOf(fromLink, 'Link')).getByRole('link', { name: 'https://summitcamps.example/spring' })).toHaveAttribute(
      'href',
      'https://summitcamps.example/spring',
    );
    const fromForm = screen.getByRole('article', { name: 'Draft: Fall Ladder League' });
    expect(valueOf(fromForm, 'How')).toHaveTextContent('through the form, in English');
    expect(within(fromForm).queryByText('Link', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(fromForm).queryByText('Files', { selector: 'dt' })).not.toBeInTheDocument();
    const fromFile = screen.getByRole('article', { name: 'Draft: Summer Skills Camp' });
    expect(valueOf(fromFile, 'How')).toHaveTextContent('from a file, in English');
    expect(valueOf(fromFile, 'File')).toHaveTextContent('camp-flyer.pdf (822 kB)');
  });

  it('shows a scraper’s draft as before, with or without an origin, and without a sender', async () => {
    serveDrafts([scraped, older]);
    renderApp('/admin?tab=review');

    for (const name of ['Scraped Camp', 'Older Camp']) {
      const draft = await screen.findByRole('article', { name: `Draft: ${name}` });
      expect(draft).toHaveTextContent('Found by Summit camps on');
      expect(within(draft).getByRole('link', { name: 'https://summitcamps.example/summer' })).toBeInTheDocument();
      expect(draft).toHaveTextContent('Why it is a draft:');
      expect(within(draft).queryByText('Sent by', { selector: 'dt' })).not.toBeInTheDocument();
    }
  });

  it('offers the original of a mail or a file to download, and none for the form or a link', async () => {
    serveDrafts([mailed, filed, typed, linked, scraped]);
    renderApp('/admin?tab=review');

    const fromMail = await screen.findByRole('article', { name: 'Draft: Winter Stick Skills Clinic' });
    const mail = within(fromMail).getByRole('link', { name: 'Download the original' });
    expect(mail).toHaveAttribute('href', '/api/admin/review/submissions/sub-1/original');
    expect(mail).toHaveAttribute('download');
    const file = within(screen.getByRole('article', { name: 'Draft: Summer Skills Camp' })).getByRole('link', { name: 'Download the original' });
    expect(file).toHaveAttribute('href', '/api/admin/review/submissions/sub-4/original');
    expect(file).toHaveAttribute('download');
    for (const name of ['Fall Ladder League', 'Spring Prospect Day', 'Scraped Camp']) {
      expect(within(screen.getByRole('article', { name: `Draft: ${name}` })).queryByRole('link', { name: 'Download the original' })).not.toBeInTheDocument();
    }
  });

  it('tells the admin rejecting a submission that its organizer is told by e-mail', async () => {
    serveDrafts([typed]);
    renderApp('/admin?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Fall Ladder League' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject “Fall Ladder League”?' });
    expect(dialog).toHaveTextContent('It will not be listed, and its organizer is told by e-mail.');
  });

  it('in Spanish: who sent it, how, in which language, and what', async () => {
    window.localStorage.setItem('language', 'es');
    serveDrafts([mailed, linked, typed, filed, scraped]);
    renderApp('/admin?tab=review');

    const fromMail = await screen.findByRole('article', { name: 'Borrador: Winter Stick Skills Clinic' });
    expect(valueOf(fromMail, 'Enviado por')).toHaveTextContent('Dana Kim (dana@lititzhockey.example)');
    expect(valueOf(fromMail, 'Cómo')).toHaveTextContent('por correo, en español');
    expect(valueOf(fromMail, 'Asunto')).toHaveTextContent('Clínica de invierno en Lititz');
    expect(valueOf(fromMail, 'Mensaje')).toHaveTextContent('Hello! Our club runs a winter clinic');
    expect(within(valueOf(fromMail, 'Archivos')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'winter-clinic.pdf (1,4 MB)',
      'clinic.ics (2,2 kB)',
    ]);
    expect(fromMail).toHaveTextContent('Recibido');
    expect(within(fromMail).getByText('Lo envió un organizador: un administrador revisa cada envío antes de publicarlo')).toBeInTheDocument();
    expect(valueOf(screen.getByRole('article', { name: 'Borrador: Spring Prospect Day' }), 'Cómo')).toHaveTextContent('desde un enlace, en inglés');
    expect(valueOf(screen.getByRole('article', { name: 'Borrador: Spring Prospect Day' }), 'Enlace')).toHaveTextContent('https://summitcamps.example/spring');
    expect(valueOf(screen.getByRole('article', { name: 'Borrador: Fall Ladder League' }), 'Cómo')).toHaveTextContent('con el formulario, en inglés');
    expect(valueOf(screen.getByRole('article', { name: 'Borrador: Summer Skills Camp' }), 'Cómo')).toHaveTextContent('desde un archivo, en inglés');
    expect(screen.getByRole('article', { name: 'Borrador: Scraped Camp' })).toHaveTextContent('Encontrado por Summit camps en');
    expect(within(fromMail).getByRole('link', { name: 'Descargar el original' })).toHaveAttribute('href', '/api/admin/review/submissions/sub-1/original');
    expect(within(screen.getByRole('article', { name: 'Borrador: Fall Ladder League' })).queryByRole('link', { name: 'Descargar el original' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rechazar Fall Ladder League' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar “Fall Ladder League”?' });
    expect(dialog).toHaveTextContent('No se publicará, y su organizador recibirá el aviso por correo.');
  });
});
