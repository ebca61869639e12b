import { RecentActivity } from '../scrapers/components/recent-activity';
import { BackupStatus } from './backup-status';
import { EventGrowth } from './event-growth';
import { StatCards } from './stat-cards';

/** The site at a glance: totals, the last 30 days of listings, what the scrapers did lately, and the backups. */
export function OverviewTab() {
  return (
    <>
      <StatCards />
      <EventGrowth />
      <RecentActivity />
      <BackupStatus />
    </>
  );
}
