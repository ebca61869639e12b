import { RecentActivity } from '../scrapers/components/recent-activity';
import { EventGrowth } from './event-growth';
import { StatCards } from './stat-cards';

/** The site at a glance: totals, the last 30 days of listings, and what the scrapers did lately. */
export function OverviewTab() {
  return (
    <>
      <StatCards />
      <EventGrowth />
      <RecentActivity />
    </>
  );
}
