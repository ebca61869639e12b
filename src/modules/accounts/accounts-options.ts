import { type DynamicModule, Global, Module } from '@nestjs/common';

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** Set in code, not the environment: the defaults are the product's policy; tests swap in small numbers. */
export interface AccountsOptions {
  /** Every sign-in attempt from one address. */
  loginPerIp: RateLimit;
  /** Failed sign-ins (and wrong current passwords) per username; a success clears them. */
  loginFailuresPerUsername: RateLimit;
  /** Every registration attempt from one address. */
  registerPerIp: RateLimit;
}

export const DEFAULT_ACCOUNTS_OPTIONS: AccountsOptions = {
  loginPerIp: { points: 20, durationSeconds: 60 },
  loginFailuresPerUsername: { points: 10, durationSeconds: 15 * 60 },
  registerPerIp: { points: 10, durationSeconds: 60 * 60 },
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
