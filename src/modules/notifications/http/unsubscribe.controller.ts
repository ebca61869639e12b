import { BadRequestException, Controller, Get, HttpCode, HttpStatus, Post, Redirect } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { CsrfExempt } from '../../../platform/http/csrf.guard.js';
import { ZodBody, ZodQuery } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import type { NotificationKind } from '../preferences/notification-preferences.js';
import { PreferenceCommands } from '../preferences/preference-commands.js';
import { UnsubscribeTokens } from '../unsubscribe/unsubscribe-tokens.js';
import { UnsubscribeBody, type UnsubscribeBodyInput, UnsubscribeQuery, type UnsubscribeQueryInput } from './notification-inputs.js';

export const INVALID_LINK = 'This unsubscribe link is not valid';

@ApiTags('notifications')
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly users: UsersQuery,
    private readonly commands: PreferenceCommands,
    private readonly projections: ProjectionRunner,
  ) {}

  /**
   * A mail client without one-click support opens the `List-Unsubscribe` link in a browser: it gets the
   * unsubscribe page, which asks before it switches anything off (link scanners fetch links too).
   */
  @Get()
  @Redirect('/unsubscribe', HttpStatus.SEE_OTHER)
  @ApiOperation({ summary: 'Sends a browser that opened the one-click link to the unsubscribe page (changes nothing)' })
  page(@ZodQuery(UnsubscribeQuery) query: UnsubscribeQueryInput): { url: string } {
    return { url: query.token === undefined ? '/unsubscribe' : `/unsubscribe?token=${encodeURIComponent(query.token)}` };
  }

  /** The signed token authenticates the request: it works signed out, from a mail client, with no CSRF header. */
  @Post()
  @CsrfExempt()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Switch one kind of mail off with the token of its unsubscribe link (idempotent; RFC 8058 one-click)' })
  async unsubscribe(
    @ZodBody(UnsubscribeBody) body: UnsubscribeBodyInput,
    @ZodQuery(UnsubscribeQuery) query: UnsubscribeQueryInput,
  ): Promise<{ kind: NotificationKind }> {
    const token = body.token ?? query.token;
    if (token === undefined) throw new BadRequestException('token: Required');
    const link = this.tokens.read(token);
    if (!link || !(await this.users.findById(link.userId))) throw new BadRequestException(INVALID_LINK);
    const { position } = await this.commands.unsubscribe(link.userId, link.kind, newCommandContext(link.userId));
    if (position) await this.projections.whenProcessed(position);
    return { kind: link.kind };
  }
}
