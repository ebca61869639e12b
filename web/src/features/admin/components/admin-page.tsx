import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import '../../../components/layout/app-translations';
import { BlogTab } from '../blog-posts/components/blog-tab';
import { EventsTab } from '../events/components/events-tab';
import { adminNamespace } from '../i18n';
import { LogsTab } from '../scrapers/components/logs-tab';
import { ScrapersTab } from '../scrapers/components/scrapers-tab';
import { OverviewTab } from './overview-tab';
import { UsersTab } from './users-tab';
import './admin.css';

// In the spec's order (section 2).
const tabs = ['overview', 'blog', 'events', 'users', 'scrapers', 'logs'] as const;
type Tab = (typeof tabs)[number];

/** Each tab's panel; Radix mounts only the open one. */
const panels: Record<Tab, () => React.JSX.Element> = {
  overview: OverviewTab,
  blog: BlogTab,
  events: EventsTab,
  users: UsersTab,
  scrapers: ScrapersTab,
  logs: LogsTab,
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
                <Panel />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </div>
    </>
  );
}
