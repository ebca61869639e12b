import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import type { AuthenticatedUser, RequestWithUser } from '../../../platform/http/auth.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { UserView } from '../users/user-view.js';
import { UsersQuery } from '../users/users-read-model.js';
import { isExpired, needsRefresh, sessionIdOf } from './session.js';
import { SessionCookie } from './session-cookie.js';
import { Sessions } from './sessions.js';
import { SessionsQuery } from './sessions-read-model.js';

/**
 * Resolves the `sid` cookie into `request.user` before guards run, from the sessions and users read
 * models. A cookie that no longer stands for a live session is cleared; an expired session is ended.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(
    private readonly cookie: SessionCookie,
    private readonly sessionsQuery: SessionsQuery,
    private readonly sessions: Sessions,
    private readonly users: UsersQuery,
    private readonly userView: UserView,
  ) {}

  async use(request: RequestWithUser, response: Response, next: NextFunction): Promise<void> {
    const token = this.cookie.read(request);
    if (token !== undefined) {
      const user = await this.resolve(token);
      if (user) request.user = user;
      else this.cookie.clear(response);
    }
    next();
  }

  private async resolve(token: string): Promise<AuthenticatedUser | null> {
    const sessionId = sessionIdOf(token);
    const session = sessionId ? await this.sessionsQuery.findById(sessionId) : null;
    if (!sessionId || !session) return null;
    const now = new Date();
    const context = newCommandContext(session.userId);
    if (isExpired(session, now)) {
      await this.sessions.end(sessionId, 'expired', context);
      return null;
    }
    const user = await this.users.findById(session.userId);
    if (!user) return null;
    if (needsRefresh(session, now)) await this.sessions.refresh(sessionId, context);
    return this.userView.of(user);
  }
}
