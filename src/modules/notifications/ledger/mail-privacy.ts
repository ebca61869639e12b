import { Injectable } from '@nestjs/common';
import type { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { PreferencesQuery } from '../preferences/preferences-read-model.js';
import { MailsSentQuery } from './mails-sent-read-model.js';

/** Notifications' part of a user's data export: their preferences and every mail sent to them. */
@Injectable()
export class MailPrivacy {
  constructor(
    private readonly preferences: PreferencesQuery,
    private readonly mails: MailsSentQuery,
  ) {}

  register(hooks: PrivacyHooks): void {
    hooks.onExport('notificationPreferences', (userId) => this.preferences.of(userId));
    // From the read model of mails by user: an export costs one user's mails, however long the log.
    hooks.onExport('mailsSent', (userId) => this.mails.to(userId));
  }
}
