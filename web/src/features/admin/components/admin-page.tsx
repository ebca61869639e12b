import * as Tabs from '@radix-ui/react-tabs';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import { AppSpinner } from '../../../components/layout/app-spinner';
import '../../../components/layout/app-translations';
import { adminNamespace } from '../i18n';
import { OverviewTab } from './overview-tab';
import './admin.css';

// In the spec's order (section 2); Review (issue 26) beside Events, whose listings it is about.
const tabs = ['overview', 'blog', 'events', 'review', 'users', 'scrapers', 'logs'] as const;
type Tab = (typeof tabs)[number];

/**
 * Each tab's panel; Radix mounts only the open one. The console opens on the overview, and the other tabs' code
 * (their forms, with zod and react-hook-form) loads when one is first opened: /admin stays within its budget.
 */
const panels: Record<Tab, ComponentType> = {
  overview: OverviewTab,
  blog: lazy(async () => ({ default: (await import('../blog-posts/components/blog-tab')).BlogTab })),
  events: lazy(async () => ({ default: (await import('../events/components/events-tab')).EventsTab })),
  review: lazy(async () => ({ default: (await import('../review/components/review-tab')).ReviewTab })),
  users: lazy(async () => ({ default: (await import('./users-tab')).UsersTab })),
  scrapers: lazy(async () => ({ default: (await import('../scrapers/components/scrapers-tab')).ScrapersTab })),
  logs: lazy(async () => ({ default: (await import('../scrapers/components/logs-tab')).LogsTab })),
};

const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** The admin console: one tab at a time, the open one kept in the address (`?tab=users`) so it survives a reload. */
export function AdminPage() {
  const { t } = useTranslation(adminNamespace);
  const { t: tApp } = useTranslation('app');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: Tab = isTab(requested) ? requested : 'overview';

  const select = (value: string) => {
    if (!isTab(value)) return;
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  };

  return (
    <>
      <AppPageTitle title={tApp('pages.admin')} />
      <div className="container admin">
        <Tabs.Root value={current} onValueChange={select}>
          <Tabs.List className="admin-tabs" aria-label={t('tabs.label')}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="admin-tabs__tab">
                {t(`tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => {
            const Panel = panels[tab];
            return (
              <Tabs.Content key={tab} value={tab} className="admin-tabs__panel">
                <Suspense fallback={<AppSpinner />}>
                  <Panel />
                </Suspense>
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </div>
    </>
  );
}
