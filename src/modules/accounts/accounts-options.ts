import { type DynamicModule, Global, Module } from '@nestjs/common';

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** Set in code, not the environment: the defaults are the product's policy; tests swap in small numbers. */
export interface AccountsOptions {
  /** Every sign-in attempt from one client (an address, an IPv6 client's /64). */
  loginPerClient: RateLimit;
  /**
   * Failed sign-ins (and wrong current passwords) per username from one client; a success there clears them.
   * Keyed on both, so someone else's wrong guesses never lock the real user out from their own device.
   */
  loginFailuresPerAccountAndClient: RateLimit;
  /**
   * Registrations and e-mail changes from one client, counted together: both can answer "already taken",
   * so they share the budget that keeps accounts from being harvested.
   */
  identityClaimsPerClient: RateLimit;
}

export const DEFAULT_ACCOUNTS_OPTIONS: AccountsOptions = {
  loginPerClient: { points: 20, durationSeconds: 60 },
  loginFailuresPerAccountAndClient: { points: 10, durationSeconds: 15 * 60 },
  identityClaimsPerClient: { points: 10, durationSeconds: 60 * 60 },
};

export const ACCOUNTS_OPTIONS = Symbol('ACCOUNTS_OPTIONS');

/** Import beside the app's modules to replace some of the defaults (the accounts module reads it when present). */
@Global()
@Module({})
export class AccountsOptionsModule {
  static override(options: Partial<AccountsOptions>): DynamicModule {
    return {
      module: AccountsOptionsModule,
      providers: [{ provide: ACCOUNTS_OPTIONS, useValue: { ...DEFAULT_ACCOUNTS_OPTIONS, ...options } }],
      exports: [ACCOUNTS_OPTIONS],
    };
  }
}
