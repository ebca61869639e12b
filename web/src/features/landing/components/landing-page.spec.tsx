import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { heldReply, setUpTestApi } from '../../../../test/test-api';

const api = setUpTestApi();

const englishSections = [
  'Every field hockey recruiting event in one place',
  'The recruiting calendar at a glance',
  'Why parents use Field Hockey Events',
  'Simple, transparent pricing',
  'For Organizers',
  'Frequently asked questions',
  'Ready to plan your recruiting season?',
];
const spanishSections = [
  'Todos los eventos de reclutamiento de hockey sobre césped en un solo lugar',
  'El calendario de reclutamiento de un vistazo',
  'Por qué las familias usan Field Hockey Events',
  'Precios simples y transparentes',
  'Para organizadores',
  'Preguntas frecuentes',
  '¿Listo para planificar tu temporada de reclutamiento?',
];
const faqQuestions = [
  'Where do the events come from?',
  'What is the difference between Basic and Pro?',
  'Which e-mails will I get?',
  'Is there a free trial?',
  'Can I cancel anytime?',
  'Which events are included?',
  'How do distance, class fit and colleges attending work?',
  'I organize events. How do I get them listed?',
];

/** The page's sections as a reader meets them: the h1 and h2 headings inside <main>, in document order. */
function sectionHeadings(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading')
    .filter((heading) => heading.tagName === 'H1' || heading.tagName === 'H2')
    .map((heading) => heading.textContent ?? '');
}

function statValue(label: string): string | null | undefined {
  const stats = screen.getByRole('region', { name: /recruiting calendar|calendario de reclutamiento/ });
  return within(stats).getByText(label).nextElementSibling?.textContent;
}

describe('landing page sections', () => {
  it('shows the header, the seven content sections in the spec order and the footer, in English', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: englishSections[0] });
    expect(sectionHeadings()).toEqual(englishSections);

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Field Hockey Events' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'For Organizers' })).toHaveAttribute('href', '/#organizers');
    for (const name of ['Login', 'View Sample Event', 'Start now']) {
      expect(within(header).getByRole('link', { name })).toHaveAttribute('href', '/auth');
    }

    expect(screen.getByRole('region', { name: 'For Organizers' })).toHaveAttribute('id', 'organizers');

    const footer = screen.getByRole('contentinfo');
    const footerLinks = {
      Blog: '/blog',
      'Terms of Service': '/terms',
      'Privacy Policy': '/privacy',
      'Refund Policy': '/refund',
      'Log in': '/auth',
      'Sign up': '/auth',
    };
    for (const [name, href] of Object.entries(footerLinks)) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Field Hockey Events. All rights reserved.`);
    expect(document.title).toBe('Field Hockey Events: every recruiting event in one place');
  });

  it('shows the same sections in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: spanishSections[0] });
    expect(sectionHeadings()).toEqual(spanishSections);

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Para organizadores' })).toHaveAttribute('href', '/#organizers');
    expect(within(header).getByRole('link', { name: 'Ver evento de muestra' })).toHaveAttribute('href', '/auth');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Política de reembolso' })).toHaveAttribute(
      'href',
      '/refund',
    );
  });

  it('translates every section when ES is clicked', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: englishSections[0] });

    fireEvent.click(screen.getByRole('button', { name: 'ES' }));

    await screen.findByRole('heading', { level: 1, name: spanishSections[0] });
    expect(sectionHeadings()).toEqual(spanishSections);
  });

  it('leads every call to action to /auth', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: englishSections[0] });

    for (const name of ['Get started', 'Choose Basic', 'Choose Pro', 'Create your account']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/auth');
    }
    expect(screen.getByText('Trusted by 500+ field hockey parents')).toBeInTheDocument();
  });

  it('offers organizers mail-to buttons addressed to the events mailbox', async () => {
    renderApp('/');

    const organizers = await screen.findByRole('region', { name: 'For Organizers' });

    expect(within(organizers).getByRole('link', { name: 'Submit an event' })).toHaveAttribute(
      'href',
      'mailto:events@fieldhockeyevents.com?subject=New%20event%20submission',
    );
    expect(within(organizers).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(
      /^mailto:events@fieldhockeyevents\.com\?subject=/,
    );
  });

  it('leads organizers to the submission page first, beside the mail-to buttons, and it opens', async () => {
    const { router } = renderApp('/');

    const organizers = await screen.findByRole('region', { name: 'For Organizers' });
    const links = within(organizers).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Submit your event online', 'Submit an event', 'Contact us']);
    expect(links[0]).toHaveAttribute('href', '/organizers/submit');
    fireEvent.click(links[0]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Submit your event' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizers/submit');
  });

  it('offers organizers the submission page in Spanish too', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp('/');

    const organizers = await screen.findByRole('region', { name: 'Para organizadores' });
    expect(within(organizers).getByRole('link', { name: 'Envía tu evento en línea' })).toHaveAttribute('href', '/organizers/submit');
    expect(within(organizers).getByRole('link', { name: 'Enviar un evento' }).getAttribute('href')).toMatch(/^mailto:events@fieldhockeyevents\.com\?subject=/);
  });
});

describe('landing page stats', () => {
  it('shows the number of events the server counts, with the 50 states and 25+ organizers', async () => {
    api.on('GET /api/stats/events-count', { status: 200, body: { count: 1234 } });
    renderApp('/');

    await screen.findByText('1,234');
    expect(statValue('Events listed')).toBe('1,234');
    expect(statValue('States covered')).toBe('50');
    expect(statValue('Organizers tracked')).toBe('25+');
    expect(api.calls).toContainEqual({ method: 'GET', path: '/api/stats/events-count', body: undefined });
  });

  it('formats the count the Spanish way in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    api.on('GET /api/stats/events-count', { status: 200, body: { count: 1234 } });
    renderApp('/');

    await screen.findByText('1234');
    expect(statValue('Eventos publicados')).toBe('1234');
  });

  it('shows 0 while the count loads, then the count', async () => {
    const count = heldReply();
    api.on('GET /api/stats/events-count', count.handler);
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: englishSections[0] });
    expect(statValue('Events listed')).toBe('0');

    count.release({ status: 200, body: { count: 87 } });

    await screen.findByText('87');
    expect(statValue('Events listed')).toBe('87');
  });

  it('shows 0 when the count cannot be fetched', async () => {
    api.on('GET /api/stats/events-count', { status: 503, body: { message: 'Service temporarily unavailable' } });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: englishSections[0] });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/stats/events-count')).toBe(true));
    // Give the failed answer time to reach the page: it must neither replace the page nor show anything but 0.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { level: 1, name: englishSections[0] })).toBeInTheDocument();
    expect(statValue('Events listed')).toBe('0');
  });
});

describe('landing page pricing', () => {
  it('shows the Basic and Pro prices and the full comparison table', async () => {
    renderApp('/');

    const basic = await screen.findByRole('article', { name: 'Basic' });
    expect(basic).toHaveTextContent('$18/month');
    expect(screen.getByRole('article', { name: 'Pro' })).toHaveTextContent('$28/month');
    expect(screen.getByText('Billed monthly. No free trial. Cancel anytime.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Compare plans' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/^[✓—]/, '')),
      ]);
    expect(rows).toEqual([
      ['Full event database', 'Included', 'Included'],
      ['Basic filters (state, date, type)', 'Included', 'Included'],
      ['Save favorite events', 'Included', 'Included'],
      ['Date conflicts between saved events', 'Included', 'Included'],
      ['Weekly digest', 'Included', 'Included'],
      ['Advanced filters (cost, indoor/outdoor)', 'Not included', 'Included'],
      ['E-mail alerts and reminders', 'Not included', 'Included'],
      ['Registration deadline alerts', 'Not included', 'Included'],
      ['Event date reminders', 'Not included', 'Included'],
      ['Change alerts (dates, location, cost, registration)', 'Not included', 'Included'],
      ['Private notes', 'Not included', 'Included'],
      ['Export to Google/Apple calendar', 'Not included', 'Included'],
      ['Live calendar feed (Google/Apple)', 'Not included', 'Included'],
      ['Access to past events (2 years)', 'Not included', 'Included'],
      ['Statistics and insights dashboard', 'Not included', 'Included'],
      ['View period', 'Next 3 months', 'Entire year'],
      ['Database updates', 'Weekly (new events every Monday)', 'Daily'],
      ['Billing', 'Monthly', 'Monthly'],
    ]);
  });
});

describe('landing page plans as they work', () => {
  it('lists on each plan card what that plan gets', async () => {
    renderApp('/');

    const basic = await screen.findByRole('article', { name: 'Basic' });
    expect(within(basic).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Full event database',
      'Basic filters (state, date, type)',
      'Events in the next 3 months',
      'Save events and see date conflicts',
      'Weekly digest by e-mail',
      'Database updated weekly (new events every Monday)',
    ]);
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Everything in Basic',
      'Events for the entire year and 2 years of past events',
      'Advanced filters',
      'Deadline and event date reminders, and change alerts',
      'Private notes on saved events',
      'Calendar export and a live Google/Apple calendar feed',
      'Statistics and insights',
      'Database updated daily',
    ]);
  });

  it('answers the plans and e-mail questions with what each plan gets', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });

    fireEvent.click(screen.getByRole('button', { name: 'What is the difference between Basic and Pro?' }));
    const plans = screen.getByRole('region', { name: 'What is the difference between Basic and Pro?' });
    const parts = [
      'next 3 months',
      'weekly digest',
      'every Monday',
      'see when saved events overlap',
      'alerts when a saved event changes',
      'live calendar feed',
      'updated daily',
    ];
    for (const part of parts) expect(plans).toHaveTextContent(part);
    fireEvent.click(screen.getByRole('button', { name: 'Which e-mails will I get?' }));
    expect(screen.getByRole('region', { name: 'Which e-mails will I get?' })).toHaveTextContent(
      /7 days and 1 day before .* 3 days before .* Basic and Pro: the weekly digest on Monday mornings.* one-click unsubscribe link/,
    );
  });

  it('compares the plans in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp('/');

    const table = await screen.findByRole('table', { name: 'Compara los planes' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Resumen semanal')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['✓Incluido', '✓Incluido']);
    expect(within(row('Calendario suscrito en vivo (Google o Apple)')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '—No incluido',
      '✓Incluido',
    ]);
    expect(within(row('Actualización de la base de datos')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Semanal (eventos nuevos cada lunes)',
      'Diaria',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '¿Qué diferencia hay entre Basic y Pro?' }));
    expect(screen.getByRole('region', { name: '¿Qué diferencia hay entre Basic y Pro?' })).toHaveTextContent('resumen semanal');
  });
});

describe('landing page FAQ', () => {
  function question(name: string) {
    return screen.getByRole('button', { name });
  }

  function openQuestions(): string[] {
    return faqQuestions.filter((name) => question(name).getAttribute('aria-expanded') === 'true');
  }

  it('lists eight questions, all closed at first', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });

    expect(openQuestions()).toEqual([]);
    for (const name of faqQuestions) expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  });

  it('keeps one answer open at a time and closes the open one when clicked again', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });

    fireEvent.click(question('Is there a free trial?'));
    expect(openQuestions()).toEqual(['Is there a free trial?']);
    expect(screen.getByRole('region', { name: 'Is there a free trial?' })).toHaveTextContent(
      'No, there is no free trial.',
    );

    fireEvent.click(question('I organize events. How do I get them listed?'));
    expect(openQuestions()).toEqual(['I organize events. How do I get them listed?']);
    expect(screen.queryByRole('region', { name: 'Is there a free trial?' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'I organize events. How do I get them listed?' })).toHaveTextContent(
      'events@fieldhockeyevents.com',
    );

    fireEvent.click(question('I organize events. How do I get them listed?'));
    expect(openQuestions()).toEqual([]);
  });

  it('explains distance, class fit with its grade-to-level table, and colleges attending', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });

    fireEvent.click(question('How do distance, class fit and colleges attending work?'));
    const answer = screen.getByRole('region', { name: 'How do distance, class fit and colleges attending work?' });
    expect(answer).toHaveTextContent(/home ZIP code.*“~312 mi from home”.*“Class of 2029”.*July to June/);
    expect(within(answer).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'U14: grade 8 and below',
      'U16: grades 7 to 10',
      'U19: grades 9 to 12',
      'College: none of a high-school athlete’s grades',
      'All Ages: every grade',
    ]);
    expect(answer).toHaveTextContent(/Colleges attending.*follow up to 20 colleges/);
  });

  it('explains them in Spanish when Spanish was chosen', async () => {
    window.localStorage.setItem('language', 'es');
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Preguntas frecuentes' });

    const name = '¿Cómo funcionan la distancia, las promociones y las universidades que asisten?';
    fireEvent.click(question(name));
    const answer = screen.getByRole('region', { name });
    expect(answer).toHaveTextContent(/«~312 mi de casa».*«Promoción 2029».*de julio a junio/);
    expect(within(answer).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sub-14: hasta 8.º grado',
      'Sub-16: de 7.º a 10.º grado',
      'Sub-19: de 9.º a 12.º grado',
      'Universitario: ningún grado de una deportista de secundaria',
      'Todas las edades: todos los grados',
    ]);
  });
});
