import { Controller, HttpCode, HttpStatus, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedUser, RequestWithUser } from '../../../platform/http/auth.js';
import { clientKey } from '../../../platform/http/client-key.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { SessionCookie } from '../sessions/session-cookie.js';
import { Sessions } from '../sessions/sessions.js';
import { LoginInput, RegisterInput } from '../users/account-inputs.js';
import { Credentials } from '../users/credentials.js';
import { RegisterUser } from '../users/register-user.js';
import { RateLimits } from './rate-limits.js';
import { SignIn } from './sign-in.js';

const ANONYMOUS = 'anonymous';

@ApiTags('accounts')
@Controller('api')
export class AccountsController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly credentials: Credentials,
    private readonly limits: RateLimits,
    private readonly signIn: SignIn,
    private readonly sessions: Sessions,
    private readonly cookie: SessionCookie,
    private readonly projections: ProjectionRunner,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create an account and sign in: the user, with the session cookie set (409 when the username or email is taken)' })
  async register(
    @ZodBody(RegisterInput) body: RegisterInput,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthenticatedUser> {
    await this.limits.admitIdentityClaim(clientKey(request));
    const { userId, position } = await this.registerUser.execute(body, newCommandContext);
    return this.signIn.start(userId, position, request, response);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in by username (any letter case) and password: the user, with a new session cookie' })
  async login(
    @ZodBody(LoginInput) body: LoginInput,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthenticatedUser> {
    const client = clientKey(request);
    await this.limits.admitLogin(client, body.username);
    const userId = await this.credentials.verify(body.username, body.password);
    if (userId === null) {
      await this.limits.recordFailure(body.username, client);
      // One answer for an unknown username and a wrong password: it must not tell which accounts exist.
      throw new UnauthorizedException('Invalid username or password');
    }
    await this.limits.clearFailures(body.username, client);
    return this.signIn.start(userId, null, request, response);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End the current session and clear its cookie (also when already signed out)' })
  async logout(@Req() request: RequestWithUser, @Res({ passthrough: true }) response: Response): Promise<void> {
    const token = this.cookie.read(request);
    if (token !== undefined) {
      const position = await this.sessions.endByToken(token, 'logout', newCommandContext(request.user?.id ?? ANONYMOUS));
      if (position) await this.projections.whenProcessed(position);
    }
    this.cookie.clear(response);
  }
}
