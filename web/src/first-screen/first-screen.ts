// events.html's only script (web/vite.config.ts, routePreloads, builds that page for a full load of /events). On a
// slow phone the app's code takes seconds to download and run, while the list's first screen is two small answers
// away: this script asks `GET /api/user` and the list's first screen (the same requests the app makes, kept for it
// in src/lib/early-requests.ts), draws that screen with the DOM (draw.ts) over the app's hidden root, and only then
// loads the app, which takes over with revealFirstScreen once its own page is ready. When there is nothing to draw
// (signed out, a list the first screen does not cover, an error, answers slower than 2.5 s), it loads the app at once.
import type { UnlockedEvent } from '../features/catalog/api/catalog-event';
import { effectivePeriod, type EventsSearch, firstScreenUrl, hasActiveFilters, hasFirstScreen, parseEventsSearch } from '../features/catalog/hooks/events-search';
import type { CurrentUser } from '../lib/current-user';
import { earlyRequest, startEarlyRequest } from '../lib/early-requests';
import { coveredClass, isEventsListPath, revealFirstScreen } from '../lib/first-screen';
import { readStoredLanguage } from '../lib/stored-language';
import { drawFirstScreen, type FirstScreen } from './draw';

/** The app's scripts, in order, from this script's `data-app` attribute (what index.html loads). */
function appScripts(): string[] {
  return document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app?.split(' ').filter(Boolean) ?? [];
}

let loading: Promise<unknown> | undefined;

/** Loads the app once; if it cannot load, the app's root is shown rather than a first screen that never goes. */
function loadApp(): void {
  loading ??= Promise.all(appScripts().map((src) => import(/* @vite-ignore */ src))).catch(() => revealFirstScreen());
}

/** Set once the app loads without a first screen: no request is started for it any more. */
let gaveUp = false;

async function answer<T>(url: string): Promise<{ body: T; response: Response } | null> {
  // An answer asked after the app has started would be left for it to take later, when it is no longer fresh.
  if (gaveUp) return null;
  startEarlyRequest(url);
  const response = await earlyRequest(url);
  // A copy: the app reads the answer itself.
  return response?.ok ? { body: (await response.clone().json()) as T, response } : null;
}

/** What the first screen shows, or null when the app should draw the page itself. */
async function firstScreen(search: EventsSearch): Promise<FirstScreen | null> {
  const user = (await answer<CurrentUser>('/api/user'))?.body;
  // A past-due account's page opens with a banner the first screen does not draw.
  if (!user || user.subscriptionStatus === 'past_due') return null;
  const url = firstScreenUrl(search, user.accessLevel);
  const list = url ? await answer<UnlockedEvent[]>(url) : null;
  if (!list) return null;
  // Locked stubs are drawn differently: the cards before the first of them.
  const firstLocked = list.body.findIndex((event) => (event as { isLocked?: boolean }).isLocked);
  const events = firstLocked < 0 ? list.body : list.body.slice(0, firstLocked);
  const total = Number(list.response.headers.get('X-Total-Count'));
  if (events.length === 0 || !Number.isInteger(total) || total < list.body.length) return null;
  return {
    user: { username: user.username, isAdmin: user.isAdmin, isPro: user.accessLevel === 'pro' },
    period: effectivePeriod(search, user.accessLevel),
    events,
    total,
    language: readStoredLanguage(),
  };
}

/** Runs `then` once the frame showing the first screen has been painted (a timer after the next animation frame). */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
  // A hidden tab draws no frames: the app loads anyway.
  setTimeout(then, 1_000);
}

/**
 * How long the answers may take before the app is loaded without them (it takes the same answers when they come):
 * a slow server must not hold back the app's download as well. On slow 4G they take about a second.
 */
const answersDeadlineMs = 2_500;

/**
 * Whether the URL alone leaves the first screen out, whoever is signed in: a search, the calendar or the map, a
 * distance, or open filters (a shared link with filters in it). The app then loads at once.
 */
function drawable(search: EventsSearch): boolean {
  return hasFirstScreen(search) && !hasActiveFilters({ ...search, text: '' });
}

/**
 * Once the app is loading under a first screen, anything that goes wrong before its page takes over (a chunk that
 * fails to load, an error on the way) shows the app, which says what happened, and so does a long wait.
 */
const revealDeadlineMs = 15_000;

function revealOnTrouble(): void {
  for (const trouble of ['error', 'unhandledrejection', 'vite:preloadError']) window.addEventListener(trouble, revealFirstScreen, { once: true });
  setTimeout(revealFirstScreen, revealDeadlineMs);
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  const search = parseEventsSearch(new URLSearchParams(location.search));
  if (!root || !isEventsListPath(location.pathname) || !drawable(search)) {
    loadApp();
    return;
  }
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), answersDeadlineMs));
  const screen = await Promise.race([firstScreen(search).catch(() => null), late]);
  if (!screen) {
    gaveUp = true;
    loadApp();
    return;
  }
  document.documentElement.lang = screen.language;
  root.before(drawFirstScreen(screen));
  document.documentElement.classList.add(coveredClass);
  revealOnTrouble();
  afterPaint(loadApp);
}

void start();
