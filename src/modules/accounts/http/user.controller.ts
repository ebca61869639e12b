import { BadRequestException, Controller, Delete, ForbiddenException, Get, Header, HttpCode, HttpStatus, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { clientKey } from '../../../platform/http/client-key.js';
import { Throttled } from '../../../platform/http/throttles.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { Clock } from '../../../platform/time/clock.js';
import { allowedGradYears } from '../../../platform/time/school-year.js';
import { SessionCookie } from '../sessions/session-cookie.js';
import { Sessions } from '../sessions/sessions.js';
import { ChangePasswordInput, DeleteAccountInput, UpdateUserInput } from '../users/account-inputs.js';
import { DeleteAccount } from '../users/delete-account.js';
import { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { ChangeEmail } from '../users/change-email.js';
import { ChangeLanguage } from '../users/change-language.js';
import { ChangePassword } from '../users/change-password.js';
import { ChangeSeasonProfile } from '../users/season-profile.js';
import { Credentials } from '../users/credentials.js';
import { UserView } from '../users/user-view.js';
import { UsersQuery } from '../users/users-read-model.js';
import { RateLimits } from './rate-limits.js';
import { SignIn } from './sign-in.js';

export const FOLLOW_PRO_MESSAGE = 'Following colleges is a Pro feature';

@ApiTags('accounts')
@ApiCookieAuth('sid')
@Controller('api/user')
@UseGuards(SignedIn)
export class UserController {
  constructor(
    private readonly changeEmail: ChangeEmail,
    private readonly changeLanguage: ChangeLanguage,
    private readonly changePassword: ChangePassword,
    private readonly deleteAccount: DeleteAccount,
    private readonly privacy: PrivacyHooks,
    private readonly credentials: Credentials,
    private readonly limits: RateLimits,
    private readonly cookie: SessionCookie,
    private readonly sessions: Sessions,
    private readonly signIn: SignIn,
    private readonly projections: ProjectionRunner,
    private readonly users: UsersQuery,
    private readonly userView: UserView,
    private readonly changeSeasonProfile: ChangeSeasonProfile,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user (401 when signed out)' })
  me(@CurrentUser() user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }

  @Patch()
  @Throttled('memberWritesPerUser')
  @ApiOperation({
    summary:
      "Change the signed-in user's email, language (en, es), home ZIP code, athletes' graduation years and (Pro) followed colleges: the updated user (409 when another account has the email; 403 when a plan without Pro follows a college, though it may stop following those it follows)",
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(UpdateUserInput) body: UpdateUserInput,
    @Req() request: Request,
  ): Promise<AuthenticatedUser> {
    // Everything refused is refused before anything is written.
    // Following is Pro; stopping is not: after a downgrade the colleges still followed can be let go (the list
    // sent is some of those already followed).
    const followsMore = body.followedColleges?.some((college) => !user.followedColleges.includes(college)) ?? false;
    if (followsMore && user.accessLevel !== 'pro' && !user.isAdmin) {
      throw new ForbiddenException(FOLLOW_PRO_MESSAGE);
    }
    if (body.gradYears !== undefined) {
      const { from, to } = allowedGradYears(this.clock.today());
      if (body.gradYears.some((year) => year < from || year > to)) {
        throw new BadRequestException(`gradYears: Must be graduation years from ${from} to ${to}`);
      }
    }
    // A 409 tells whether someone holds an address: e-mail changes draw on the registrations' budget.
    if (body.email !== undefined) await this.limits.admitIdentityClaim(clientKey(request));
    const context = newCommandContext(user.id);
    // The email goes first: when another account holds it (409) nothing else changes either.
    const emailChanged = body.email === undefined ? null : await this.changeEmail.execute({ userId: user.id, email: body.email }, context);
    const languageChanged =
      body.language === undefined ? null : await this.changeLanguage.execute({ userId: user.id, language: body.language }, context);
    const { homeZip, gradYears, followedColleges } = body;
    const profileChanged =
      homeZip === undefined && gradYears === undefined && followedColleges === undefined
        ? null
        : await this.changeSeasonProfile.execute({ userId: user.id, homeZip, gradYears, followedColleges }, context);
    const position = latestPosition(latestPosition(emailChanged, languageChanged), profileChanged);
    if (position === null) return user;
    await this.projections.whenProcessed(position);
    const updated = await this.users.findById(user.id);
    if (!updated) throw new Error(`User ${user.id} is missing from the users read model`);
    return this.userView.of(updated);
  }

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Change the password, given the current one; ends every session of the user and signs this browser in again with a new session cookie',
  })
  async password(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(ChangePasswordInput) body: ChangePasswordInput,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.checkPassword(user, body.currentPassword, request, 'currentPassword: The current password is wrong');
    // The session that made the change ends too: a cookie copied before the change must not outlive it.
    const position = await this.changePassword.execute({ userId: user.id, newPassword: body.newPassword, keepSession: null }, newCommandContext(user.id));
    await this.signIn.start(user.id, position, request, response);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Delete the account for good, given the password: a paid subscription ends now without refund, every session ends, the username and email are free again, and the personal data becomes unreadable everywhere (400 for a wrong password)',
  })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(DeleteAccountInput) body: DeleteAccountInput,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.checkPassword(user, body.password, request, 'password: The password is wrong');
    const position = await this.deleteAccount.execute({ userId: user.id, by: 'user', reason: null }, newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
    this.cookie.clear(response);
  }

  @Get('export')
  @Throttled('exportsPerUser')
  @Header('Content-Disposition', 'attachment; filename="field-hockey-events-my-data.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      "Download the signed-in user's data as one JSON file: account, subscription history, saved events, notes, notification preferences and the mails sent (at most 5 an hour per user: 429 with Retry-After beyond)",
  })
  async export(@CurrentUser() user: AuthenticatedUser): Promise<Record<string, unknown>> {
    return { exportedAt: new Date().toISOString(), ...(await this.privacy.exportOf(user.id)) };
  }

  @Post('logout-everywhere')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "End every session of the signed-in user, this one included, and clear this browser's cookie" })
  async logoutEverywhere(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) response: Response): Promise<void> {
    const position = await this.sessions.endOthers(user.id, null, 'logout_everywhere', newCommandContext(user.id));
    if (position) await this.projections.whenProcessed(position);
    this.cookie.clear(response);
  }

  /** The signed-in user's password, asked again: guessing through a stolen session counts against the sign-in limit. */
  private async checkPassword(user: AuthenticatedUser, password: string, request: Request, wrong: string): Promise<void> {
    const client = clientKey(request);
    await this.limits.admitPasswordCheck(user.username, client);
    if (!(await this.credentials.verifyFor(user.id, password))) {
      await this.limits.recordFailure(user.username, client);
      throw new BadRequestException(wrong);
    }
    await this.limits.clearFailures(user.username, client);
  }
}
