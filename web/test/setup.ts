import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';

// The language choice outlives a render (localStorage, <html lang>); each test starts as a first visit.
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
});
