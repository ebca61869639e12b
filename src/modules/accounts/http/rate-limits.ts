import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Optional,
} from '@nestjs/common';
import type { Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ACCOUNTS_OPTIONS, type AccountsOptions, DEFAULT_ACCOUNTS_OPTIONS, type RateLimit } from '../accounts-options.js';

export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The 429 answer with `Retry-After`, which the platform's error filter does not know about. */
@Catch(TooManyAttemptsException)
export class TooManyAttemptsFilter implements ExceptionFilter {
  catch(exception: TooManyAttemptsException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(exception.getStatus())
      .setHeader('Retry-After', String(exception.retryAfterSeconds))
      .json({ message: exception.message });
  }
}

const limiter = ({ points, durationSeconds }: RateLimit) => new RateLimiterMemory({ points, duration: durationSeconds });

const refusal = (res: RateLimiterRes) => new TooManyAttemptsException(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

/**
 * Fixed windows counted in this process's memory: a window always ends, so no account is locked for good,
 * and the limiter cannot fail the request for a reason of its own. Several instances would each count
 * their own share; a shared store (rate-limiter-flexible has Mongo and Redis ones) is the step up.
 */
@Injectable()
export class RateLimits {
  private readonly loginPerIp: RateLimiterMemory;
  private readonly loginFailures: RateLimiterMemory;
  private readonly registerPerIp: RateLimiterMemory;

  constructor(@Optional() @Inject(ACCOUNTS_OPTIONS) options: AccountsOptions | null) {
    const { loginPerIp, loginFailuresPerUsername, registerPerIp } = options ?? DEFAULT_ACCOUNTS_OPTIONS;
    this.loginPerIp = limiter(loginPerIp);
    this.loginFailures = limiter(loginFailuresPerUsername);
    this.registerPerIp = limiter(registerPerIp);
  }

  /** Counts a sign-in attempt from `ip` and refuses it when the address is over its limit or the username is. */
  async admitLogin(ip: string, username: string): Promise<void> {
    await consume(this.loginPerIp, ip);
    await this.admitPasswordCheck(username);
  }

  /** Refuses a password check for a username that failed too often lately. */
  async admitPasswordCheck(username: string): Promise<void> {
    const failures = await this.loginFailures.get(username.toLowerCase());
    if (failures && failures.remainingPoints <= 0) throw refusal(failures);
  }

  async recordFailure(username: string): Promise<void> {
    await this.loginFailures.consume(username.toLowerCase()).catch(ignoreRefusal);
  }

  async clearFailures(username: string): Promise<void> {
    await this.loginFailures.delete(username.toLowerCase());
  }

  async admitRegistration(ip: string): Promise<void> {
    await consume(this.registerPerIp, ip);
  }
}

async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refusal(error);
    throw error;
  }
}

/** Past the limit, more failures change nothing: the window still ends when it would have. */
function ignoreRefusal(error: unknown): void {
  if (!(error instanceof RateLimiterRes)) throw error;
}
