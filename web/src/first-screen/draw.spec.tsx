import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { aSubscriber, setUpTestApi } from '../../test/test-api';
import type { UnlockedEvent } from '../features/catalog/api/catalog-event';
import { anEvent } from '../features/catalog/catalog-fixtures';
import { coveredClass, firstScreenId, revealFirstScreen } from '../lib/first-screen';
import { drawFirstScreen, drawnCards, type FirstScreen } from './draw';

const api = setUpTestApi();

const isFirstScreenShown = () => document.getElementById(firstScreenId) !== null;

afterEach(() => {
  document.getElementById(firstScreenId)?.remove();
  document.documentElement.classList.remove(coveredClass);
  window.localStorage.clear();
});

/**
 * An element as the eye sees it: its tag, classes and state attributes, its own text, and its children the same way.
 * What only assistive technologies read (visually hidden texts, labels) and the app's bookkeeping (ids, list
 * positions, React's attributes) are left out: the first screen must look like the app's page, nothing more.
 */
function look(element: Element): unknown {
  const kept = ['href', 'aria-pressed', 'disabled', 'type', 'placeholder', 'lang'];
  const attributes = Object.fromEntries(kept.flatMap((name) => (element.hasAttribute(name) ? [[name, element.getAttribute(name)]] : [])));
  const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
  const children = [...element.children].filter((child) => !child.classList.contains('visually-hidden') && child.tagName !== 'LABEL' && !child.hasAttribute('hidden'));
  return {
    tag: element.tagName.toLowerCase(),
    class: element.getAttribute('class') ?? '',
    ...attributes,
    ...(text ? { text } : {}),
    ...(children.length > 0 && element.tagName !== 'svg' ? { children: children.map(look) } : {}),
  };
}

const pro = aSubscriber('pro', { username: 'coach_kim', isAdmin: true });

const events: UnlockedEvent[] = [
  anEvent({ id: 'a b/1', name: 'Keystone Fall Showcase', startDate: '2026-12-05', endDate: '2026-12-06', cost: 1400, organizer: 'Super Sixty', classFit: [2028], distanceMiles: 212, collegesCount: 3 }),
  anEvent({ id: 'two', name: '<img src=x onerror="window.__owned=1">Goalie Clinic', eventType: 'Clinic', ageLevel: 'All Ages', description: null, cost: 0, organizer: null, isSaved: true, isCancelled: true }),
  anEvent({ id: 'three', name: 'ID Camp', eventType: 'ID Camp', ageLevel: 'College', cost: null, isVanished: true }),
];

const drawn = (screenOverrides: Partial<FirstScreen> = {}) =>
  drawFirstScreen({
    user: { username: pro.username, isAdmin: true, isPro: true },
    period: 'upcoming',
    events,
    total: 3,
    language: 'en',
    ...screenOverrides,
  });

describe('the events list’s first screen', () => {
  it.each([
    ['English', 'en'],
    ['Spanish', 'es'],
  ] as const)('looks like the app’s own page in %s: header, title, toolbar, count and cards', async (_, language) => {
    window.localStorage.setItem('language', language);
    api.on('GET /api/user', { status: 200, body: pro });
    api.on('GET /api/events', { status: 200, body: events, headers: { 'X-Total-Count': '3' } });
    renderApp('/events');
    await screen.findAllByRole('article');
    const app = document.querySelector('.app-main') as Element;
    const header = document.querySelector('.app-header') as Element;

    const first = drawn({ language });
    expect(look(first.querySelector('.app-header') as Element)).toEqual(look(header));
    // The page under the header: the title, the toolbar, the period, the count and the cards.
    expect(look(first.querySelector('.app-main') as Element)).toEqual(look(app));
  });

  it('writes what organizers wrote as text, never as markup', () => {
    const first = drawn();
    expect(first.querySelectorAll('img')).toHaveLength(0);
    expect(first.querySelectorAll('.event-card__title')[1].textContent).toBe(events[1].name);
    // The card links to its event, its id made safe for a path.
    expect(first.querySelector('.event-card__title a')?.getAttribute('href')).toBe('/events/a%20b%2F1');
  });

  it('can be neither typed into nor pressed, busy until the app replaces it, and draws at most a screenful', () => {
    const many = Array.from({ length: 24 }, (_, index) => anEvent({ name: `Showcase ${index + 1}` }));
    const first = drawn({ events: many, total: 3_332 });
    expect(first.querySelector('ul.event-grid')?.getAttribute('aria-busy')).toBe('true');
    for (const controls of first.querySelectorAll('.events-toolbar, .events-period, .event-card__actions, .app-header__actions')) {
      expect(controls.hasAttribute('inert')).toBe(true);
    }
    expect(first.querySelectorAll('article.event-card')).toHaveLength(drawnCards);
    expect(first.querySelector('.events-page__count')?.textContent).toBe('3332 events');
    expect(drawn({ events: many.slice(0, 1), total: 1 }).querySelector('.events-page__count')?.textContent).toBe('1 event');
  });

  it('shows a member without Pro the past events locked, with the Pro hint', () => {
    const first = drawn({ user: { username: 'coach_kim', isAdmin: false, isPro: false } });
    const [, past] = first.querySelectorAll('.events-period button');
    expect(past.hasAttribute('disabled')).toBe(true);
    expect(first.querySelector('.pro-hint')?.textContent).toBe('Included in Pro');
    expect([...first.querySelectorAll('.app-nav a')].map((link) => link.textContent)).toEqual(['Dashboard', 'Events', 'Saved']);
  });

  it('passes the keyboard’s place to the app: the same link when the app has it, else its main region', () => {
    const app = document.createElement('div');
    app.id = 'root';
    app.innerHTML = '<main id="main" tabindex="-1"><a href="/saved">Saved</a></main>';
    document.body.append(app);
    try {
      for (const [focused, expected] of [
        ['.app-nav a[href="/saved"]', 'a[href="/saved"]'],
        ['.event-card__title a', '#main'],
      ] as const) {
        document.body.prepend(drawn());
        document.documentElement.classList.add(coveredClass);
        (document.querySelector(`#${firstScreenId} ${focused}`) as HTMLElement).focus();
        revealFirstScreen();
        expect(document.activeElement).toBe(app.querySelector(expected));
      }
    } finally {
      app.remove();
    }
  });

  it('gives way to the app in one step: gone, and the app’s root no longer hidden', () => {
    document.body.append(drawn());
    document.documentElement.classList.add(coveredClass);
    expect(isFirstScreenShown()).toBe(true);
    revealFirstScreen();
    expect(isFirstScreenShown()).toBe(false);
    expect(document.documentElement.classList.contains(coveredClass)).toBe(false);
    // Again: nothing to do.
    revealFirstScreen();
    expect(isFirstScreenShown()).toBe(false);
  });
});

describe('the events page taking over from the first screen', () => {
  it('removes it once its own list is on screen, not before', async () => {
    document.body.append(drawn());
    document.documentElement.classList.add(coveredClass);
    api.on('GET /api/user', { status: 200, body: pro });
    let answer: (() => void) | undefined;
    api.on('GET /api/events', () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: events, headers: { 'X-Total-Count': '3' } }))));
    renderApp('/events');
    await screen.findByRole('list', { name: 'Loading events' });
    expect(isFirstScreenShown()).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    // The app's own list (the first screen's has no id).
    await waitFor(() => expect(document.getElementById('event-results')).not.toBeNull());
    expect(isFirstScreenShown()).toBe(false);
    expect(document.documentElement.classList.contains(coveredClass)).toBe(false);
  });

  it('removes it at once on any other page', async () => {
    document.body.append(drawn());
    document.documentElement.classList.add(coveredClass);
    api.on('GET /api/user', { status: 200, body: pro });
    renderApp('/profile');
    await waitFor(() => expect(isFirstScreenShown()).toBe(false));
  });
});
