import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, setUpTestApi } from '../../../../test/test-api';
import { anEvent, aSavedEvent } from '../catalog-fixtures';

const api = setUpTestApi();

const noteLabel = 'Private note — only you can see it';
const camp = anEvent({ id: 'camp-7', name: 'Keystone ID Camp', isSaved: true });

function signIn(plan: 'basic' | 'pro' = 'pro') {
  api.on('GET /api/user', { status: 200, body: aSubscriber(plan) });
}

function answerNote(text: string) {
  api.on('GET /api/saved-events/camp-7/note', {
    status: 200,
    body: { eventId: 'camp-7', text, updatedAt: text ? '2026-05-02T10:00:00.000Z' : null },
  });
}

function noteCalls() {
  return api.calls.filter((call) => call.path.endsWith('/note'));
}

async function noteSection() {
  return screen.findByRole('region', { name: 'Private note' });
}

describe('private note on the event detail', () => {
  it('loads the note into the editor with a live character count', async () => {
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: camp });
    answerNote('Bring two sticks');
    renderApp('/events/camp-7');

    const note = await within(await noteSection()).findByRole('textbox', { name: noteLabel });
    expect(note).toHaveValue('Bring two sticks');
    expect(note).toHaveAttribute('maxLength', '5000');
    expect(note).toHaveAccessibleDescription('16 / 5,000 characters');

    fireEvent.change(note, { target: { value: 'Bring two sticks and a mouthguard' } });

    expect(note).toHaveAccessibleDescription('33 / 5,000 characters');
  });

  it('saves the typed text with PUT and says "Note saved"', async () => {
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: camp });
    answerNote('');
    api.on('PUT /api/saved-events/camp-7/note', (call) => ({
      status: 200,
      body: { eventId: 'camp-7', text: (call.body as { text: string }).text, updatedAt: '2026-05-02T10:00:00.000Z' },
    }));
    renderApp('/events/camp-7');
    const section = await noteSection();
    const note = await within(section).findByRole('textbox', { name: noteLabel });
    expect(within(section).getByRole('button', { name: 'Save note' })).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();

    fireEvent.change(note, { target: { value: 'Coach Diaz will be there' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(noteCalls().find((call) => call.method === 'PUT')?.body).toEqual({ text: 'Coach Diaz will be there' });
    expect(note).toHaveValue('Coach Diaz will be there');
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Delete note' })).toBeEnabled());
    expect(within(section).getByRole('button', { name: 'Save note' })).toBeDisabled();
  });

  it('deletes the note with DELETE and empties the editor', async () => {
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: camp });
    answerNote('Bring two sticks');
    api.on('DELETE /api/saved-events/camp-7/note', { status: 204 });
    renderApp('/events/camp-7');
    const section = await noteSection();
    await within(section).findByDisplayValue('Bring two sticks');

    fireEvent.click(within(section).getByRole('button', { name: 'Delete note' }));

    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('textbox', { name: noteLabel })).toHaveValue(''));
    expect(within(section).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();
    expect(noteCalls().map((call) => call.method)).toEqual(['GET', 'DELETE']);
  });

  it('keeps every typed character when saving fails, and shows the server message', async () => {
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: camp });
    answerNote('');
    api.on('PUT /api/saved-events/camp-7/note', { status: 400, body: { message: 'text: must be at most 5000 characters' } });
    renderApp('/events/camp-7');
    const section = await noteSection();
    const note = await within(section).findByRole('textbox', { name: noteLabel });

    fireEvent.change(note, { target: { value: 'A long note I do not want to lose' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('text: must be at most 5000 characters')).toBeInTheDocument();
    expect(note).toHaveValue('A long note I do not want to lose');
    expect(within(section).getByRole('button', { name: 'Save note' })).toBeEnabled();
    expect(screen.queryByText('Note saved')).not.toBeInTheDocument();
  });

  it('asks to save the event first when it is not saved, without asking for a note', async () => {
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: { ...camp, isSaved: false } });
    renderApp('/events/camp-7');

    expect(await within(await noteSection()).findByText('Save this event to add a private note')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: noteLabel })).not.toBeInTheDocument();
    expect(noteCalls()).toEqual([]);
  });

  it('shows Basic that notes are included in Pro, without asking for a note', async () => {
    signIn('basic');
    api.on('GET /api/events/camp-7', { status: 200, body: camp });
    renderApp('/events/camp-7');

    const section = await noteSection();
    expect(within(section).getByRole('link', { name: 'Included in Pro' })).toHaveAttribute('href', '/profile');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(noteCalls()).toEqual([]);
  });

  it('hides the editor when the server refuses notes (403)', async () => {
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: camp });
    api.on('GET /api/saved-events/camp-7/note', { status: 403, body: { message: 'Notes are a Pro feature' } });
    renderApp('/events/camp-7');

    const section = await noteSection();
    expect(await within(section).findByRole('link', { name: 'Included in Pro' })).toHaveAttribute('href', '/profile');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    signIn();
    api.on('GET /api/events/camp-7', { status: 200, body: camp });
    answerNote('Llevar dos palos');
    renderApp('/events/camp-7');

    const section = await screen.findByRole('region', { name: 'Nota privada' });
    const note = await within(section).findByRole('textbox', { name: 'Nota privada: solo tú puedes verla' });
    expect(note).toHaveAccessibleDescription('16 / 5000 caracteres');
    expect(within(section).getByRole('button', { name: 'Eliminar nota' })).toBeInTheDocument();
  });
});

describe('private notes on /saved', () => {
  it('shows a saved note and edits it in a dialog with the same editor', async () => {
    signIn();
    let note = 'Bring two sticks';
    api.on('GET /api/saved-events', () => ({
      status: 200,
      body: [aSavedEvent({ id: 'camp-7', name: 'Keystone ID Camp', note }), aSavedEvent({ name: 'No Note Clinic' })],
    }));
    api.on('GET /api/saved-events/camp-7/note', () => ({ status: 200, body: { eventId: 'camp-7', text: note, updatedAt: '2026-05-02T10:00:00.000Z' } }));
    api.on('PUT /api/saved-events/camp-7/note', (call) => {
      note = (call.body as { text: string }).text;
      return { status: 200, body: { eventId: 'camp-7', text: note, updatedAt: '2026-05-03T10:00:00.000Z' } };
    });
    renderApp('/saved');

    const card = await screen.findByRole('article', { name: 'Keystone ID Camp' });
    expect(card).toHaveTextContent('Your private note: Bring two sticks');
    const plain = screen.getByRole('article', { name: 'No Note Clinic' });
    expect(within(plain).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: 'Add note' })).toBeInTheDocument();

    const edit = within(card).getByRole('button', { name: 'Edit note' });
    expect(edit).toHaveAccessibleDescription('Keystone ID Camp');
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Private note' });
    const text = await within(dialog).findByDisplayValue('Bring two sticks');
    fireEvent.change(text, { target: { value: 'Bring two sticks and water' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('article', { name: 'Keystone ID Camp' })).toHaveTextContent('Bring two sticks and water'));
  });

  it('shows Basic no note actions', async () => {
    signIn('basic');
    api.on('GET /api/saved-events', { status: 200, body: [aSavedEvent({ name: 'Keystone ID Camp' })] });
    renderApp('/saved');

    const card = await screen.findByRole('article', { name: 'Keystone ID Camp' });
    expect(within(card).queryByRole('button', { name: /note/ })).not.toBeInTheDocument();
  });
});
