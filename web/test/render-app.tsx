import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../src/app/app';
import { routes } from '../src/app/routes';
import { createI18n } from '../src/lib/i18n';
import { createQueryClient } from '../src/lib/query-client';

/**
 * Renders the whole app at `path` as a fresh page load would (language read from localStorage now). The router
 * is returned so a test can read the address bar (`router.state.location`).
 */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...render(<App router={router} i18n={createI18n()} queryClient={createQueryClient()} />), router };
}
