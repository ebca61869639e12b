import { type CanActivate, type ExecutionContext, ForbiddenException } from '@nestjs/common';
import type { RequestWithUser } from '../../../platform/http/auth.js';

/**
 * 403 `{message}` for a signed-in user whose plan is not Pro (admins too: features follow the plan). A guard,
 * not a check in the handler, so that a Basic user's request is refused for its plan before its body is read.
 * Use after `SignedIn`, as an instance: `@UseGuards(new ProOnly('Notes are a Pro feature'))`.
 */
export class ProOnly implements CanActivate {
  constructor(private readonly message: string) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<RequestWithUser>().user?.accessLevel !== 'pro') throw new ForbiddenException(this.message);
    return true;
  }
}
