import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { nextTask } from './lib/next-task';
import './styles.css';

/**
 * Each start-up step runs in a task of its own, and the first render is a transition, which React renders in slices.
 * Run as one task after the app's code, they blocked the landing page for 250-450 ms under Lighthouse's 4x CPU, the
 * page's whole Total Blocking Time.
 */
async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  const i18n = createI18n();
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} i18n={i18n} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
