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
  });

  it('state monthly auto-renewal, cancellation at the end of the paid period and 90 days of kept data', async () => {
    renderApp('/terms');
    const main = screen.getByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    expect(main).toHaveTextContent('There is no free trial.');
    expect(main).toHaveTextContent('billed monthly in advance and renew automatically');
    expect(main).toHaveTextContent('Cancellation takes effect at the end of the current paid period');
    expect(main).toHaveTextContent('for 90 days after cancellation');
    expect(main).toHaveTextContent('card payment provider through its secure hosted pages');
  });

  it('say that no information is knowingly collected from children under 13', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    expect(screen.getByRole('main')).toHaveTextContent(
      'We do not knowingly collect personal information from children under 13.',
    );
  });
});
