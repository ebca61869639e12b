import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aUser, setUpTestApi } from '../../../../test/test-api';
import { aLockedEvent, anEvent } from '../catalog-fixtures';

const api = setUpTestApi();

function signInWithEvents(events: unknown[]) {
  api.on('GET /api/user', { status: 200, body: aUser() });
  api.on('GET /api/events', { status: 200, body: events });
}

const december = [
  anEvent({ name: 'Holiday Clinic', startDate: '2026-12-05' }),
  aLockedEvent({ eventType: 'Tournament', state: 'MD', startDate: '2026-12-05' }),
  anEvent({ name: 'Year-End ID Camp', startDate: '2026-12-12', endDate: '2026-12-13' }),
  anEvent({ name: 'New Year Showcase', startDate: '2027-01-09' }),
];

describe('events calendar', () => {
  it('switches from the list to the calendar at the current month and keeps the choice in the URL', async () => {
    signInWithEvents([]);
    const { router } = renderApp('/events');
    await screen.findByText('No events match your filters');

    fireEvent.click(screen.getByRole('button', { name: 'Calendar' }));

    const currentMonth = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date());
    expect(await screen.findByRole('heading', { level: 2, name: currentMonth })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('No events this month')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?view=calendar'));
  });

  it('groups the month’s events under their start day, locked ones included', async () => {
    signInWithEvents(december);
    renderApp('/events?view=calendar&month=2026-12');

    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    const fifth = screen.getByRole('list', { name: 'Saturday, December 5' });
    expect(screen.getByRole('heading', { level: 3, name: 'Saturday, December 5' })).toBeInTheDocument();
    expect(within(fifth).getByRole('heading', { level: 4, name: 'Holiday Clinic' })).toBeInTheDocument();
    expect(within(fifth).getByText('Upgrade to View')).toBeInTheDocument();
    const twelfth = screen.getByRole('list', { name: 'Saturday, December 12' });
    expect(within(twelfth).getByRole('heading', { level: 4, name: 'Year-End ID Camp' })).toBeInTheDocument();
    expect(screen.queryByText('New Year Showcase')).not.toBeInTheDocument();
  });

  it('moves to the next and previous month, replacing the month in the URL', async () => {
    signInWithEvents(december);
    const { router } = renderApp('/events?view=calendar&month=2026-12');
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'New Year Showcase' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=calendar&month=2027-01');

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByText('No events this month')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('applies the search box to the calendar too', async () => {
    signInWithEvents(december);
    renderApp('/events?view=calendar&month=2026-12&q=year-end');

    await screen.findByRole('heading', { level: 2, name: 'December 2026' });
    expect(screen.getByRole('heading', { level: 4, name: 'Year-End ID Camp' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Holiday Clinic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saturday, December 5' })).not.toBeInTheDocument();
  });

  it('names the month and days in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signInWithEvents(december);
    renderApp('/events?view=calendar&month=2026-12');

    expect(await screen.findByRole('heading', { level: 2, name: 'diciembre de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'sábado, 5 de diciembre' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'enero de 2027' })).toBeInTheDocument();
  });

  it('shows a busy day’s first three events and the rest behind "+k more", which opens onto the next one', async () => {
    const busyDay = Array.from({ length: 7 }, (_, index) => anEvent({ name: `Holiday Clinic ${index + 1}`, startDate: '2026-12-19' }));
    signInWithEvents([...december, ...busyDay]);
    renderApp('/events?view=calendar&month=2026-12');
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });
    const day = screen.getByRole('region', { name: 'Saturday, December 19' });
    const list = within(day).getByRole('list', { name: 'Saturday, December 19' });

    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getByRole('heading', { level: 4, name: 'Holiday Clinic 3' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Holiday Clinic 4' })).not.toBeInTheDocument();
    const more = within(day).getByRole('button', { name: '+4 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', list.id);
    expect(more).toHaveAccessibleDescription('Saturday, December 19');
    // A day with no more than three shows no button.
    expect(within(screen.getByRole('region', { name: 'Saturday, December 5' })).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();

    fireEvent.click(more);

    // All seven now, the open day's list windowed like any other.
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '7');
    expect(within(list).getByRole('link', { name: 'Holiday Clinic 4' })).toHaveFocus();
    const fewer = within(day).getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');

    act(() => fewer.focus());
    fireEvent.click(fewer);

    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(day).getByRole('button', { name: '+4 more' })).toHaveFocus();
  });

  it('keeps a month of hundreds of events to a few cards a day', async () => {
    const busyMonth = Array.from({ length: 600 }, (_, index) =>
      anEvent({ name: `December Event ${index + 1}`, startDate: `2026-12-${String(1 + (index % 20)).padStart(2, '0')}` }),
    );
    signInWithEvents(busyMonth);
    renderApp('/events?view=calendar&month=2026-12');
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });

    // Only the days near the viewport are in the page, each with its first three events.
    const days = screen.getByRole('list', { name: 'Days with events in December 2026' });
    const rendered = screen.getAllByRole('heading', { level: 3 });
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(20);
    expect(rendered[0]).toHaveTextContent('Tuesday, December 1');
    expect(screen.getAllByRole('article')).toHaveLength(rendered.length * 3);
    expect(screen.getAllByRole('button', { name: '+27 more' })).toHaveLength(rendered.length);
    expect(days.querySelector(':scope > li')).toHaveAttribute('aria-setsize', '20');
  });

  it('says "+k more" and "Show fewer" in Spanish', async () => {
    window.localStorage.setItem('language', 'es');
    signInWithEvents(Array.from({ length: 5 }, (_, index) => anEvent({ name: `Clínica ${index + 1}`, startDate: '2026-12-05' })));
    renderApp('/events?view=calendar&month=2026-12');
    await screen.findByRole('heading', { level: 2, name: 'diciembre de 2026' });

    fireEvent.click(screen.getByRole('button', { name: '+2 más' }));

    expect(screen.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
  });
});
