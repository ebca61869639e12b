import { type DynamicModule, Global, Inject, Injectable, Module, Optional } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface Limit {
  points: number;
  durationSeconds: number;
}

/** How much organizers may send, counted in this process's memory (fixed windows that always end). */
export interface InboxLimits {
  /** Submissions (form or mail) from one sender's address. */
  perAddress: Limit;
  /** Submissions and readings from one client (an address on the web, a connecting mail server). */
  perClient: Limit;
}

export const DEFAULT_INBOX_LIMITS: InboxLimits = {
  perAddress: { points: 10, durationSeconds: 60 * 60 },
  perClient: { points: 30, durationSeconds: 60 * 60 },
};

export const INBOX_LIMITS = Symbol('INBOX_LIMITS');

/** Import beside the app's modules to replace the defaults (a test of a flood makes them small). */
@Global()
@Module({})
export class InboxLimitsModule {
  static override(limits: Partial<InboxLimits>): DynamicModule {
    return { module: InboxLimitsModule, providers: [{ provide: INBOX_LIMITS, useValue: { ...DEFAULT_INBOX_LIMITS, ...limits } }], exports: [INBOX_LIMITS] };
  }
}

/** Over a limit: how long until the window ends. */
export class OverLimitError extends Error {
  override readonly name = 'OverLimitError';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many submissions, try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes`);
  }
}

@Injectable()
export class InboxThrottle {
  private readonly byAddress: RateLimiterMemory;
  private readonly byClient: RateLimiterMemory;

  constructor(@Optional() @Inject(INBOX_LIMITS) limits: InboxLimits | null) {
    const { perAddress, perClient } = limits ?? DEFAULT_INBOX_LIMITS;
    this.byAddress = new RateLimiterMemory({ points: perAddress.points, duration: perAddress.durationSeconds, keyPrefix: 'inbox-address' });
    this.byClient = new RateLimiterMemory({ points: perClient.points, duration: perClient.durationSeconds, keyPrefix: 'inbox-client' });
  }

  /** Counts one submission or reading of `client`; throws `OverLimitError` past the limit. */
  client(key: string): Promise<void> {
    return consume(this.byClient, key);
  }

  /** Counts one submission of the sender `address`; throws `OverLimitError` past the limit. */
  address(address: string): Promise<void> {
    return consume(this.byAddress, address.trim().toLowerCase());
  }
}

async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new OverLimitError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
  }
}
