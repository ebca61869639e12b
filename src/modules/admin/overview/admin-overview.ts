import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { Clock } from '../../../platform/time/clock.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import { AccessQuery } from '../../billing/access/access-read-model.js';
import { EventsQuery } from '../../catalog/read-models/catalog-queries.js';
import { CatalogListings } from '../../catalog/read-models/listings.js';
import { CHART_DAYS, type DayCount, WEEK_DAYS, listingsByDay } from './listings-by-day.js';

export interface AdminStats {
  /** Listed and not removed (cancelled and past events included). */
  totalEvents: number;
  totalUsers: number;
  /** Users whose Stripe subscription gives them a plan today (granted access is not paid for). */
  subscribers: number;
  /** The same count, under the name the console labels it with. */
  payingSubscribers: number;
  /** Invoices paid this calendar month (the server's time zone), in cents. */
  revenueThisMonth: { amount: number; currency: string };
  /** Listed today or in the 6 days before (the server's time zone). */
  eventsThisWeek: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The console's overview, from the accounts, catalog and billing read models. */
@Injectable()
export class AdminOverview {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly users: UsersQuery,
    private readonly events: EventsQuery,
    private readonly listings: CatalogListings,
    private readonly access: AccessQuery,
  ) {}

  async stats(): Promise<AdminStats> {
    const [totalEvents, totalUsers, subscribers, revenueThisMonth, week] = await Promise.all([
      this.events.countListed(),
      this.users.count(),
      this.access.countPayingSubscribers(),
      this.access.revenueThisMonth(),
      this.byDay(WEEK_DAYS),
    ]);
    const eventsThisWeek = week.reduce((sum, day) => sum + day.count, 0);
    return { totalEvents, totalUsers, subscribers, payingSubscribers: subscribers, revenueThisMonth, eventsThisWeek };
  }

  /** Events listed per day, removed ones included (they were listed that day), oldest first. */
  async byDay(days = CHART_DAYS): Promise<DayCount[]> {
    // A day and a half more than the span: enough for any time zone's calendar days.
    const since = new Date(this.clock.now().getTime() - (days + 1.5) * DAY_MS);
    const listedAt = await this.listings.listedSince(since);
    return listingsByDay(listedAt, this.clock.today(), this.config.timeZone, days);
  }
}
