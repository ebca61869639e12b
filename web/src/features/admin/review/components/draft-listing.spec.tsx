import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../../test/test-api';
import type { Draft } from '../api/draft';
import { aSubmittedDraft } from '../review-fixtures';

const api = setUpTestApi();

const listed = 'b1e2c3d4-0000-4000-9000-000000000009';

// Sent again by its organizer (maybe with new dates), and the same event a scraper already lists.
const resent = aSubmittedDraft('Winter Stick Skills Clinic', { listing: { eventId: listed, why: 'resent', name: 'Winter Stick Skills Clinic' } });
const same = aSubmittedDraft('Lititz Winter Clinic', { listing: { eventId: 'e-2', why: 'same', name: 'LHC Winter Clinic' } });
// A listing the server no longer finds by name, a new event, and an answer from before the field.
const unnamed = aSubmittedDraft('Spring Prospect Day', { listing: { eventId: 'e-3', why: 'same', name: null } });
const fresh = aSubmittedDraft('Fall Ladder League');
const older: Draft = aSubmittedDraft('Older Camp');
delete older.listing;

function serveDrafts(drafts: Draft[]) {
  api.on('GET /api/user', { status: 200, body: aUser({ username: 'admin', isAdmin: true }) });
  api.on('GET /api/admin/review', { status: 200, body: [] });
  api.on('GET /api/admin/review/drafts', { status: 200, body: drafts });
}

const noteOf = (draft: HTMLElement) => within(draft).queryByRole('note');

describe('a draft that is an existing listing', () => {
  afterEach(() => window.localStorage.removeItem('language'));

  it('says publishing updates the listing its organizer sent again, with a link to its page', async () => {
    serveDrafts([resent]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Winter Stick Skills Clinic' });

    const note = within(draft).getByRole('note', { name: 'Existing listing' });
    expect(note).toHaveTextContent('Publishing updates the listing “Winter Stick Skills Clinic” (sent again by its organizer)');
    expect(note).toHaveTextContent('It is not listed twice: families who saved that listing are alerted to what changes.');
    expect(within(note).getByRole('link', { name: 'Winter Stick Skills Clinic' })).toHaveAttribute('href', `/events/${listed}`);
    // The decision keeps its words: what it does is said above it.
    expect(within(draft).getByRole('button', { name: 'Publish Winter Stick Skills Clinic as is' })).toHaveTextContent('Publish as is');
  });

  it('says publishing updates the listing another source already has', async () => {
    serveDrafts([same]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Lititz Winter Clinic' });

    const note = within(draft).getByRole('note', { name: 'Existing listing' });
    expect(note).toHaveTextContent('Publishing updates the listing “LHC Winter Clinic” (already listed from another source)');
    expect(within(note).getByRole('link', { name: 'LHC Winter Clinic' })).toHaveAttribute('href', '/events/e-2');
  });

  it('links a listing it cannot name, and says nothing for a new event, with the field null or absent', async () => {
    serveDrafts([unnamed, fresh, older]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Spring Prospect Day' });

    expect(noteOf(draft)).toHaveTextContent('Publishing updates an existing listing (already listed from another source)');
    expect(within(draft).getByRole('link', { name: 'an existing listing' })).toHaveAttribute('href', '/events/e-3');
    expect(noteOf(screen.getByRole('article', { name: 'Draft: Fall Ladder League' }))).not.toBeInTheDocument();
    expect(noteOf(screen.getByRole('article', { name: 'Draft: Older Camp' }))).not.toBeInTheDocument();
  });

  it('shows a listing’s name as written, markup and all', async () => {
    const name = 'Clinic <b>new</b> & <listing>more</listing>';
    serveDrafts([aSubmittedDraft('Hostile Clinic', { listing: { eventId: 'e-4', why: 'resent', name } })]);
    renderApp('/admin?tab=review');
    const draft = await screen.findByRole('article', { name: 'Draft: Hostile Clinic' });

    expect(within(draft).getByRole('link', { name })).toHaveAttribute('href', '/events/e-4');
    expect(noteOf(draft)?.querySelector('b')).toBeNull();
  });

  it('says so in Spanish, for both reasons', async () => {
    window.localStorage.setItem('language', 'es');
    serveDrafts([resent, same, unnamed]);
    renderApp('/admin?tab=review');

    const fromOrganizer = within(await screen.findByRole('article', { name: 'Borrador: Winter Stick Skills Clinic' })).getByRole('note', {
      name: 'Evento ya publicado',
    });
    expect(fromOrganizer).toHaveTextContent('Al publicarlo, actualizas el evento “Winter Stick Skills Clinic” (su organizador lo volvió a enviar)');
    expect(fromOrganizer).toHaveTextContent('No se publica dos veces: las familias que guardaron ese evento reciben un aviso de lo que cambie.');
    expect(within(fromOrganizer).getByRole('link', { name: 'Winter Stick Skills Clinic' })).toHaveAttribute('href', `/events/${listed}`);
    const fromElsewhere = noteOf(screen.getByRole('article', { name: 'Borrador: Lititz Winter Clinic' }));
    expect(fromElsewhere).toHaveTextContent('Al publicarlo, actualizas el evento “LHC Winter Clinic” (ya publicado desde otra fuente)');
    const nameless = screen.getByRole('article', { name: 'Borrador: Spring Prospect Day' });
    expect(noteOf(nameless)).toHaveTextContent('Al publicarlo, actualizas un evento ya publicado (ya publicado desde otra fuente)');
    expect(within(nameless).getByRole('link', { name: 'un evento ya publicado' })).toHaveAttribute('href', '/events/e-3');
  });
});
