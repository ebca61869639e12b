// The events page's first screen drawn with the DOM alone, as the app will draw it (the same elements and classes,
// so the same styles place everything where the app's page will have it): the header, the toolbar and the first
// cards of the list. Every value goes in as text, never as markup: event names and descriptions come from
// organizers' sites. The toolbar and buttons are inert (nothing typed or pressed before the app runs can be lost);
// the cards' titles are plain links that work before the app does.
import { en as appEn, es as appEs } from '../components/layout/app-locales';
import type { UnlockedEvent } from '../features/catalog/api/catalog-event';
import { formatCost, formatEventDates } from '../features/catalog/format';
import { en as catalogEn } from '../features/catalog/locales/en';
import { es as catalogEs } from '../features/catalog/locales/es';
import type { EventsPeriod } from '../features/catalog/hooks/events-search';
import { formatMiles } from '../features/catalog/season';
import { ageLevels, eventTypes } from '../lib/event-vocabulary';
import { firstScreenId } from '../lib/first-screen';
import { isOneOf } from '../lib/is-one-of';
import { en as siteEn } from '../lib/locales/en';
import { es as siteEs } from '../lib/locales/es';
import type { Language } from '../lib/stored-language';

/** What the first screen shows: who is signed in, the list's first events and how many the whole list has. */
export type FirstScreen = {
  user: { username: string; isAdmin: boolean; isPro: boolean };
  period: EventsPeriod;
  events: readonly UnlockedEvent[];
  total: number;
  language: Language;
};

/** Cards drawn: a phone shows two or three, a desktop two rows of three. */
export const drawnCards = 6;

type Child = Node | string | null | false;

function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

/** The app's 16 px line icons (features/catalog/components/icons.tsx), from their path data. */
function icon(paths: string[], rect?: Record<string, string>): SVGElement {
  const svg = document.createElementNS(svgNamespace, 'svg');
  const attributes = { width: '16', height: '16', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', focusable: 'false' };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  if (rect) {
    const shape = document.createElementNS(svgNamespace, 'rect');
    for (const [name, value] of Object.entries(rect)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  for (const data of paths) {
    const path = document.createElementNS(svgNamespace, 'path');
    path.setAttribute('d', data);
    svg.append(path);
  }
  return svg;
}

const bookmarkIcon = (filled: boolean) => {
  const svg = icon(['M6 3h12v18l-6-4-6 4z']);
  if (filled) svg.setAttribute('fill', 'currentColor');
  return svg;
};
const calendarIcon = () => icon(['M16 3v4M8 3v4M3 10h18'], { x: '3', y: '5', width: '18', height: '16', rx: '2' });
const lockIcon = () => icon(['M8 11V7a4 4 0 0 1 8 0v4'], { x: '4', y: '11', width: '16', height: '10', rx: '2' });

/** i18next's `{{name}}` interpolation, for the few texts drawn here. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
/** i18next's English and Spanish plurals: `_one` for 1, `_other` otherwise. */
const plural = (texts: { one: string; other: string }, count: number) => fill(count === 1 ? texts.one : texts.other, { count });

function header({ user, language }: FirstScreen): HTMLElement {
  const app = language === 'es' ? appEs : appEn;
  const site = language === 'es' ? siteEs : siteEn;
  const links = [
    ['/dashboard', app.nav.dashboard],
    ['/events', app.nav.events],
    ['/saved', app.nav.saved],
    ...(user.isAdmin ? [['/admin', app.nav.admin]] : []),
  ];
  return h(
    'header',
    { class: 'app-header' },
    h(
      'div',
      { class: 'container app-header__inner' },
      h('a', { href: '/dashboard', class: 'logo' }, site.brand),
      h(
        'nav',
        { class: 'app-nav', 'aria-label': app.nav.label },
        h('ul', {}, ...links.map(([to, label]) => h('li', {}, h('a', to === '/events' ? { href: to, class: 'active', 'aria-current': 'page' } : { href: to }, label)))),
      ),
      h(
        'div',
        { class: 'app-header__actions', inert: '' },
        h(
          'div',
          { class: 'language-switch', role: 'group', 'aria-label': site.language.label },
          ...(['en', 'es'] as const).map((code) => h('button', { type: 'button', lang: code, 'aria-pressed': String(code === language) }, site.language[code])),
        ),
        h(
          'button',
          { type: 'button', class: 'app-user-menu__trigger', 'aria-label': fill(app.userMenu.label, { username: user.username }) },
          h('span', { class: 'app-user-menu__avatar', 'aria-hidden': 'true' }, user.username.charAt(0).toUpperCase()),
          h('span', { class: 'app-user-menu__name' }, user.username),
        ),
      ),
    ),
  );
}

function card(event: UnlockedEvent, language: Language): HTMLElement {
  const texts = language === 'es' ? catalogEs : catalogEn;
  const vocabulary = (language === 'es' ? siteEs : siteEn).vocabulary;
  const type = isOneOf(eventTypes, event.eventType) ? vocabulary.eventTypes[event.eventType] : event.eventType;
  const age = isOneOf(ageLevels, event.ageLevel) ? vocabulary.ageLevels[event.ageLevel] : event.ageLevel;
  const facts = [
    formatEventDates(event.startDate, event.endDate, language),
    formatCost(event.cost, language),
    ...(event.organizer ? [event.organizer] : []),
  ];
  const plan = [
    typeof event.distanceMiles === 'number' ? fill(texts.card.distance, { miles: formatMiles(event.distanceMiles, language) }) : '',
    event.collegesCount ? plural({ one: texts.card.colleges_one, other: texts.card.colleges_other }, event.collegesCount) : '',
  ].filter(Boolean);
  return h(
    'article',
    { class: 'event-card' },
    h(
      'div',
      { class: 'event-card__badges' },
      h('span', { class: 'badge badge--type' }, type),
      h('span', { class: 'badge badge--age' }, age),
      event.isCancelled && h('span', { class: 'badge badge--cancelled' }, texts.card.cancelled),
      event.isVanished && h('span', { class: 'badge badge--vanished' }, texts.card.vanished),
      ...(event.classFit ?? []).map((year) => h('span', { class: 'badge badge--class' }, fill(texts.card.classOf, { year }))),
    ),
    h('h2', { class: 'event-card__title' }, h('a', { href: `/events/${encodeURIComponent(event.id)}` }, event.name)),
    event.description && h('p', { class: 'event-card__description' }, event.description),
    h('dl', { class: 'event-card__facts' }, ...[`${event.city}, ${event.state}`, ...facts].map((fact) => h('div', {}, h('dd', {}, fact)))),
    plan.length > 0 && h('p', { class: 'event-card__plan' }, plan.join(' · ')),
    h(
      'div',
      { class: 'event-card__actions', inert: '' },
      h('button', { type: 'button', class: 'button button--outline catalog-action' }, bookmarkIcon(event.isSaved), event.isSaved ? texts.actions.unsave : texts.actions.save),
      h('button', { type: 'button', class: 'button button--outline catalog-action' }, calendarIcon(), texts.actions.addToCalendar),
    ),
  );
}

/**
 * The whole first screen, to put before the app's root: the same header, page title, toolbar, count and cards the
 * app draws for this list, the list busy for assistive technologies until the app replaces it.
 */
export function drawFirstScreen(screen: FirstScreen): HTMLElement {
  const { language, period, user } = screen;
  const texts = language === 'es' ? catalogEs : catalogEn;
  const events = screen.events.slice(0, drawnCards);
  return h(
    'div',
    { id: firstScreenId, class: 'first-screen' },
    header(screen),
    h(
      'main',
      { class: 'app-main' },
      h('div', { class: 'container app-page-title' }, h('h1', {}, texts.events.title)),
      h(
        'div',
        { class: 'container events-page' },
        h(
          'div',
          { class: 'events-toolbar', inert: '' },
          h('div', { class: 'events-toolbar__search' }, h('input', { type: 'search', class: 'catalog-input', placeholder: texts.events.searchPlaceholder, 'aria-label': texts.events.searchLabel })),
          h('button', { type: 'button', class: 'button button--outline', 'aria-expanded': 'false' }, texts.events.filtersToggle),
          h(
            'div',
            { class: 'segmented', role: 'group', 'aria-label': texts.events.viewLabel },
            ...[texts.events.listView, texts.events.calendarView, texts.events.mapView].map((label, index) => h('button', { type: 'button', 'aria-pressed': String(index === 0) }, label)),
          ),
        ),
        h(
          'div',
          { class: 'events-period', inert: '' },
          h(
            'div',
            { class: 'segmented', role: 'group', 'aria-label': texts.events.periodLabel },
            h('button', { type: 'button', 'aria-pressed': String(period === 'upcoming') }, texts.events.upcoming),
            h('button', user.isPro ? { type: 'button', 'aria-pressed': String(period === 'past') } : { type: 'button', 'aria-pressed': 'false', disabled: '' }, texts.events.past),
          ),
          !user.isPro && h('p', { class: 'pro-hint' }, lockIcon(), h('a', { href: '/profile' }, texts.pro.included)),
        ),
        h('p', { class: 'events-page__count' }, plural({ one: texts.events.resultCount_one, other: texts.events.resultCount_other }, screen.total)),
        h(
          'div',
          {},
          h(
            'ul',
            // Busy until the app's own list replaces it; the rest of the screen reads as it is.
            { class: 'event-grid windowed-grid', role: 'list', 'aria-label': texts.events.results, 'aria-busy': 'true' },
            ...events.map((event, index) => h('li', { 'aria-setsize': String(screen.total), 'aria-posinset': String(index + 1) }, card(event, language))),
          ),
        ),
      ),
    ),
  );
}
