import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../test/test-api';
import { anEvent } from '../catalog-fixtures';

const api = setUpTestApi();

function signIn() {
  api.on('GET /api/user', { status: 200, body: aUser() });
}

const fullEvent = anEvent({
  id: 'camp-7',
  name: 'Keystone ID Camp',
  description: 'A day of drills and small-sided games with college staff.',
  eventType: 'ID Camp',
  ageLevel: 'U16',
  startDate: '2026-12-05',
  endDate: '2026-12-07',
  registrationDeadline: '2026-11-20',
  city: 'Pittsburgh',
  state: 'PA',
  cost: 1400,
  organizer: 'Super Sixty',
  isIndoor: true,
  registrationLink: 'https://example.com/register/keystone',
});

/** The value shown under a detail's label. */
function fact(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('event detail', () => {
  it('shows every field of the event', async () => {
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: fullEvent });
    renderApp('/events/camp-7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Keystone ID Camp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    const article = screen.getByRole('article', { name: 'Keystone ID Camp' });
    for (const badge of ['ID Camp', 'U16', 'Indoor']) expect(within(article).getByText(badge)).toBeInTheDocument();
    expect(within(article).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(article).queryByText('No longer listed by the organizer')).not.toBeInTheDocument();
    expect(within(article).queryByText(/^Found on/)).not.toBeInTheDocument();
    expect(screen.getByText('A day of drills and small-sided games with college staff.')).toBeInTheDocument();
    expect(fact('Location')).toBe('Pittsburgh, PA');
    expect(fact('Dates')).toBe('Dec 5, 2026 – Dec 7, 2026');
    expect(fact('Cost')).toBe('$1,400');
    expect(fact('Organizer')).toBe('Super Sixty');
    expect(fact('Registration Deadline')).toBe('Nov 20, 2026');
    const register = screen.getByRole('link', { name: 'Register for Event (opens in a new tab)' });
    expect(register).toHaveAttribute('href', 'https://example.com/register/keystone');
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
  });

  it('leaves out what the event does not have and says "Not specified" for a missing organizer', async () => {
    signIn();
    api.on('GET /api/events/bare-1', {
      status: 200,
      body: anEvent({
        id: 'bare-1',
        name: 'Open Clinic',
        description: null,
        organizer: null,
        registrationDeadline: null,
        registrationLink: null,
        isIndoor: null,
        cost: null,
        endDate: '2026-12-05',
        startDate: '2026-12-05',
        isCancelled: true,
      }),
    });
    renderApp('/events/bare-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Open Clinic' })).toBeInTheDocument();
    expect(fact('Organizer')).toBe('Not specified');
    expect(fact('Cost')).toBe('Contact organizer');
    expect(fact('Dates')).toBe('Dec 5, 2026');
    expect(screen.queryByText('Registration Deadline')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register for Event/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Indoor')).not.toBeInTheDocument();
    expect(screen.queryByText('Outdoor')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('marks an event no source lists any more, near its title, and says which sites it was found on', async () => {
    signIn();
    api.on('GET /api/events/camp-7', {
      status: 200,
      body: { ...fullEvent, isVanished: true, sources: ['lvfhclub.org', 'pafieldhockey.org'] },
    });
    renderApp('/events/camp-7');

    await screen.findByRole('heading', { level: 1, name: 'Keystone ID Camp' });
    const article = screen.getByRole('article', { name: 'Keystone ID Camp' });
    const badge = within(article).getByText('No longer listed by the organizer');
    expect(badge).toHaveClass('badge');
    expect(within(article).getByText(/^Every site that listed this event has stopped listing it/)).toBeInTheDocument();
    expect(within(article).getByText('Found on: lvfhclub.org, pafieldhockey.org')).toBeInTheDocument();
  });

  it('says in Spanish that the organizer no longer lists it and where it was found', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: { ...fullEvent, isVanished: true, sources: ['lvfhclub.org'] } });
    renderApp('/events/camp-7');

    await screen.findByRole('heading', { level: 1, name: 'Keystone ID Camp' });
    expect(screen.getByText('El organizador ya no lo publica')).toBeInTheDocument();
    expect(screen.getByText('Publicado en: lvfhclub.org')).toBeInTheDocument();
  });

  it('shows Outdoor for an outdoor event', async () => {
    signIn();
    api.on('GET /api/events/out-1', { status: 200, body: anEvent({ id: 'out-1', name: 'Field Day', isIndoor: false }) });
    renderApp('/events/out-1');

    await screen.findByRole('heading', { level: 1, name: 'Field Day' });
    expect(screen.getByText('Outdoor')).toBeInTheDocument();
  });

  it.each([
    ['missing or locked', { status: 404, body: { message: 'Event not found' } }],
    ['failing', { status: 500, body: { message: 'Read model unavailable' } }],
  ])('shows "Event not found" with a way back for a %s event', async (_case, reply) => {
    signIn();
    api.on('GET /api/events/locked-3', reply);
    renderApp('/events/locked-3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByText("The event you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
  });

  it('saves the event and shows it saved', async () => {
    signIn();
    let saved = false;
    api.on('GET /api/events/camp-7', () => ({ status: 200, body: { ...fullEvent, isSaved: saved } }));
    api.on('POST /api/saved-events/camp-7', () => {
      saved = true;
      return { status: 200, body: { eventId: 'camp-7', isSaved: true } };
    });
    renderApp('/events/camp-7');
    await screen.findByRole('heading', { level: 1, name: 'Keystone ID Camp' });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Event saved successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unsave' })).toBeEnabled();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: { ...fullEvent, organizer: null } });
    renderApp('/events/camp-7');

    await screen.findByRole('heading', { level: 1, name: 'Keystone ID Camp' });
    expect(fact('Organizador')).toBe('No especificado');
    expect(fact('Fechas')).toBe('5 dic 2026 – 7 dic 2026');
    expect(screen.getByText('Cubierto')).toBeInTheDocument();
    expect(screen.getByText('Sub-16')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a eventos' })).toHaveAttribute('href', '/events');
  });
});
