import { EventGrowth } from './event-growth';
import { StatCards } from './stat-cards';

/** The site at a glance: totals, then the last 30 days of listings. */
export function OverviewTab() {
  return (
    <>
      <StatCards />
      <EventGrowth />
    </>
  );
}
