import { Inject, Injectable, Optional } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../../../platform/http/too-many-requests.js';
import { ACCOUNTS_OPTIONS, type AccountsOptions, DEFAULT_ACCOUNTS_OPTIONS, type RateLimit } from '../accounts-options.js';

const limiter = ({ points, durationSeconds }: RateLimit) => new RateLimiterMemory({ points, duration: durationSeconds });

const refusal = (res: RateLimiterRes) => new TooManyRequestsException(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

/** One key per account and client; the username is lowercased, as sign-in ignores its case. */
const failureKey = (username: string, client: string) => `${username.toLowerCase()}\n${client}`;

/**
 * Fixed windows counted in this process's memory: a window always ends, so no account is locked for good,
 * and the limiter cannot fail the request for a reason of its own. Several instances would each count
 * their own share; a shared store (rate-limiter-flexible has Mongo and Redis ones) is the step up.
 * `client` is the platform's client key (the address Express derives, an IPv6 client's /64).
 */
@Injectable()
export class RateLimits {
  private readonly loginPerClient: RateLimiterMemory;
  private readonly loginFailures: RateLimiterMemory;
  private readonly identityClaims: RateLimiterMemory;

  constructor(@Optional() @Inject(ACCOUNTS_OPTIONS) options: AccountsOptions | null) {
    const { loginPerClient, loginFailuresPerAccountAndClient, identityClaimsPerClient } = options ?? DEFAULT_ACCOUNTS_OPTIONS;
    this.loginPerClient = limiter(loginPerClient);
    this.loginFailures = limiter(loginFailuresPerAccountAndClient);
    this.identityClaims = limiter(identityClaimsPerClient);
  }

  /** Counts a sign-in attempt from `client` and refuses it when the client is over its limit, or failed too often on this username. */
  async admitLogin(client: string, username: string): Promise<void> {
    await consume(this.loginPerClient, client);
    await this.admitPasswordCheck(username, client);
  }

  /** Refuses a password check for a username that failed too often lately from this client. */
  async admitPasswordCheck(username: string, client: string): Promise<void> {
    const failures = await this.loginFailures.get(failureKey(username, client));
    if (failures && failures.remainingPoints <= 0) throw refusal(failures);
  }

  async recordFailure(username: string, client: string): Promise<void> {
    await this.loginFailures.consume(failureKey(username, client)).catch(ignoreRefusal);
  }

  async clearFailures(username: string, client: string): Promise<void> {
    await this.loginFailures.delete(failureKey(username, client));
  }

  /** A registration or an e-mail change: either can tell whether an address or a name is taken. */
  async admitIdentityClaim(client: string): Promise<void> {
    await consume(this.identityClaims, client);
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
