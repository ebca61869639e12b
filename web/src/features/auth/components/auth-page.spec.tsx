import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, heldReply, setUpTestApi } from '../../../../test/test-api';

const api = setUpTestApi();

const ageConfirmation = 'I am 13 or older, or a parent or guardian signing up for my athlete';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openSignUp() {
  renderApp('/auth');
  await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  return screen.findByRole('heading', { level: 1, name: 'Create your account' });
}

describe('auth screen', () => {
  it('starts in login mode with a forgot-password mail to support', async () => {
    renderApp('/auth');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@fieldhockeyevents.com?subject=Password%20reset%20request',
    );
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('toggles to sign-up and back, moving focus to the new heading', async () => {
    const heading = await openSignUp();

    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('3–32 characters: letters, digits, _ . or -');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('8–128 characters');
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('says "Passwords do not match" under the confirm field and sends nothing', async () => {
    await openSignUp();
    fill('Username', 'coach_kim');
    fill('Email', 'kim@example.com');
    fill('Password', 'hockey-season-1');
    fill('Confirm password', 'hockey-season-2');

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says which fields are required and sends nothing when the form is empty', async () => {
    renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('disables submit with a loading label while logging in, then opens the dashboard', async () => {
    const login = heldReply();
    api.on('POST /api/login', login.handler);
    renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
    fill('Username', 'coach_kim');
    fill('Password', 'hockey-season-1');

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await waitFor(() => expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/login' }));
    expect(api.calls.at(-1)?.body).toEqual({ username: 'coach_kim', password: 'hockey-season-1' });

    login.release({ status: 200, body: aUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows a "Login failed" toast with the server message when the credentials are refused', async () => {
    api.on('POST /api/login', { status: 401, body: { message: 'Invalid username or password' } });
    renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
    fill('Username', 'coach_kim');
    fill('Password', 'wrong-password');

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('given the age box left unticked, when submitted, then it says to confirm the age under the box and sends nothing', async () => {
    await openSignUp();
    fill('Username', 'coach_kim');
    fill('Email', 'kim@example.com');
    fill('Password', 'hockey-season-1');
    fill('Confirm password', 'hockey-season-1');
    const box = screen.getByRole('checkbox', { name: ageConfirmation });
    expect(box).not.toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(box).toHaveAccessibleDescription('Please confirm your age to sign up'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('given Spanish, then the age box and its error are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Regístrate' }));

    const box = await screen.findByRole('checkbox', {
      name: 'Tengo 13 años o más, o soy el padre, la madre o el tutor que registra a su deportista',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(box).toHaveAccessibleDescription('Confirma tu edad para registrarte'));
  });

  it('sends the registration fields and the age confirmation with the screen language, and shows a "Registration failed" toast with the server message', async () => {
    api.on('POST /api/register', { status: 409, body: { message: 'Username already taken' } });
    await openSignUp();
    fill('Username', 'coach_kim');
    fill('Email', 'kim@example.com');
    fill('Password', 'hockey-season-1');
    fill('Confirm password', 'hockey-season-1');
    fireEvent.click(screen.getByLabelText(ageConfirmation));

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Username already taken')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/register',
      body: { username: 'coach_kim', email: 'kim@example.com', password: 'hockey-season-1', language: 'en', ageConfirmed: true },
    });
  });

  it('registers a visitor who switched to Spanish in Spanish, without saving a language for nobody', async () => {
    api.on('POST /api/register', { status: 409, body: { message: 'Username already taken' } });
    await openSignUp();
    fill('Username', 'luz_g');
    fill('Email', 'luz@example.com');
    fill('Password', 'hockey-season-1');
    fill('Confirm password', 'hockey-season-1');
    fireEvent.click(screen.getByLabelText(ageConfirmation));

    fireEvent.click(screen.getByRole('button', { name: 'ES' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Error en el registro')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/register').map((call) => call.body)).toEqual([
      { username: 'luz_g', email: 'luz@example.com', password: 'hockey-season-1', language: 'es', ageConfirmed: true },
    ]);
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    api.on('GET /api/user', { status: 200, body: aUser() });

    renderApp('/auth');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('is in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');

    renderApp('/auth');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regístrate' })).toBeInTheDocument();
  });
});
