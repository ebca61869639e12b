import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { heldReply, setUpTestApi } from '../../../../test/test-api';
import type { ReadEvent } from '../api/organizers-api';
import { maxFileBytes } from '../file-payload';

const api = setUpTestApi();

const posts = (path: string) => api.calls.filter((call) => call.method === 'POST' && call.path === path);
const submissions = () => posts('/api/organizers/submissions');
const reads = () => posts('/api/organizers/read');

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const form = () => screen.getByRole('form', { name: 'Submit your event' });

/** What an organizer types for a one-day clinic, by hand. */
function fillClinicByHand() {
  fill('Event name *', 'Winter Stick Skills Clinic');
  fill('Event type *', 'Clinic');
  fill('Age level *', 'U14');
  fill('Start date *', '2027-01-16');
  fill('City *', 'Lititz');
  fill('State *', 'PA');
  fill('Cost (US dollars)', '45');
  fill('Indoor or outdoor', 'indoor');
  fill('Organizer', 'Lititz Hockey Club');
  fill('Registration link', 'https://lititzhockey.example/winter');
  fill('Description', 'Two hours of stick skills on turf.');
  fill('Your name *', 'Dana Kim');
  fill('Your e-mail *', 'dana@lititzhockey.example');
}

const clinic = {
  name: 'Winter Stick Skills Clinic',
  description: 'Two hours of stick skills on turf.',
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
  registrationLink: 'https://lititzhockey.example/winter',
};

const accepted = { status: 202, body: { submissionId: 's-1' } };

/** A camp as the server reads it from a page: what it found, the text each value stood in, and nothing it did not find. */
function aReadEvent(overrides: Partial<ReadEvent['details']> = {}, evidence: ReadEvent['evidence'] = {}): ReadEvent {
  return {
    details: {
      name: 'Summer Skills Camp',
      description: null,
      eventType: 'ID Camp',
      startDate: '2027-07-12',
      endDate: '2027-07-14',
      registrationDeadline: null,
      city: 'Lancaster',
      state: 'PA',
      cost: 150,
      ageLevel: 'U16',
      organizer: null,
      isIndoor: null,
      registrationLink: null,
      ...overrides,
    },
    evidence,
    doubts: [],
  };
}

describe('the organizers’ submission page', () => {
  afterEach(() => window.localStorage.removeItem('language'));

  it('given an organizer who fills in the form by hand, when sent, then the event, the sender and the language go to the server and the page asks to confirm by e-mail', async () => {
    api.on('POST /api/organizers/submissions', accepted);
    renderApp('/organizers/submit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Submit your event' })).toBeInTheDocument();
    expect(screen.getByText('An admin reviews every event before it is listed, and you will confirm your submission by e-mail.')).toBeInTheDocument();
    fillClinicByHand();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('Check your e-mail: we sent you a link to confirm your submission.')).toBeInTheDocument();
    expect(submissions().map((call) => call.body)).toEqual([
      { name: 'Dana Kim', email: 'dana@lititzhockey.example', language: 'en', channel: 'form', event: clinic },
    ]);
    expect(reads()).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Submit your event | Field Hockey Events'));
  });

  it('given a sent event, when the organizer submits another, then the form starts empty but keeps their name and e-mail', async () => {
    api.on('POST /api/organizers/submissions', accepted);
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fillClinicByHand();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Submit another event' }));
    expect(screen.getByLabelText('Event name *')).toHaveValue('');
    expect(screen.getByLabelText('Your name *')).toHaveValue('Dana Kim');
    expect(screen.getByLabelText('Your e-mail *')).toHaveValue('dana@lititzhockey.example');
  });

  it('given missing and wrong values, when sent, then each field says what is wrong and nothing is sent', async () => {
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fill('Your e-mail *', 'dana at lititz');
    fill('Start date *', '2027-03-10');
    fill('End date', '2027-03-09');
    fill('Registration link', 'lititzhockey.example/winter');
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    const name = screen.getByLabelText('Event name *');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    // The first field at fault on screen takes the focus: the event's name, above the sender's.
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Your e-mail *')).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com');
    expect(screen.getByLabelText('Event type *')).toHaveAccessibleDescription('Choose one of the options');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('Must not be before the start date');
    expect(screen.getByLabelText('Registration link')).toHaveAccessibleDescription('Enter a link that starts with http:// or https:// The page where families sign up.');
    expect(screen.getByLabelText('Your name *')).toHaveAttribute('aria-invalid', 'true');
    expect(submissions()).toHaveLength(0);
  });

  it('given the link of an event page, when read, then the form is filled in from it to check, and the submission carries the link', async () => {
    const reply = heldReply();
    api.on('POST /api/organizers/read', reply.handler);
    api.on('POST /api/organizers/submissions', accepted);
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fill('Your name *', 'Sam Ortiz');
    fill('Organizer', 'Summit Sports Camps');
    fill('Link to your event page', 'https://summitcamps.example/summer');
    fireEvent.click(screen.getByRole('button', { name: 'Read my page' }));

    expect(await screen.findByText('Reading your page…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read my page' })).toBeDisabled();
    reply.release({
      status: 200,
      body: { readingId: 'b1a3c1de-0000-4000-8000-000000000001', events: [aReadEvent({}, { place: { text: 'Location: Lancaster, PA' }, cost: { text: 'Cost: $150' } })] },
    });

    expect(await screen.findByText('We filled in the form from your page. Check every field and correct what is wrong before you send it.')).toBeInTheDocument();
    expect(reads().map((call) => call.body)).toEqual([{ language: 'en', link: 'https://summitcamps.example/summer' }]);
    expect(screen.getByLabelText('Event name *')).toHaveValue('Summer Skills Camp');
    expect(screen.getByLabelText('Event type *')).toHaveValue('ID Camp');
    expect(screen.getByLabelText('Start date *')).toHaveValue('2027-07-12');
    expect(screen.getByLabelText('End date')).toHaveValue('2027-07-14');
    expect(screen.getByLabelText('City *')).toHaveValue('Lancaster');
    expect(screen.getByLabelText('City *')).toHaveAccessibleDescription('Read from “Location: Lancaster, PA”');
    expect(screen.getByLabelText('State *')).toHaveValue('PA');
    expect(screen.getByLabelText('Cost (US dollars)')).toHaveValue(150);
    // What the page does not say stays as the organizer typed it.
    expect(screen.getByLabelText('Organizer')).toHaveValue('Summit Sports Camps');
    expect(screen.getByLabelText('Your name *')).toHaveValue('Sam Ortiz');

    fill('Age level *', 'U19');
    fill('Your e-mail *', 'sam@summitcamps.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await screen.findByText('Check your e-mail: we sent you a link to confirm your submission.');
    expect(submissions()[0]?.body).toEqual({
      name: 'Sam Ortiz',
      email: 'sam@summitcamps.example',
      language: 'en',
      channel: 'link',
      link: 'https://summitcamps.example/summer',
      // The server's reading the form was filled from: the values sent as read keep their evidence.
      reading: { id: 'b1a3c1de-0000-4000-8000-000000000001', event: 0 },
      event: {
        name: 'Summer Skills Camp',
        description: null,
        eventType: 'ID Camp',
        startDate: '2027-07-12',
        endDate: '2027-07-14',
        registrationDeadline: null,
        city: 'Lancaster',
        state: 'PA',
        cost: 150,
        ageLevel: 'U19',
        organizer: 'Summit Sports Camps',
        isIndoor: null,
        registrationLink: null,
      },
    });
  });

  it('given a page with several events, when read, then the organizer picks the one to send and the form follows the pick', async () => {
    api.on('POST /api/organizers/read', {
      status: 200,
      body: {
        events: [
          aReadEvent({ organizer: 'Summit Sports Camps' }),
          aReadEvent({ name: 'Fall Prospect Day', eventType: 'Showcase', startDate: '2027-10-02', endDate: null, city: 'York', cost: null, organizer: null }),
        ],
      },
    });
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fill('Link to your event page', 'https://summitcamps.example/');
    fireEvent.click(screen.getByRole('button', { name: 'Read my page' }));

    const choice = await screen.findByRole('group', { name: 'We found 2 events. Choose the one to send now (one event per submission):' });
    const first = within(choice).getByRole('radio', { name: 'Summer Skills Camp: Jul 12, 2027, Lancaster, PA' });
    expect(first).toBeChecked();
    expect(screen.getByLabelText('Organizer')).toHaveValue('Summit Sports Camps');
    fireEvent.click(within(choice).getByRole('radio', { name: 'Fall Prospect Day: Oct 2, 2027, York, PA' }));

    expect(screen.getByLabelText('Event name *')).toHaveValue('Fall Prospect Day');
    expect(screen.getByLabelText('Event type *')).toHaveValue('Showcase');
    expect(screen.getByLabelText('End date')).toHaveValue('');
    expect(screen.getByLabelText('City *')).toHaveValue('York');
    // The first event's values do not linger where the second says nothing.
    expect(screen.getByLabelText('Organizer')).toHaveValue('');
    expect(screen.getByLabelText('Cost (US dollars)')).toHaveValue(null);
  });

  it('given a page where nothing is found, when read, then the organizer is asked to fill in the form and keeps what they typed', async () => {
    api.on('POST /api/organizers/read', { status: 200, body: { events: [] } });
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fill('Event name *', 'Spring Ladder League');
    fill('Link to your event page', 'https://club.example/news');
    fireEvent.click(screen.getByRole('button', { name: 'Read my page' }));

    expect(await screen.findByText('We could not find an event to read there. Please fill in the form yourself.')).toBeInTheDocument();
    expect(screen.getByLabelText('Event name *')).toHaveValue('Spring Ladder League');
  });

  it('given a link the server refuses, when read, then its reason is shown and the form is untouched', async () => {
    api.on('POST /api/organizers/read', { status: 400, body: { message: 'This link cannot be read: the site refused it.' } });
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fill('City *', 'Lititz');
    fill('Link to your event page', 'https://closed.example/event');
    fireEvent.click(screen.getByRole('button', { name: 'Read my page' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link cannot be read: the site refused it.');
    expect(screen.getByLabelText('City *')).toHaveValue('Lititz');
  });

  it('given a link that is no web address, when read, then the page says so without asking the server', async () => {
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fireEvent.click(screen.getByRole('button', { name: 'Read my page' }));
    expect(screen.getByLabelText('Link to your event page')).toHaveAccessibleDescription('Paste the link of your event page');
    fill('Link to your event page', 'summitcamps dot com');
    fireEvent.click(screen.getByRole('button', { name: 'Read my page' }));

    expect(screen.getByLabelText('Link to your event page')).toHaveAccessibleDescription('Enter a link that starts with http:// or https://');
    expect(reads()).toHaveLength(0);
  });

  it('given a flyer larger than 4 MB, when chosen, then it is refused before anything is uploaded', async () => {
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    const input = screen.getByLabelText('Flyer (PDF) or calendar file (.ics)');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(maxFileBytes + 1)], 'brochure.pdf', { type: 'application/pdf' })] } });

    expect(input).toHaveAccessibleDescription('This file is larger than 4 MB. Send a smaller one, or fill in the form yourself. At most 4 MB.');
    fireEvent.click(screen.getByRole('button', { name: 'Read my file' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toHaveLength(0);
  });

  it('given a file that is neither a PDF nor a calendar, when read, then it is refused before anything is uploaded', async () => {
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    const input = screen.getByLabelText('Flyer (PDF) or calendar file (.ics)');
    fireEvent.click(screen.getByRole('button', { name: 'Read my file' }));
    expect(input).toHaveAccessibleDescription('Choose a file first At most 4 MB.');
    fireEvent.change(input, { target: { files: [new File(['<p>camp</p>'], 'camp.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Read my file' }));

    expect(input).toHaveAccessibleDescription('Choose a PDF or an .ics calendar file At most 4 MB.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toHaveLength(0);
  });

  it('given a calendar file, when read, then it is sent as base64 with its type, the form is filled in, and the submission keeps the file', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Summer Skills Camp\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    api.on('POST /api/organizers/read', { status: 200, body: { events: [aReadEvent()] } });
    api.on('POST /api/organizers/submissions', accepted);
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    // Browsers often give no type for an .ics file: its name says what it is.
    fireEvent.change(screen.getByLabelText('Flyer (PDF) or calendar file (.ics)'), { target: { files: [new File([ics], 'camp.ics', { type: '' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Read my file' }));

    expect(await screen.findByText('We filled in the form from your file. Check every field and correct what is wrong before you send it.')).toBeInTheDocument();
    const file = { name: 'camp.ics', type: 'text/calendar', data: Buffer.from(ics).toString('base64') };
    expect(reads().map((call) => call.body)).toEqual([{ language: 'en', file }]);
    expect(screen.getByLabelText('Event name *')).toHaveValue('Summer Skills Camp');

    fill('Your name *', 'Sam Ortiz');
    fill('Your e-mail *', 'sam@summitcamps.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await screen.findByText('Check your e-mail: we sent you a link to confirm your submission.');
    expect(submissions()[0]?.body).toMatchObject({ channel: 'file', file, event: { name: 'Summer Skills Camp', city: 'Lancaster' } });
    expect(submissions()[0]?.body).not.toHaveProperty('link');
  });

  it('given the server refuses the submission, when sent, then its reason is shown, nothing typed is lost, and sending again works', async () => {
    api.on('POST /api/organizers/submissions', { status: 429, body: { message: 'Too many submissions from this address. Try again in an hour.' } });
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fillClinicByHand();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your event was not sent. Everything you entered is still here: correct it and send it again.');
    expect(alert).toHaveTextContent('Too many submissions from this address. Try again in an hour.');
    expect(screen.getByLabelText('Event name *')).toHaveValue('Winter Stick Skills Clinic');
    expect(screen.getByLabelText('Description')).toHaveValue('Two hours of stick skills on turf.');
    expect(screen.getByLabelText('Your e-mail *')).toHaveValue('dana@lititzhockey.example');

    api.on('POST /api/organizers/submissions', accepted);
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Check your e-mail: we sent you a link to confirm your submission.')).toBeInTheDocument();
    expect(submissions()).toHaveLength(2);
    expect(submissions()[1]?.body).toEqual(submissions()[0]?.body);
  });

  it('given the server names a field it refuses, when sent, then its words stand under that field', async () => {
    api.on('POST /api/organizers/submissions', { status: 400, body: { message: 'event.startDate: Must be today or later' } });
    renderApp('/organizers/submit');
    await screen.findByRole('heading', { level: 1, name: 'Submit your event' });
    fillClinicByHand();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    await waitFor(() => expect(screen.getByLabelText('Start date *')).toHaveAccessibleDescription('Must be today or later'));
    expect(screen.getByLabelText('Start date *')).toHaveValue('2027-01-16');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Your event was not sent.');
  });

  it('given Spanish, when an organizer fills in the form, then the page, its messages and the submission are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('POST /api/organizers/submissions', accepted);
    renderApp('/organizers/submit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Envía tu evento' })).toBeInTheDocument();
    expect(screen.getByText('Un administrador revisa cada evento antes de publicarlo, y confirmarás tu envío por correo electrónico.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leer mi página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leer mi archivo' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Folleto (PDF) o archivo de calendario (.ics)'), {
      target: { files: [new File([new Uint8Array(maxFileBytes + 1)], 'folleto.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('Este archivo pesa más de 4 MB. Envía uno más pequeño o completa el formulario a mano.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisión' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre del evento *')).toHaveAccessibleDescription('Obligatorio'));
    expect(screen.getByLabelText('Tipo de evento *')).toHaveAccessibleDescription('Elige una de las opciones');

    fill('Nombre del evento *', 'Clínica de invierno');
    fill('Tipo de evento *', 'Clinic');
    fill('Categoría de edad *', 'U14');
    fill('Fecha de inicio *', '2027-01-16');
    fill('Ciudad *', 'Lititz');
    fill('Estado *', 'PA');
    fill('Tu nombre *', 'Ana Ruiz');
    fill('Tu correo electrónico *', 'ana@club.example');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para revisión' }));

    expect(await screen.findByText('Revisa tu correo: te enviamos un enlace para confirmar tu envío.')).toBeInTheDocument();
    expect(submissions()[0]?.body).toMatchObject({ name: 'Ana Ruiz', email: 'ana@club.example', language: 'es', channel: 'form', event: { name: 'Clínica de invierno', cost: null, isIndoor: null } });
    await waitFor(() => expect(document.title).toBe('Envía tu evento | Field Hockey Events'));
  });
});
