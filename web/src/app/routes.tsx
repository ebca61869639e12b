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
        path: 'blog',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/blog/components/blog-page')).BlogPage }),
      },
      {
        path: 'blog/:slug',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/blog/components/blog-post-page')).BlogPostPage }),
      },
      {
        path: 'terms',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/legal/components/terms-page')).TermsPage }),
      },
      {
        path: 'privacy',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/legal/components/privacy-page')).PrivacyPage }),
      },
      {
        path: 'refund',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/legal/components/refund-page')).RefundPage }),
      },
      {
        path: 'unsubscribe',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/notifications/components/unsubscribe-page')).UnsubscribePage }),
      },
      {
        path: 'organizers/submit',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/organizers/components/submit-page')).SubmitPage }),
      },
      {
        path: 'organizers/confirm/:token',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('../features/organizers/components/confirm-page')).ConfirmPage }),
      },
      {
        path: '*',
        HydrateFallback: PageFallback,
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
  {
    path: 'auth',
    HydrateFallback: PageFallback,
    lazy: async () => ({ Component: (await import('../features/auth/components/auth-page')).AuthPage }),
  },
  // The signed-in pages: the guard and layout arrive in one chunk, so public pages never load them. The toaster
  // loads with the first toast (lib/toast).
  {
    HydrateFallback: PageFallback,
    lazy: async () => ({ Component: (await import('./guards')).ProtectedLayout }),
    children: [
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('../features/catalog/components/dashboard-page')).DashboardPage }),
      },
      {
        path: 'events',
        lazy: async () => ({ Component: (await import('../features/catalog/components/events-page')).EventsPage }),
      },
      {
        path: 'events/:id',
        lazy: async () => ({ Component: (await import('../features/catalog/components/event-detail-page')).EventDetailPage }),
      },
      {
        path: 'saved',
        lazy: async () => ({ Component: (await import('../features/catalog/components/saved-events-page')).SavedEventsPage }),
      },
      {
        path: 'insights',
        lazy: async () => ({ Component: (await import('../features/insights/components/insights-page')).InsightsPage }),
      },
      {
        path: 'profile',
        lazy: async () => ({ Component: (await import('../features/profile/components/profile-page')).ProfilePage }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./guards')).AdminOnly }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/admin/components/admin-page')).AdminPage }),
          },
          {
            path: 'blog',
            lazy: async () => ({
              Component: (await import('../features/admin/blog-posts/components/blog-admin-page')).BlogAdminPage,
            }),
          },
        ],
      },
    ],
  },
];
