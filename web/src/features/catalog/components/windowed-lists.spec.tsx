import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { aSubscriber, setUpTestApi } from '../../../../test/test-api';
import { anEvent, aSavedEvent, inDays } from '../catalog-fixtures';

// jsdom lays nothing out: the lists see a 1024 × 768 window, one column, and rows of their estimated height.
const api = setUpTestApi();
const catalogSize = 2_000;
/** Far more than a window shows, far fewer than the catalog: what "only the cards near the viewport" allows. */
const mostCardsInTheDom = 15;

const catalog = Array.from({ length: catalogSize }, (_, index) =>
  anEvent({ id: `catalog-${index + 1}`, name: `Catalog Showcase ${index + 1}`, startDate: inDays(1 + (index % 300)) }),
);

const realScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

/** The window scrolled to `offset` pixels, as the browser tells the page. */
function scrollWindowTo(offset: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: offset });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  if (realScrollY) Object.defineProperty(window, 'scrollY', realScrollY);
  else Reflect.deleteProperty(window, 'scrollY');
});

function positions(list: HTMLElement): number[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('aria-posinset')));
}

describe('a long events list', () => {
  it('renders only the cards near the viewport while the count and each card speak for all 2,000', async () => {
    api.on('GET /api/user', { status: 200, body: aSubscriber('pro') });
    api.on('GET /api/events', { status: 200, body: catalog });
    renderApp('/events');

    const list = await screen.findByRole('list', { name: 'Events' });

    expect(screen.getByRole('status')).toHaveTextContent('2000 events');
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(mostCardsInTheDom);
    expect(within(list).getAllByRole('article')).toHaveLength(items.length);
    expect(positions(list)).toEqual(items.map((_, index) => index + 1));
    for (const item of items) expect(item).toHaveAttribute('aria-setsize', String(catalogSize));
    expect(within(items[0]).getByRole('link', { name: 'Catalog Showcase 1' })).toBeInTheDocument();
  });

  it('follows the page as it scrolls, and keeps the card holding focus in the page', async () => {
    api.on('GET /api/user', { status: 200, body: aSubscriber('pro') });
    api.on('GET /api/events', { status: 200, body: catalog });
    renderApp('/events');
    const list = await screen.findByRole('list', { name: 'Events' });
    const save = within(within(list).getAllByRole('listitem')[0]).getByRole('button', { name: 'Save' });
    act(() => save.focus());

    scrollWindowTo(340 * 1_000);

    expect(positions(list)).toContain(1_001);
    expect(within(list).getByRole('link', { name: 'Catalog Showcase 1001' })).toBeInTheDocument();
    // The focused card stays where focus left it: Tab goes on from there, not from the top of the page.
    expect(positions(list)[0]).toBe(1);
    expect(save).toHaveFocus();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(mostCardsInTheDom + 1);

    act(() => screen.getByRole('searchbox', { name: 'Search events' }).focus());
    scrollWindowTo(340 * 1_001);

    expect(positions(list)).not.toContain(1);
    expect(positions(list)).toContain(1_002);
  });

  it('counts and positions what the search leaves', async () => {
    api.on('GET /api/user', { status: 200, body: aSubscriber('pro') });
    api.on('GET /api/events', { status: 200, body: catalog });
    renderApp('/events');
    await screen.findByRole('list', { name: 'Events' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'Showcase 19' } });

    // 19, 190–199 and 1900–1999.
    expect(await screen.findByText('111 events')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    expect(items.length).toBeLessThanOrEqual(mostCardsInTheDom);
    expect(items[0]).toHaveAttribute('aria-setsize', '111');
    expect(within(items[0]).getByRole('link', { name: 'Catalog Showcase 19' })).toBeInTheDocument();
  });
});

describe('a long saved list', () => {
  it('renders only the saved cards near the viewport, each knowing its place among all of them', async () => {
    api.on('GET /api/user', { status: 200, body: aSubscriber('pro') });
    api.on('GET /api/saved-events', {
      status: 200,
      body: Array.from({ length: 600 }, (_, index) => aSavedEvent({ id: `saved-${index}`, name: `Saved Clinic ${index + 1}`, startDate: inDays(5) })),
    });
    renderApp('/saved');

    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });

    const items = within(upcoming).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(mostCardsInTheDom);
    expect(items[0]).toHaveAttribute('aria-setsize', '600');
    expect(within(items[0]).getByRole('heading', { level: 3, name: 'Saved Clinic 1' })).toBeInTheDocument();
  });
});
