import { Controller, Get, Header, Patch, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { Throttled } from '../../../platform/http/throttles.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { type AvailableNotifications, type NotificationPreferences, availableTo } from '../preferences/notification-preferences.js';
import { PreferenceCommands } from '../preferences/preference-commands.js';
import { PreferencesQuery } from '../preferences/preferences-read-model.js';
import { PreferencesInput, type PreferencesInputBody } from './notification-inputs.js';

export type PreferencesAnswer = NotificationPreferences & { available: AvailableNotifications };

@ApiTags('notifications')
@ApiCookieAuth('sid')
@Controller('api/notification-preferences')
@UseGuards(SignedIn)
export class NotificationPreferencesController {
  constructor(
    private readonly query: PreferencesQuery,
    private readonly commands: PreferenceCommands,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The user's mail preferences, and which of them the user's plan gets mailed" })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<PreferencesAnswer> {
    return { ...(await this.query.of(user.id)), available: availableTo(user.accessLevel) };
  }

  @Patch()
  @Throttled('memberWritesPerUser')
  @ApiOperation({ summary: 'Switch mails on or off and choose the digest’s filters (a partial change): the preferences afterwards' })
  async change(@CurrentUser() user: AuthenticatedUser, @ZodBody(PreferencesInput) body: PreferencesInputBody): Promise<PreferencesAnswer> {
    const { preferences, position } = await this.commands.change(user.id, body, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
    return { ...preferences, available: availableTo(user.accessLevel) };
  }
}
