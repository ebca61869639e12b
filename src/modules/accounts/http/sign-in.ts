import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../platform/http/auth.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { SessionCookie } from '../sessions/session-cookie.js';
import { Sessions } from '../sessions/sessions.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { UserView } from '../users/user-view.js';
import { UsersQuery } from '../users/users-read-model.js';

const USER_AGENT_MAX = 256;

/** What register and login end with: a fresh session, its cookie, and the user as the read model now shows it. */
@Injectable()
export class SignIn {
  constructor(
    private readonly sessions: Sessions,
    private readonly cookie: SessionCookie,
    private readonly projections: ProjectionRunner,
    private readonly users: UsersQuery,
    private readonly userView: UserView,
  ) {}

  /**
   * Always a new session id (never one the browser brought, so a planted cookie cannot be fixed onto a
   * victim's sign-in); a session the browser still held is ended. Answers once the read models hold both.
   */
  async start(userId: string, after: string | null, request: Request, response: Response): Promise<AuthenticatedUser> {
    const context = newCommandContext(userId);
    const previous = this.cookie.read(request);
    const ended = previous ? await this.sessions.endByToken(previous, 'logout', context) : null;
    const session = await this.sessions.start(
      { userId, ip: request.ip, userAgent: request.get('user-agent')?.slice(0, USER_AGENT_MAX) },
      context,
    );
    await this.projections.whenProcessed(latestPosition(after, ended, session.position) ?? session.position);
    this.cookie.set(response, session.token, session.startedAt);
    const user = await this.users.findById(userId);
    if (!user) throw new Error(`User ${userId} is missing from the users read model`);
    return this.userView.of(user);
  }
}
