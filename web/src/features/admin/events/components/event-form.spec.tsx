import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import { anAdminEvent } from '../admin-event-fixtures';

const api = setUpTestApi();

function signInAdmin() {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
}

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add event' }));
  return screen.findByRole('dialog', { name: 'Add event' });
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

function fillRequired(form: HTMLElement) {
  fill(form, 'Name *', '  Fall ID Camp ');
  fill(form, 'Event type *', 'ID Camp');
  fill(form, 'Start date *', '2026-09-12');
  fill(form, 'City *', 'Richmond');
  fill(form, 'State *', 'VA');
  fill(form, 'Age level *', 'U16');
}

const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('the add event form', () => {
  it('refuses an end before the start and a link that is not http(s), under those fields, sending nothing', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    renderApp('/admin?tab=events');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'End date', '2026-09-11');
    fill(form, 'Registration link', 'ftp://example.com/signup');

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    const endDate = within(form).getByLabelText('End date');
    expect(await within(form).findByText('Must not be before the start date')).toBeInTheDocument();
    expect(endDate).toHaveAttribute('aria-invalid', 'true');
    expect(endDate).toHaveAccessibleDescription('Must not be before the start date');
    expect(within(form).getByLabelText('Registration link')).toHaveAccessibleDescription('Must be an http:// or https:// link');
    expect(within(form).getByLabelText('Name *')).not.toHaveAttribute('aria-invalid');
    expect(writes()).toEqual([]);
  });

  it('posts the event with nulls for what is left empty and the cost as a number, then closes', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    api.on('POST /api/admin/events', (call) => ({ status: 201, body: { ...anAdminEvent(), ...(call.body as object) } }));
    renderApp('/admin?tab=events');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Cost (US dollars)', '125.5');
    fill(form, 'Setting', 'indoor');
    fill(form, 'Organizer', 'USA Field Hockey');

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/events',
        body: {
          name: 'Fall ID Camp',
          description: null,
          eventType: 'ID Camp',
          startDate: '2026-09-12',
          endDate: null,
          registrationDeadline: null,
          city: 'Richmond',
          state: 'VA',
          cost: 125.5,
          ageLevel: 'U16',
          organizer: 'USA Field Hockey',
          isIndoor: true,
          registrationLink: null,
          gradYears: [],
          collegesAttending: [],
          zip: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('posts the graduation classes ascending, the colleges one a line and the ZIP code', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    api.on('POST /api/admin/events', (call) => ({ status: 201, body: { ...anAdminEvent(), ...(call.body as object) } }));
    renderApp('/admin?tab=events');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Graduation classes', '2030, 2029 2030');
    fill(form, 'Colleges attending', ' Duke University \n\nUNC Chapel Hill\nDuke University\n');
    fill(form, 'ZIP code', ' 23220 ');

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ gradYears: [2029, 2030], collegesAttending: ['Duke University', 'UNC Chapel Hill'], zip: '23220' }),
      }),
    ]);
  });

  it('refuses classes that are not years, a ZIP code that is not 5 digits and a college over 100 characters, sending nothing', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    renderApp('/admin?tab=events');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Graduation classes', "2029, '30");
    fill(form, 'ZIP code', '2322');
    fill(form, 'Colleges attending', `Duke University\n${'x'.repeat(101)}`);

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Graduation classes')).toHaveAccessibleDescription(
        expect.stringContaining('Enter years such as 2029, 2030'),
      ),
    );
    expect(within(form).getByLabelText('ZIP code')).toHaveAccessibleDescription(expect.stringContaining('Enter a 5-digit ZIP code, or leave empty'));
    expect(within(form).getByLabelText('Colleges attending')).toHaveAccessibleDescription(
      expect.stringContaining('Each college must be at most 100 characters'),
    );
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal of a list's item under that list", async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    api.on('POST /api/admin/events', { status: 400, body: { message: 'gradYears.0: Must be from 2000 to 2100' } });
    renderApp('/admin?tab=events');
    const form = await openAddForm();
    fillRequired(form);
    fill(form, 'Graduation classes', '2029');

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await within(form).findByText('Must be from 2000 to 2100')).toBeInTheDocument();
    expect(within(form).getByLabelText('Graduation classes')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal under the field it names", async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    api.on('POST /api/admin/events', { status: 400, body: { message: 'city: Must be at most 100 characters' } });
    renderApp('/admin?tab=events');
    const form = await openAddForm();
    fillRequired(form);

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await within(form).findByText('Must be at most 100 characters')).toBeInTheDocument();
    expect(within(form).getByLabelText('City *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error creating event')).not.toBeInTheDocument();
  });

  it('toasts any other failure with the server message and stays open', async () => {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    api.on('POST /api/admin/events', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/admin?tab=events');
    const form = await openAddForm();
    fillRequired(form);

    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Error creating event')).toBeInTheDocument();
    expect(screen.getByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add event' })).toBeInTheDocument();
  });

  it('is labelled in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [] });
    renderApp('/admin?tab=events');

    fireEvent.click(await screen.findByRole('button', { name: 'Añadir evento' }));
    const form = await screen.findByRole('dialog', { name: 'Añadir evento' });

    expect(within(form).getByLabelText('Fecha de inicio *')).toHaveAttribute('type', 'date');
    expect(within(form).getByLabelText('Enlace de inscripción')).toBeInTheDocument();
    expect(within(form).getByLabelText('Promociones')).toBeInTheDocument();
    expect(within(form).getByLabelText('Universidades que asisten')).toBeInTheDocument();
    expect(within(form).getByLabelText('Código postal')).toBeInTheDocument();
    expect(within(within(form).getByLabelText('Tipo de evento *')).getByRole('option', { name: 'Torneo' })).toHaveValue('Tournament');

    fireEvent.click(within(form).getByRole('button', { name: 'Crear evento' }));

    await waitFor(() => expect(within(form).getByLabelText('Nombre *')).toHaveAccessibleDescription('Obligatorio'));
    expect(within(form).getByLabelText('Estado *')).toHaveAccessibleDescription('Elige una de las opciones');
  });
});

describe('the edit event form', () => {
  const event = anAdminEvent({ name: 'Spring Showcase', cost: 250, isIndoor: false, registrationLink: 'https://example.com/spring' });

  async function openEditForm() {
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [event] });
    renderApp('/admin?tab=events');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring Showcase' }));
    return screen.findByRole('dialog', { name: 'Edit event' });
  }

  it('starts from the event and patches only the fields changed', async () => {
    api.on(`PATCH /api/admin/events/${event.id}`, (call) => ({ status: 200, body: { ...event, ...(call.body as object) } }));
    const form = await openEditForm();
    expect(within(form).getByLabelText('Name *')).toHaveValue('Spring Showcase');
    expect(within(form).getByLabelText('Setting')).toHaveValue('outdoor');
    fill(form, 'City *', 'Lancaster');
    fill(form, 'Cost (US dollars)', '');

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PATCH', path: `/api/admin/events/${event.id}`, body: { city: 'Lancaster', cost: null } }]);
  });

  it('shows the classes, colleges and ZIP code, and patches the lists when they change', async () => {
    const planned = anAdminEvent({
      name: 'Fall Classic',
      gradYears: [2029, 2030],
      collegesAttending: ['Duke University', 'UNC Chapel Hill'],
      zip: '19104',
    });
    signInAdmin();
    api.on('GET /api/admin/events/recent', { status: 200, body: [planned] });
    api.on(`PATCH /api/admin/events/${planned.id}`, (call) => ({ status: 200, body: { ...planned, ...(call.body as object) } }));
    renderApp('/admin?tab=events');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fall Classic' }));
    const form = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(form).getByLabelText('Graduation classes')).toHaveValue('2029, 2030');
    expect(within(form).getByLabelText('Colleges attending')).toHaveValue('Duke University\nUNC Chapel Hill');
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('19104');
    fill(form, 'Colleges attending', 'Duke University\nUNC Chapel Hill\nPrinceton University');
    fill(form, 'ZIP code', '');

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/events/${planned.id}`,
        body: { collegesAttending: ['Duke University', 'UNC Chapel Hill', 'Princeton University'], zip: null },
      },
    ]);
  });

  it('just closes when nothing changed', async () => {
    const form = await openEditForm();

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('button', { name: 'Add event' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});
