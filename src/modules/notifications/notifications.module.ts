import { Module, type OnModuleInit } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { EventChangesQuery, eventChangesProjection } from './changes/event-changes-read-model.js';
import { AdminNotificationsController } from './http/admin-notifications.controller.js';
import { NotificationPreferencesController } from './http/notification-preferences.controller.js';
import { UnsubscribeController } from './http/unsubscribe.controller.js';
import { MailLedger } from './ledger/mail-ledger-store.js';
import { MailPrivacy } from './ledger/mail-privacy.js';
import { MailsSentQuery, mailsSentProjection } from './ledger/mails-sent-read-model.js';
import { PrivacyHooks } from '../../platform/privacy/privacy-hooks.js';
import { PreferenceCommands } from './preferences/preference-commands.js';
import { PreferencesQuery, preferencesProjection } from './preferences/preferences-read-model.js';
import { NotificationRunner } from './runs/notification-runner.js';
import { NotificationSchedule } from './runs/notification-schedule.js';
import { UnsubscribeTokens } from './unsubscribe/unsubscribe-tokens.js';

/**
 * Mail for saved events and new listings: deadline and event reminders, change alerts, the weekly digest, each
 * switched on and off per user. Reads the catalog, accounts and billing through their queries; sends through the
 * platform's mailer; records every mail in its own stream so none goes out twice.
 */
@Module({
  imports: [ScheduleModule.forRoot(), AccountsModule, CatalogModule],
  controllers: [NotificationPreferencesController, UnsubscribeController, AdminNotificationsController],
  providers: [EventChangesQuery, MailLedger, MailPrivacy, MailsSentQuery, NotificationRunner, NotificationSchedule, PreferenceCommands, PreferencesQuery, UnsubscribeTokens],
  exports: [NotificationRunner],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRunner,
    private readonly privacy: PrivacyHooks,
    private readonly mails: MailPrivacy,
  ) {}

  onModuleInit(): void {
    this.mails.register(this.privacy);
    this.projections.register(preferencesProjection);
    this.projections.register(eventChangesProjection);
    this.projections.register(mailsSentProjection);
  }
}
