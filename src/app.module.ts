import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { IngestionModule } from './modules/ingestion/ingestion.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import type { AppConfig } from './platform/config/config.js';
import type { Logger } from './platform/logging/logger.js';
import { PlatformModule } from './platform/platform.module.js';

export type ModuleImport = Type | DynamicModule;

/** The product's modules; `extra` lets a test or a tool add its own beside them. */
@Module({})
export class AppModule {
  static register(config: AppConfig, logger: Logger, extra: ModuleImport[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(config, logger), CqrsModule.forRoot(), AccountsModule, BillingModule, CatalogModule, ContentModule, IngestionModule, AdminModule, NotificationsModule, ...extra],
    };
  }
}
