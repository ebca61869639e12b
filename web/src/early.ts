// index.html's second script, run before the app has downloaded: on the events page, once the early answer to
// `GET /api/user` (asked by the first script, web/vite.config.ts routePreloads) says who is signed in, asks the
// list's first screen as the page will (same URL), so the cards can show as soon as the app has run.
// Imports only code without imports of its own: it must stay a few hundred bytes.
import { firstScreenUrl, parseEventsSearch } from './features/catalog/hooks/events-search';
import type { CurrentUser } from './lib/current-user';
import { earlyRequest, startEarlyRequest } from './lib/early-requests';

const user = /^\/events\/?$/.test(location.pathname) ? earlyRequest('/api/user') : undefined;
void user
  // A copy: the app reads the answer itself.
  ?.then((response) => (response?.ok ? (response.clone().json() as Promise<CurrentUser>) : null))
  .then((signedIn) => {
    const url = signedIn ? firstScreenUrl(parseEventsSearch(new URLSearchParams(location.search)), signedIn.accessLevel) : null;
    if (url) startEarlyRequest(url);
  })
  .catch(() => undefined);
