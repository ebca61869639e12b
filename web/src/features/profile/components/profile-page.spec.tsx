import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, aUser, setUpTestApi } from '../../../../test/test-api';
import { aSampleSummary, aSubscriptionSummary } from '../profile-fixtures';

const api = setUpTestApi();

describe('profile page', () => {
  it('given a signed-in user, when /profile opens, then it has its title and the nine cards', async () => {
    api.on('GET /api/user', { status: 200, body: aUser() });
    api.on('GET /api/subscription', { status: 200, body: aSampleSummary() });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Subscription',
      'My athlete',
      'Colleges you follow',
      'Email notifications',
      'Calendar feed',
      'Account',
      'Change password',
      'Signed-in devices',
      'Your data',
    ]);
  });

  it('given Spanish, when a sample user opens the profile, then the upgrade flow and forms are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/user', { status: 200, body: aUser() });
    api.on('GET /api/subscription', { status: 200, body: aSampleSummary() });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    const subscription = screen.getByRole('region', { name: 'Suscripción' });
    expect(await within(subscription).findByText('Acceso de muestra')).toBeInTheDocument();
    const plans = within(subscription).getByRole('radiogroup', { name: 'Elige un plan' });
    expect(within(plans).getByRole('radio', { name: 'Básico $18/mes' })).toBeChecked();
    expect(within(plans).getByRole('radio', { name: 'Pro $28/mes' })).toBeInTheDocument();
    expect(within(subscription).getByRole('textbox', { name: 'Código de descuento (opcional)' })).toBeInTheDocument();
    expect(within(subscription).getByRole('button', { name: 'Continuar al pago' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Cuenta' });
    expect(within(account).getByRole('textbox', { name: 'Nombre de usuario' })).toHaveValue('coach_kim');
    expect(within(account).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    const password = screen.getByRole('region', { name: 'Cambiar contraseña' });
    expect(within(password).getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(within(password).getByLabelText('Confirmar contraseña nueva')).toBeInTheDocument();
  });

  it('given Spanish, when a subscriber opens the profile, then the plan, renewal day and buttons are in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/user', { status: 200, body: aSubscriber('pro') });
    api.on('GET /api/subscription', { status: 200, body: aSubscriptionSummary('pro') });
    renderApp('/profile');

    const subscription = await screen.findByRole('region', { name: 'Suscripción' });
    expect(await within(subscription).findByText('Plan Pro')).toBeInTheDocument();
    expect(within(subscription).getByText('Activa')).toBeInTheDocument();
    expect(within(subscription).getByText('Se renueva el 15 jul 2026')).toBeInTheDocument();
    expect(within(subscription).getByRole('button', { name: 'Administrar suscripción' })).toBeInTheDocument();
    expect(within(subscription).getByRole('button', { name: 'Cancelar suscripción' })).toBeInTheDocument();
  });
});
