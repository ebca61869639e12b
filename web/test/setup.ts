import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach } from '@jest/globals';
import { toast } from 'sonner';

// The first render of a lazy route compiles its modules on the fly; on a busy two-core machine that alone can
// pass the default one second a findBy query waits.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no layout and does not implement scrolling; the router's ScrollRestoration (public layout) scrolls on
// every navigation, to the top or to a #hash target.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Nor does it measure or track pointers: Radix (dialogs, tabs) and recharts ask for these.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

// The language choice outlives a render (localStorage, <html lang>); each test starts as a first visit.
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
});

// Toasts live in a module-wide store that replays the active ones to every new toaster: without this, a toast
// from the previous test would show up (and be found) in the next one. Before each test, no toaster listens.
beforeEach(() => {
  toast.dismiss();
});
