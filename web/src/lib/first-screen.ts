// The events page's first screen (src/first-screen) is drawn over the app's root before the app has downloaded,
// the root hidden under it; the app takes over with revealFirstScreen once it has its own cards, error or empty
// list to show, or at once on any other page. Imports nothing: the first screen's own script uses it too.

export const firstScreenId = 'first-screen';
/** On <html> while the first screen covers the app's root (styles.css hides the root under it). */
export const coveredClass = 'first-screen-covers';

/** The events list's own path, the one page with a first screen (the server answers it events.html). */
export function isEventsListPath(pathname: string): boolean {
  return /^\/events\/?$/.test(pathname);
}

/**
 * Removes the first screen and shows the app's root in the same frame; nothing when there is none. The keyboard's
 * place is kept: a link focused on the first screen passes the focus to the app's link to the same page, or else to
 * the app's main region.
 */
export function revealFirstScreen(): void {
  const screen = document.getElementById(firstScreenId);
  if (!screen) return;
  const focused = screen.contains(document.activeElement) ? document.activeElement : null;
  screen.remove();
  document.documentElement.classList.remove(coveredClass);
  if (!focused) return;
  const href = focused.getAttribute('href');
  const same = href ? [...document.querySelectorAll<HTMLElement>('#root a[href]')].find((link) => link.getAttribute('href') === href) : undefined;
  (same ?? document.getElementById('main'))?.focus();
}
