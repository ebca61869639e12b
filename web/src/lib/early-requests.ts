/**
 * Answers asked before the app ran: index.html's first script (web/vite.config.ts, routePreloads) asks a signed-in
 * page's `GET /api/user` while the app still downloads, and events.html's (src/first-screen) that and the events
 * list's first screen, which it draws; they keep the promises here, on `window`, under their URLs. Each is taken once, by the app's first request for
 * that URL; a failed one (null) is asked again.
 */
type EarlyRequests = Record<string, Promise<Response | null> | undefined>;

const pending = (): EarlyRequests | undefined => (globalThis as { __earlyRequests?: EarlyRequests }).__earlyRequests;

/** The early answer for this URL, left for the app to take. */
export function earlyRequest(url: string): Promise<Response | null> | undefined {
  return pending()?.[url];
}

/** Starts a GET the app will take later (same URL, cookies and CSRF header as the app's own). */
export function startEarlyRequest(url: string): void {
  const holder = globalThis as { __earlyRequests?: EarlyRequests };
  const early = (holder.__earlyRequests ??= {});
  early[url] ??= fetch(url, { credentials: 'include', headers: { 'X-Requested-With': 'fetch' } }).catch(() => null);
}

/** The early answer for this URL, once: later requests for it go to the server. */
export function takeEarlyRequest(url: string): Promise<Response | null> | undefined {
  const early = pending();
  const answer = early?.[url];
  if (early && answer) delete early[url];
  return answer;
}
