import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';

// Shown inside the layout while a page's chunk loads on first visit, so the header appears at once.
function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}

export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      {
        index: true,
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/landing/components/landing-page')).LandingPage }),
      },
      {
        path: '*',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
