import { BadRequestException, Controller, Delete, HttpCode, HttpStatus, Inject, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type DecidedEvent, decideAndAppend } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import type { Access } from '../../../platform/http/access.js';
import { AdminOnly, type AuthenticatedUser, CurrentUser } from '../../../platform/http/auth.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { isCalendarDate } from '../../../platform/time/calendar-date.js';
import { Clock } from '../../../platform/time/clock.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import { AccessQuery } from '../access/access-read-model.js';
import { decideGrant, decideRevoke } from '../access/granted-access.js';
import { type GrantState, customerFold, customerStream } from '../customer/customer.js';
import { PLAN_TYPES } from '../customer/plans.js';

const GrantInput = z.strictObject({
  planType: z.enum(PLAN_TYPES, { error: 'Must be basic or pro' }),
  until: z
    .string({ error: 'Use the yyyy-MM-dd format' })
    .refine(isCalendarDate, 'Use the yyyy-MM-dd format (a real day)')
    .nullish()
    .transform((value) => value ?? null),
});
type GrantInput = z.infer<typeof GrantInput>;

/** Admins grant and revoke a plan by hand: the product works without Stripe, and support can make good. */
@ApiTags('billing')
@ApiCookieAuth('sid')
@Controller('api/admin/users/:id/access')
@UseGuards(AdminOnly)
export class AdminAccessController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly users: UsersQuery,
    private readonly access: AccessQuery,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Grant a plan (until a last day, or until revoked): the user’s access afterwards' })
  async grant(@Param('id') userId: string, @ZodBody(GrantInput) body: GrantInput, @CurrentUser() admin: AuthenticatedUser): Promise<Access> {
    await this.existing(userId);
    if (body.until !== null && body.until < this.clock.today()) throw new BadRequestException('until: Must not be in the past');
    const now = this.clock.now();
    const command = { userId, planType: body.planType, until: body.until, adminId: admin.id, now };
    return this.decide(userId, (state) => decideGrant(state, command), admin);
  }

  @Delete()
  @ApiOperation({ summary: 'Revoke granted access (nothing to revoke is fine): the user’s access afterwards' })
  async revoke(@Param('id') userId: string, @CurrentUser() admin: AuthenticatedUser): Promise<Access> {
    await this.existing(userId);
    const now = this.clock.now();
    return this.decide(userId, (state) => decideRevoke(state, { userId, adminId: admin.id, now }), admin);
  }

  private async existing(userId: string): Promise<void> {
    if (!(await this.users.findById(userId))) throw new NotFoundException('User not found');
  }

  private async decide(userId: string, decide: (state: GrantState) => DecidedEvent[], admin: AuthenticatedUser): Promise<Access> {
    const { position } = await decideAndAppend(
      this.eventStore,
      customerStream(userId),
      customerFold,
      (state) => ({ events: decide(state.grant), result: null }),
      newCommandContext(admin.id),
    );
    if (position) await this.projections.whenProcessed(position);
    return this.access.accessOf(userId);
  }
}
