import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ACCESS_RESOLVER } from '../../platform/http/access.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SubscriptionHistory } from './access/access-history.js';
import { AccessQuery, accessProjection } from './access/access-read-model.js';
import { AdminAccessController } from './http/admin-access.controller.js';

/**
 * Who has paid for what. For now: access granted by admins. It provides the platform's `AccessResolver`
 * globally, so accounts can put the access level on every request's user without importing billing.
 */
@Global()
@Module({
  imports: [AccountsModule],
  controllers: [AdminAccessController],
  providers: [AccessQuery, SubscriptionHistory, { provide: ACCESS_RESOLVER, useExisting: AccessQuery }],
  exports: [ACCESS_RESOLVER, AccessQuery, SubscriptionHistory],
})
export class BillingModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRunner) {}

  onModuleInit(): void {
    this.projections.register(accessProjection);
  }
}
