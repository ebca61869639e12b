import {
  type CanActivate,
  type DynamicModule,
  type ExecutionContext,
  Global,
  Inject,
  Injectable,
  Module,
  Optional,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RequestWithUser } from './auth.js';
import { TooManyRequestsException } from './too-many-requests.js';

export interface ThrottleLimit {
  points: number;
  durationSeconds: number;
}

/** Per signed-in user, counted in this process's memory like the sign-in limits (fixed windows that always end). */
export interface ThrottleOptions {
  /** Starting a Stripe Checkout or billing portal session: each is a call to Stripe's API. */
  checkoutsPerUser: ThrottleLimit;
  /** Writes a member makes (saves, notes, profile and preference changes, feed links): far above what a person clicks. */
  memberWritesPerUser: ThrottleLimit;
  /** Downloading all of one's data: a whole account's history at once, a few times an hour is plenty. */
  exportsPerUser: ThrottleLimit;
}

export type ThrottleName = keyof ThrottleOptions;

export const DEFAULT_THROTTLE_OPTIONS: ThrottleOptions = {
  checkoutsPerUser: { points: 10, durationSeconds: 10 * 60 },
  memberWritesPerUser: { points: 120, durationSeconds: 60 },
  exportsPerUser: { points: 5, durationSeconds: 60 * 60 },
};

const MESSAGES: Record<ThrottleName, (minutes: string) => string> = {
  checkoutsPerUser: (minutes) => `Too many payment pages opened, try again in ${minutes}`,
  memberWritesPerUser: (minutes) => `Too many changes at once, try again in ${minutes}`,
  exportsPerUser: (minutes) => `Too many downloads of your data, try again in ${minutes}`,
};

export const THROTTLE_OPTIONS = Symbol('THROTTLE_OPTIONS');

/** Import beside the app's modules to replace some of the defaults (tests lift them, or make them small). */
@Global()
@Module({})
export class ThrottleOptionsModule {
  static override(options: Partial<ThrottleOptions>): DynamicModule {
    return {
      module: ThrottleOptionsModule,
      providers: [{ provide: THROTTLE_OPTIONS, useValue: { ...DEFAULT_THROTTLE_OPTIONS, ...options } }],
      exports: [THROTTLE_OPTIONS],
    };
  }
}

/** The counters, one set for the whole app, so every module's routes draw on one budget per user. */
@Injectable()
export class Throttles {
  private readonly limiters: Record<ThrottleName, RateLimiterMemory>;

  constructor(@Optional() @Inject(THROTTLE_OPTIONS) options: ThrottleOptions | null) {
    const limits = options ?? DEFAULT_THROTTLE_OPTIONS;
    const limiter = ({ points, durationSeconds }: ThrottleLimit) => new RateLimiterMemory({ points, duration: durationSeconds });
    this.limiters = {
      checkoutsPerUser: limiter(limits.checkoutsPerUser),
      memberWritesPerUser: limiter(limits.memberWritesPerUser),
      exportsPerUser: limiter(limits.exportsPerUser),
    };
  }

  /** Counts one request of `key` against `name`, or refuses it with 429 and `Retry-After`. */
  async admit(name: ThrottleName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new TooManyRequestsException(seconds, MESSAGES[name](`${minutes} minute${minutes === 1 ? '' : 's'}`));
    }
  }
}

const THROTTLE = 'throttle';

/** Counts the signed-in user's requests against the route's throttle; behind `SignedIn` (a signed-out request passes to it). */
@Injectable()
export class ThrottleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly throttles: Throttles,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<ThrottleName | undefined>(THROTTLE, [context.getHandler(), context.getClass()]);
    const user = context.switchToHttp().getRequest<RequestWithUser>().user;
    if (name && user) await this.throttles.admit(name, user.id);
    return true;
  }
}

/** Puts a route (or every route of a controller) under a per-user throttle; list it after `SignedIn`. */
export const Throttled = (name: ThrottleName) => applyDecorators(SetMetadata(THROTTLE, name), UseGuards(ThrottleGuard));
