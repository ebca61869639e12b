import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { describeZodError } from '../../../platform/http/zod-input.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { type CommandContext, SYSTEM_ACTOR, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { Reservations } from '../reservations/reservations.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { password as passwordRule, username as usernameRule } from '../users/account-inputs.js';
import { AdminRoles } from '../users/admin-role.js';
import { ChangePassword } from '../users/change-password.js';
import { Credentials } from '../users/credentials.js';
import { RegisterUser } from '../users/register-user.js';
import { UsersQuery } from '../users/users-read-model.js';

export const GENERATED_ADMIN_USERNAME = 'admin';

/** Admins made at boot get an address nobody can receive mail at (RFC 2606); they change it from the profile. */
const placeholderEmail = (username: string) => `${username.toLowerCase()}@admin.invalid`;

/**
 * Makes sure someone can administer the site. With ADMIN_USERNAME and ADMIN_PASSWORD that user exists, is an
 * admin and has that password (changing it signs the user out elsewhere). Without them, in embedded mode and
 * outside NODE_ENV=test, the first boot creates `admin` with a generated password printed once on standard
 * output; a later boot finds an admin and prints nothing. Runs after the platform's bootstrap: global modules' hooks run first,
 * so the read models have caught up with the stored events.
 */
@Injectable()
export class AdminBootstrap implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly reservations: Reservations,
    private readonly credentials: Credentials,
    private readonly registerUser: RegisterUser,
    private readonly changePassword: ChangePassword,
    private readonly adminRoles: AdminRoles,
    private readonly users: UsersQuery,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Refuses a weak or malformed admin from the environment before anything starts running. */
  onModuleInit(): void {
    if (!this.config.admin) return;
    checkRule('ADMIN_USERNAME', usernameRule, this.config.admin.username);
    checkRule('ADMIN_PASSWORD', passwordRule, this.config.admin.password);
  }

  async onApplicationBootstrap(): Promise<void> {
    const position = this.config.admin ? await this.fromEnvironment(this.config.admin) : await this.generateFirstAdmin();
    if (position) await this.projections.whenProcessed(position);
  }

  private async fromEnvironment(admin: { username: string; password: string }): Promise<string | null> {
    const context = newCommandContext(SYSTEM_ACTOR);
    const existing = await this.reservations.holderOf('username', admin.username);
    if (existing === null) {
      const { userId, position } = await this.register(admin.username, admin.password, context);
      this.log.info({ username: admin.username }, 'admin account created from ADMIN_USERNAME');
      return latestPosition(position, await this.adminRoles.grant(userId, context));
    }
    const passwordChanged = (await this.credentials.verifyFor(existing, admin.password))
      ? null
      : await this.changePassword.execute({ userId: existing, newPassword: admin.password, keepSession: null }, context);
    const granted = await this.adminRoles.grant(existing, context);
    if (passwordChanged || granted) this.log.info({ username: admin.username }, 'admin account updated from ADMIN_USERNAME');
    return latestPosition(passwordChanged, granted);
  }

  private async generateFirstAdmin(): Promise<string | null> {
    // Tests start from an empty store (a test that wants this admin runs as development).
    if (this.config.eventStoreUrl || this.config.env === 'test' || (await this.users.anyAdmin())) return null;
    if ((await this.reservations.holderOf('username', GENERATED_ADMIN_USERNAME)) !== null) {
      // Promoting whoever registered as "admin" would hand the site to a stranger.
      this.log.warn('no admin exists and the username admin is taken: set ADMIN_USERNAME and ADMIN_PASSWORD to choose one');
      return null;
    }
    const context = newCommandContext(SYSTEM_ACTOR);
    const password = randomBytes(15).toString('base64url');
    const { userId, position } = await this.register(GENERATED_ADMIN_USERNAME, password, context);
    const granted = await this.adminRoles.grant(userId, context);
    console.log(banner(GENERATED_ADMIN_USERNAME, password));
    return latestPosition(position, granted);
  }

  private register(username: string, password: string, context: CommandContext) {
    return this.registerUser.execute({ username, email: placeholderEmail(username), password }, () => context);
  }
}

function checkRule(variable: string, rule: z.ZodType, value: string): void {
  const result = rule.safeParse(value);
  if (!result.success) throw new Error(`Invalid configuration: ${variable} ${describeZodError(result.error)}`);
}

function banner(username: string, password: string): string {
  const lines = [
    'Admin account created',
    `  username: ${username}`,
    `  password: ${password}`,
    'Shown once: sign in and change it from the profile.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}
