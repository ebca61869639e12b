import { BadRequestException, Controller, Get, HttpCode, HttpStatus, Patch, Post, Req, UseFilters, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { sessionIdOf } from '../sessions/session.js';
import { SessionCookie } from '../sessions/session-cookie.js';
import { ChangePasswordInput, UpdateUserInput } from '../users/account-inputs.js';
import { ChangeEmail } from '../users/change-email.js';
import { ChangeLanguage } from '../users/change-language.js';
import { ChangePassword } from '../users/change-password.js';
import { Credentials } from '../users/credentials.js';
import { UserView } from '../users/user-view.js';
import { UsersQuery } from '../users/users-read-model.js';
import { RateLimits, TooManyAttemptsFilter } from './rate-limits.js';

@ApiTags('accounts')
@ApiCookieAuth('sid')
@Controller('api/user')
@UseGuards(SignedIn)
@UseFilters(TooManyAttemptsFilter)
export class UserController {
  constructor(
    private readonly changeEmail: ChangeEmail,
    private readonly changeLanguage: ChangeLanguage,
    private readonly changePassword: ChangePassword,
    private readonly credentials: Credentials,
    private readonly limits: RateLimits,
    private readonly cookie: SessionCookie,
    private readonly projections: ProjectionRunner,
    private readonly users: UsersQuery,
    private readonly userView: UserView,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user (401 when signed out)' })
  me(@CurrentUser() user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }

  @Patch()
  @ApiOperation({
    summary: "Change the signed-in user's email and/or language (en, es): the updated user (409 when another account has the email)",
  })
  async update(@CurrentUser() user: AuthenticatedUser, @ZodBody(UpdateUserInput) body: UpdateUserInput): Promise<AuthenticatedUser> {
    const context = newCommandContext(user.id);
    // The email goes first: when another account holds it (409) the language stays as it was too.
    const emailChanged = body.email === undefined ? null : await this.changeEmail.execute({ userId: user.id, email: body.email }, context);
    const languageChanged =
      body.language === undefined ? null : await this.changeLanguage.execute({ userId: user.id, language: body.language }, context);
    const position = latestPosition(emailChanged, languageChanged);
    if (position === null) return user;
    await this.projections.whenProcessed(position);
    const updated = await this.users.findById(user.id);
    if (!updated) throw new Error(`User ${user.id} is missing from the users read model`);
    return this.userView.of(updated);
  }

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Change the password, given the current one; signs out every other session of the user' })
  async password(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(ChangePasswordInput) body: ChangePasswordInput,
    @Req() request: Request,
  ): Promise<void> {
    // Guessing through a stolen session counts against the same limit as guessing at sign-in.
    await this.limits.admitPasswordCheck(user.username);
    if (!(await this.credentials.verifyFor(user.id, body.currentPassword))) {
      await this.limits.recordFailure(user.username);
      throw new BadRequestException('currentPassword: The current password is wrong');
    }
    await this.limits.clearFailures(user.username);
    const token = this.cookie.read(request);
    const keepSession = token === undefined ? null : sessionIdOf(token);
    const position = await this.changePassword.execute({ userId: user.id, newPassword: body.newPassword, keepSession }, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
  }
}
