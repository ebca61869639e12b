import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';

const pages = [
  { path: '/terms', en: 'Terms of Service', es: 'Términos del servicio', enDate: 'October 24, 2025', esDate: '24 de octubre de 2025' },
  { path: '/privacy', en: 'Privacy Policy', es: 'Política de privacidad', enDate: 'October 24, 2025', esDate: '24 de octubre de 2025' },
  { path: '/refund', en: 'Refund Policy', es: 'Política de reembolso', enDate: 'October 29, 2025', esDate: '29 de octubre de 2025' },
];

function lastUpdatedLine(): string {
  const time = screen.getByRole('main').querySelector('time');
  return time?.parentElement?.textContent ?? '';
}

describe.each(pages)('$path', ({ path, en, es, enDate, esDate }) => {
  it('shows its title, last-updated date and sections in English, and names the browser tab after itself', async () => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(lastUpdatedLine()).toBe(`Last updated: ${enDate}`);
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(document.title).toBe(`${en} | Field Hockey Events`);
  });

  it('shows the same page in Spanish with the date written the Spanish way', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: es })).toBeInTheDocument();
    expect(lastUpdatedLine()).toBe(`Última actualización: ${esDate}`);
    expect(document.title).toBe(`${es} | Field Hockey Events`);
  });
});

describe('legal pages', () => {
  it('switch language in place when ES is clicked', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    fireEvent.click(screen.getByRole('button', { name: 'ES' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '8. Privacidad de los menores' })).toBeInTheDocument();
  });

  it('are reached from the landing page footer', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Every field hockey recruiting event in one place' });

    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Refund Policy' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  });

  it('state the refund rules: no trial, no refunds but three exceptions, 7 days to ask, 2 business days to answer', async () => {
    renderApp('/refund');
    const main = screen.getByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' });

    expect(screen.getByRole('heading', { level: 2, name: '1. No free trial' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. No refunds' })).toBeInTheDocument();
    const exceptions = screen.getByRole('heading', { level: 2, name: '5. Exceptions' }).parentElement;
    if (!exceptions) throw new Error('the exceptions section is missing');
    expect(within(exceptions).getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual([
      'Technical downtime',
      'Billing errors',
      'Unauthorized charges',
    ]);
    expect(main).toHaveTextContent('within 7 days of the charge');
    expect(main).toHaveTextContent('We answer every request within 2 business days.');
    expect(main).toHaveTextContent('support@fieldhockeyevents.com');
    expect(main).toHaveTextContent('Your account is kept for 90 days after the end of that period');
    expect(main).toHaveTextContent(
      'Deleting your account (Profile → Delete my account) is different: it cancels a paid subscription at once, without a refund for the rest of the period you paid for.',
    );
  });

  it('state monthly auto-renewal, cancellation at the end of the paid period, deletion 90 days after it and deletion at will', async () => {
    renderApp('/terms');
    const main = screen.getByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    expect(main).toHaveTextContent('There is no free trial.');
    expect(main).toHaveTextContent('billed monthly in advance and renew automatically');
    expect(main).toHaveTextContent('Cancellation takes effect at the end of the current paid period');
    expect(main).toHaveTextContent(
      'If you do not subscribe again within 90 days after the end of the paid period, we delete your account and its personal data',
    );
    expect(main).toHaveTextContent('7 days before, we e-mail you a warning, in your language, with a link to subscribe again.');
    expect(main).toHaveTextContent('when you sign up, you confirm one or the other');
    expect(main).toHaveTextContent('(Profile → Delete my account, with your password)');
    expect(main).toHaveTextContent(
      'Deleting it cancels a paid subscription at once, without a refund for the rest of the period, ends every session and frees your username and e-mail address.',
    );
    expect(main).toHaveTextContent('card payment provider through its secure hosted pages');
  });

  it('state what is kept, when it is deleted, how deleted data becomes unreadable, and how to download it or delete the account', async () => {
    renderApp('/privacy');
    const main = screen.getByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    const retention = screen.getByRole('heading', { level: 2, name: '5. How long we keep information' }).parentElement;
    expect(retention).toHaveTextContent('We keep your information while your account exists.');
    expect(retention).toHaveTextContent('you do not subscribe again within 90 days, we delete your account and its personal data');
    expect(retention).toHaveTextContent('7 days before, we send you a warning by e-mail, in your language, with a link to subscribe again');
    expect(retention).toHaveTextContent(
      'its personal data (username, e-mail address, notes, calendar feed link, IP addresses and payment customer reference) becomes unreadable everywhere we keep it, including the history of our records',
    );
    expect(retention).toHaveTextContent('deleting the account destroys that key');
    expect(retention).toHaveTextContent('Invoice dates and amounts are kept for the period the law requires, no longer tied to a person.');
    expect(retention).not.toHaveTextContent('anonymize');
    const rights = screen.getByRole('heading', { level: 2, name: '7. Your rights and choices' }).parentElement;
    expect(rights).toHaveTextContent('(Profile → Your data → Download my data)');
    expect(rights).toHaveTextContent('(Profile → Delete my account, with your password)');
    expect(main).toHaveTextContent(
      'Signing up requires confirming that you are 13 or older, or a parent or guardian signing up for your athlete.',
    );
    expect(main).toHaveTextContent('an administrator deletes the account and its personal data');
  });

  it('say the same in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp('/privacy');
    const main = screen.getByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' });

    expect(main).toHaveTextContent('no vuelves a suscribirte en 90 días, eliminamos tu cuenta y sus datos personales');
    expect(main).toHaveTextContent('7 días antes te enviamos un aviso por correo, en tu idioma, con un enlace para volver a suscribirte');
    expect(main).toHaveTextContent('eliminar la cuenta destruye esa clave');
    expect(main).toHaveTextContent('(Perfil → Tus datos → Descargar mis datos)');
    expect(main).toHaveTextContent('(Perfil → Eliminar mi cuenta, con tu contraseña)');
    expect(main).toHaveTextContent('un administrador elimina la cuenta y sus datos personales');
  });

  it('say that no information is knowingly collected from children under 13', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    expect(screen.getByRole('main')).toHaveTextContent(
      'We do not knowingly collect personal information from children under 13.',
    );
  });
});
