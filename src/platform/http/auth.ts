import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Access, AccessLevel } from './access.js';

/**
 * The signed-in user as every module sees it. The accounts module resolves the session cookie into it
 * (`request.user`) before any guard runs; the platform only defines the contract, so it imports no module.
 */
export interface AuthenticatedUser {
  id: string;
  username: string;
  email: string;
  /** The language the user reads the site and their mail in. */
  language: 'en' | 'es';
  isAdmin: boolean;
  /** What the catalog unlocks for this user (admins see everything whatever their level). */
  accessLevel: AccessLevel;
  subscriptionStatus: Access['subscriptionStatus'];
  stripeSubscriptionId: string | null;
  planType: Access['planType'];
  /** ISO 8601. */
  createdAt: string;
  /** Where the season is planned from (a US ZIP code), and that ZIP's place, for "Home: Boston, MA". */
  homeZip: string | null;
  home: { city: string; state: string; lat: number; lon: number } | null;
  /** The graduation years of the user's athletes, ascending. */
  gradYears: number[];
  /** Colleges the user follows (Pro), as entered, in the order followed. */
  followedColleges: string[];
}

export type RequestWithUser = Request & { user?: AuthenticatedUser };

function userOf(context: ExecutionContext): AuthenticatedUser | undefined {
  return context.switchToHttp().getRequest<RequestWithUser>().user;
}

/** 401 `{message: 'Not signed in'}` unless a session cookie resolved to a user. */
@Injectable()
export class SignedIn implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!userOf(context)) throw new UnauthorizedException('Not signed in');
    return true;
  }
}

/** 401 when signed out, 403 `{message: 'Admins only'}` for a signed-in user who is not an admin. */
@Injectable()
export class AdminOnly implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = userOf(context);
    if (!user) throw new UnauthorizedException('Not signed in');
    if (!user.isAdmin) throw new ForbiddenException('Admins only');
    return true;
  }
}

/** The signed-in user; use behind `SignedIn` or `AdminOnly` (without one it still refuses a signed-out request). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = userOf(context);
  if (!user) throw new UnauthorizedException('Not signed in');
  return user;
});
