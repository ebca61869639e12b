import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, setUpTestApi } from '../../../../test/test-api';
import { aSubscriptionSummary } from '../profile-fixtures';

const api = setUpTestApi();

const suggestions = [
  { name: 'Duke University', events: 6 },
  { name: 'UNC Chapel Hill', events: 4 },
  { name: 'Princeton University', events: 2 },
];

function signInPro(followedColleges: string[]) {
  api.on('GET /api/user', { status: 200, body: { ...aSubscriber('pro'), followedColleges } });
  api.on('GET /api/subscription', { status: 200, body: aSubscriptionSummary('pro') });
  api.on('GET /api/colleges', { status: 200, body: suggestions });
  api.on('PATCH /api/user', (call) => ({ status: 200, body: { ...aSubscriber('pro'), ...(call.body as object) } }));
}

const patched = () => api.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/user').map((call) => call.body);

async function collegesCard(name = 'Colleges you follow') {
  return screen.findByRole('region', { name });
}

function follow(card: HTMLElement, name: string) {
  fireEvent.change(within(card).getByRole('combobox', { name: 'Follow a college' }), { target: { value: name } });
  fireEvent.click(within(card).getByRole('button', { name: 'Follow' }));
}

describe('colleges you follow', () => {
  it('given a Basic subscriber, when the profile opens, then the card is locked with the upgrade prompt and asks the server nothing', async () => {
    api.on('GET /api/user', { status: 200, body: { ...aSubscriber('basic'), followedColleges: [] } });
    api.on('GET /api/subscription', { status: 200, body: aSubscriptionSummary('basic') });
    renderApp('/profile');

    const card = await collegesCard();
    expect(within(card).getByText('Included in Pro')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '#subscription');
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/colleges')).toBe(false);
  });

  it.each([
    ['en', 'You still follow these from your Pro plan. Without Pro, no alert mentions them; you can stop following them.', 'Unfollow Yale'],
    ['es', 'Aún sigues estas universidades de tu plan Pro. Sin Pro, ninguna alerta las menciona; puedes dejar de seguirlas.', 'Dejar de seguir a Yale'],
  ])('given a member who left Pro (%s), the colleges still followed are listed and can be unfollowed, none added', async (language, note, unfollowYale) => {
    window.localStorage.setItem('language', language);
    api.on('GET /api/user', { status: 200, body: { ...aSubscriber('basic'), followedColleges: ['Duke University', 'Yale'] } });
    api.on('GET /api/subscription', { status: 200, body: aSubscriptionSummary('basic') });
    api.on('PATCH /api/user', (call) => ({ status: 200, body: { ...aSubscriber('basic'), ...(call.body as object) } }));
    renderApp('/profile');

    const card = await collegesCard(language === 'es' ? 'Universidades que sigues' : 'Colleges you follow');
    expect(within(card).getByText(note)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Duke University', 'Yale']);
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: unfollowYale }));
    await waitFor(() => expect(patched()).toEqual([{ followedColleges: ['Duke University'] }]));
    // The button pressed is gone: the keyboard goes on from the card's title.
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 2 })));
    expect(api.calls.some((call) => call.path === '/api/colleges')).toBe(false);
  });

  it('given a Pro user, when a college is followed, then the whole list is sent and the college is listed', async () => {
    signInPro(['Duke University']);
    renderApp('/profile');
    const card = await collegesCard();
    expect(within(card).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Duke University']);
    // Suggestions: the colleges of upcoming events, less the ones followed.
    await waitFor(() =>
      expect([...card.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual([
        'UNC Chapel Hill',
        'Princeton University',
      ]),
    );
    expect(within(card).getByRole('combobox', { name: 'Follow a college' })).toHaveAttribute('list', 'college-suggestions');

    follow(card, '  UNC Chapel Hill ');

    expect(await screen.findByText('Following UNC Chapel Hill')).toBeInTheDocument();
    expect(patched()).toEqual([{ followedColleges: ['Duke University', 'UNC Chapel Hill'] }]);
    await waitFor(() =>
      expect(within(card).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Duke University', 'UNC Chapel Hill']),
    );
    expect(within(card).getByRole('combobox', { name: 'Follow a college' })).toHaveValue('');
  });

  it('given a followed college, when unfollowed, then the list without it is sent and the focus goes to the follow field', async () => {
    signInPro(['Duke University', 'UNC Chapel Hill']);
    renderApp('/profile');
    const card = await collegesCard();

    fireEvent.click(within(card).getByRole('button', { name: 'Unfollow Duke University' }));

    expect(await screen.findByText('Unfollowed Duke University')).toBeInTheDocument();
    expect(patched()).toEqual([{ followedColleges: ['UNC Chapel Hill'] }]);
    expect(within(card).queryByRole('button', { name: 'Unfollow Duke University' })).not.toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Follow a college' })).toHaveFocus();
  });

  it('given a college already followed, an empty name or 20 followed, when followed, then it is refused under the field', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `College ${index + 1}`);
    signInPro(twenty);
    renderApp('/profile');
    const card = await collegesCard();
    const field = within(card).getByRole('combobox', { name: 'Follow a college' });

    follow(card, 'college 3');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('You already follow this college')));
    follow(card, '   ');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a college’s name')));
    follow(card, 'Duke University');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('You follow 20 colleges: unfollow one first')));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(patched()).toEqual([]);
  });

  it("given the server refuses, when followed, then its message shows under the field and in a toast", async () => {
    signInPro([]);
    api.on('PATCH /api/user', { status: 403, body: { message: 'Following colleges is a Pro feature' } });
    renderApp('/profile');
    const card = await collegesCard();
    expect(within(card).getByText('You do not follow any college yet.')).toBeInTheDocument();

    follow(card, 'Duke University');

    const field = within(card).getByRole('combobox', { name: 'Follow a college' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Following colleges is a Pro feature')));
    expect(screen.getByText('Error changing the colleges you follow')).toBeInTheDocument();
  });

  it('given an admin without a plan, when the profile opens, then the colleges can be followed', async () => {
    api.on('GET /api/user', { status: 200, body: { ...aUser({ isAdmin: true }), followedColleges: [] } });
    api.on('GET /api/subscription', { status: 200, body: aSubscriptionSummary('pro') });
    api.on('GET /api/colleges', { status: 200, body: suggestions });
    renderApp('/profile');

    const card = await collegesCard();
    expect(within(card).getByRole('combobox', { name: 'Follow a college' })).toBeInTheDocument();
    expect(within(card).queryByText('Included in Pro')).not.toBeInTheDocument();
  });

  it('given Spanish, when a Pro user opens the profile, then the card is in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signInPro(['Duke University']);
    renderApp('/profile');

    const card = await collegesCard('Universidades que sigues');
    expect(within(card).getByRole('button', { name: 'Dejar de seguir a Duke University' })).toHaveTextContent('Dejar de seguir');
    expect(within(card).getByRole('combobox', { name: 'Seguir una universidad' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
  });
});
