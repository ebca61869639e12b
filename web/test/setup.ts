import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';

// jsdom has no layout and does not implement scrolling; the router's ScrollRestoration (public layout) scrolls on
// every navigation, to the top or to a #hash target.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// The language choice outlives a render (localStorage, <html lang>); each test starts as a first visit.
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
});
