import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IngestionModule } from '../ingestion/ingestion.module.js';
import { HistoryController } from './http/history.controller.js';
import { OverviewController } from './http/overview.controller.js';
import { UsersController } from './http/users.controller.js';
import { AdminOverview } from './overview/admin-overview.js';

/**
 * The admin console's own queries (overview, users, audit history: accounts, events, subscriptions, scrapers, drafts). It owns no events: it reads the other
 * modules' read models through their queries, their streams through their history readers, and changes the
 * admin role through the accounts module's command. Billing's queries come from its global module.
 */
@Module({
  imports: [AccountsModule, CatalogModule, IngestionModule],
  controllers: [OverviewController, UsersController, HistoryController],
  providers: [AdminOverview],
})
export class AdminModule {}
