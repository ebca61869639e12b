import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { accountsPersonalData } from './modules/accounts/personal-data.js';
import { billingPersonalData } from './modules/billing/personal-data.js';
import { catalogPersonalData } from './modules/catalog/personal-data.js';
import { ingestionPersonalData } from './modules/ingestion/personal-data.js';
import { notificationsPersonalData } from './modules/notifications/personal-data.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { IngestionModule } from './modules/ingestion/ingestion.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import type { AppConfig } from './platform/config/config.js';
import type { Logger } from './platform/logging/logger.js';
import { PlatformModule } from './platform/platform.module.js';

/** Each module's personal fields (crypto-shredding, `platform/privacy`). */
const PERSONAL_DATA = [accountsPersonalData, billingPersonalData, catalogPersonalData, ingestionPersonalData, notificationsPersonalData];

export type ModuleImport = Type | DynamicModule;

/** The product's modules; `extra` lets a test or a tool add its own beside them. */
@Module({})
export class AppModule {
  static register(config: AppConfig, logger: Logger, extra: ModuleImport[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(config, logger, PERSONAL_DATA), CqrsModule.forRoot(), AccountsModule, BillingModule, CatalogModule, ContentModule, IngestionModule, AdminModule, NotificationsModule, ...extra],
    };
  }
}
