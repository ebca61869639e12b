import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} i18n={createI18n()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
