import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, heldReply, setUpTestApi } from '../../../../test/test-api';
import { allowedGradYears } from '../grad-years';
import { aSampleSummary } from '../profile-fixtures';

const api = setUpTestApi();

// The classes offered depend on today's school year: the range's own rule is grad-years.spec.ts's.
const allowed = allowedGradYears(new Date());
const [first] = allowed;
const last = allowed[allowed.length - 1];

const boston = { homeZip: '02108', home: { city: 'Boston', state: 'MA' } };

function signIn(athlete: { homeZip?: string | null; home?: { city: string; state: string } | null; gradYears?: number[] } = {}) {
  api.on('GET /api/user', { status: 200, body: { ...aUser(), homeZip: null, home: null, gradYears: [], followedColleges: [], ...athlete } });
  api.on('GET /api/subscription', { status: 200, body: aSampleSummary() });
}

/** The server's answer to a PATCH: the user with what was sent, and the place of Boston's ZIP code. */
function answerAsServer() {
  api.on('PATCH /api/user', (call) => {
    const body = call.body as { homeZip: string | null; gradYears: number[] };
    const home = body.homeZip === '02108' ? boston.home : null;
    return { status: 200, body: { ...aUser(), followedColleges: [], ...body, home } };
  });
}

const patched = () => api.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/user').map((call) => call.body);

async function athleteCard(name = 'My athlete') {
  return screen.findByRole('region', { name });
}

function addClass(card: HTMLElement, year: number) {
  fireEvent.change(within(card).getByRole('combobox', { name: 'Add a class' }), { target: { value: String(year) } });
  fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
}

describe('my athlete card', () => {
  it('given no home and no class, when the profile opens, then it offers a ZIP code and the classes of the allowed range', async () => {
    signIn();
    renderApp('/profile');

    const card = await athleteCard();
    const zip = within(card).getByRole('textbox', { name: 'Home ZIP code' });
    expect(zip).toHaveValue('');
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(zip).toHaveAccessibleDescription('5 digits, e.g. 02108. Leave empty to remove it.');
    expect(within(card).getByRole('group', { name: 'Graduation classes' })).toHaveAccessibleDescription(
      `Up to four athletes, from the class of ${first} to the class of ${last}.`,
    );
    expect(within(card).getByText('No class chosen yet.')).toBeInTheDocument();
    const picker = within(card).getByRole('combobox', { name: 'Add a class' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(allowed.map((year) => `Class of ${year}`));
  });

  it('given a ZIP code and two classes, when saved, then the server gets them, classes ascending, and the home place shows', async () => {
    signIn();
    const reply = heldReply();
    api.on('PATCH /api/user', reply.handler);
    renderApp('/profile');
    const card = await athleteCard();

    fireEvent.change(within(card).getByRole('textbox', { name: 'Home ZIP code' }), { target: { value: ' 02108 ' } });
    addClass(card, first + 3);
    addClass(card, first + 1);
    expect(within(card).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      `Class of ${first + 1}`,
      `Class of ${first + 3}`,
    ]);
    // A chosen class is no longer offered.
    const offered = within(within(card).getByRole('combobox', { name: 'Add a class' })).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).not.toContain(`Class of ${first + 1}`);
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    reply.release({ status: 200, body: { ...aUser(), ...boston, gradYears: [first + 1, first + 3], followedColleges: [] } });

    expect(await screen.findByText('Home and classes saved')).toBeInTheDocument();
    expect(patched()).toEqual([{ homeZip: '02108', gradYears: [first + 1, first + 3] }]);
    expect(within(card).getByRole('textbox', { name: 'Home ZIP code' })).toHaveAccessibleDescription('Home: Boston, MA');
  });

  it('given four classes, when the fourth is added, then no more can be, and the focus moves to the last class', async () => {
    signIn();
    renderApp('/profile');
    const card = await athleteCard();

    for (const year of [first, first + 1, first + 2, first + 5]) addClass(card, year);

    expect(within(card).queryByRole('combobox', { name: 'Add a class' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Remove Class of ${first + 5}` })).toHaveFocus();
    fireEvent.click(within(card).getByRole('button', { name: `Remove Class of ${first + 1}` }));
    expect(within(card).getByRole('combobox', { name: 'Add a class' })).toHaveFocus();
  });

  it('given a ZIP code that is not 5 digits, when saved, then it is refused under the field and nothing is sent', async () => {
    signIn();
    renderApp('/profile');
    const card = await athleteCard();

    fireEvent.change(within(card).getByRole('textbox', { name: 'Home ZIP code' }), { target: { value: '2108' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    const zip = within(card).getByRole('textbox', { name: 'Home ZIP code' });
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code 5 digits, e.g. 02108. Leave empty to remove it.');
    fireEvent.change(zip, { target: { value: 'abcde' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(zip).toHaveAccessibleDescription(expect.stringContaining('Enter a 5-digit ZIP code')));
    expect(patched()).toEqual([]);
  });

  it('given a home and a class, when both are cleared and saved, then the server is told to remove them', async () => {
    signIn({ ...boston, gradYears: [first + 2] });
    answerAsServer();
    renderApp('/profile');
    const card = await athleteCard();
    const zip = within(card).getByRole('textbox', { name: 'Home ZIP code' });
    expect(zip).toHaveValue('02108');
    expect(zip).toHaveAccessibleDescription('Home: Boston, MA');

    fireEvent.change(zip, { target: { value: '' } });
    // The place is the saved ZIP code's: it goes once the field holds another.
    expect(zip).toHaveAccessibleDescription('5 digits, e.g. 02108. Leave empty to remove it.');
    fireEvent.click(within(card).getByRole('button', { name: `Remove Class of ${first + 2}` }));
    expect(within(card).getByText('No class chosen yet.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Home and classes saved')).toBeInTheDocument();
    expect(patched()).toEqual([{ homeZip: null, gradYears: [] }]);
    expect(zip).toHaveValue('');
  });

  it("given a ZIP code the server does not know, when saved, then its message shows under the field and in a toast", async () => {
    signIn();
    api.on('PATCH /api/user', { status: 400, body: { message: 'homeZip: Not a US ZIP code we know' } });
    renderApp('/profile');
    const card = await athleteCard();

    fireEvent.change(within(card).getByRole('textbox', { name: 'Home ZIP code' }), { target: { value: '00000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    const zip = within(card).getByRole('textbox', { name: 'Home ZIP code' });
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveAccessibleDescription(expect.stringContaining('Not a US ZIP code we know'));
    const toast = screen.getByText('Error saving your home and classes').closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('Not a US ZIP code we know');
  });

  it('given a refusal naming its field apart from the message, when saved, then the message shows under that field', async () => {
    signIn();
    api.on('PATCH /api/user', { status: 400, body: { field: 'homeZip', message: 'Not a US ZIP code we know' } });
    renderApp('/profile');
    const card = await athleteCard();

    fireEvent.change(within(card).getByRole('textbox', { name: 'Home ZIP code' }), { target: { value: '00000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    const zip = within(card).getByRole('textbox', { name: 'Home ZIP code' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription(expect.stringContaining('Not a US ZIP code we know')));
    expect(zip).toHaveAttribute('aria-invalid', 'true');
  });

  it("given the server refuses a class, when saved, then its message shows under the classes", async () => {
    signIn();
    api.on('PATCH /api/user', { status: 400, body: { message: 'gradYears.0: Must be a class from 2027 to 2035' } });
    renderApp('/profile');
    const card = await athleteCard();

    addClass(card, first);
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Must be a class from 2027 to 2035');
    expect(within(card).getByRole('group', { name: 'Graduation classes' })).toHaveAccessibleDescription(
      expect.stringContaining('Must be a class from 2027 to 2035'),
    );
  });

  it('given a class saved years ago that has left the range, when saved, then it has to be removed first', async () => {
    signIn({ gradYears: [first - 1, first] });
    answerAsServer();
    renderApp('/profile');
    const card = await athleteCard();

    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(`Choose classes from ${first} to ${last}`);
    expect(patched()).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: `Remove Class of ${first - 1}` }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await screen.findByText('Home and classes saved');
    expect(patched()).toEqual([{ homeZip: null, gradYears: [first] }]);
  });

  it('given Spanish, when the profile opens, then the card, its home place and classes are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signIn({ ...boston, gradYears: [first + 2] });
    renderApp('/profile');

    const card = await athleteCard('Mi deportista');
    expect(within(card).getByRole('textbox', { name: 'Código postal de casa' })).toHaveAccessibleDescription('Casa: Boston, MA');
    expect(within(card).getByText(`Promoción ${first + 2}`)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Quitar Promoción ${first + 2}` })).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Añadir una promoción' })).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Promociones' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});
