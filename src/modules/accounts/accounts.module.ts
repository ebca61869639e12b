import { type MiddlewareConsumer, Module, type NestModule, type OnModuleInit } from '@nestjs/common';
import { PrivacyHooks } from '../../platform/privacy/privacy-hooks.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { AdminBootstrap } from './admins/admin-bootstrap.js';
import { AccountsController } from './http/accounts.controller.js';
import { RateLimits } from './http/rate-limits.js';
import { SignIn } from './http/sign-in.js';
import { UserController } from './http/user.controller.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { Reservations } from './reservations/reservations.js';
import { SessionCookie } from './sessions/session-cookie.js';
import { SessionMiddleware } from './sessions/session.middleware.js';
import { SessionPruner } from './sessions/session-pruner.js';
import { Sessions } from './sessions/sessions.js';
import { SessionsQuery, sessionsProjection } from './sessions/sessions-read-model.js';
import { AdminRoles } from './users/admin-role.js';
import { ChangeEmail } from './users/change-email.js';
import { ChangeLanguage } from './users/change-language.js';
import { ChangeSeasonProfile } from './users/season-profile.js';
import { ChangePassword } from './users/change-password.js';
import { AccountExport } from './users/account-export.js';
import { Credentials } from './users/credentials.js';
import { DeleteAccount } from './users/delete-account.js';
import { RegisterUser } from './users/register-user.js';
import { UserStreams } from './users/user-streams.js';
import { UserHistory } from './users/user-history.js';
import { UserView } from './users/user-view.js';
import { UsersQuery, usersProjection } from './users/users-read-model.js';

/**
 * Users, sessions and the admin role. Resolves the session cookie of every request into `request.user`
 * (the platform's `AuthenticatedUser`), which the platform's `SignedIn` / `AdminOnly` guards check.
 */
@Module({
  controllers: [AccountsController, UserController],
  providers: [
    AccountExport,
    AdminBootstrap,
    AdminRoles,
    ChangeEmail,
    ChangeLanguage,
    ChangeSeasonProfile,
    ChangePassword,
    Credentials,
    DeleteAccount,
    PasswordHasher,
    RateLimits,
    RegisterUser,
    Reservations,
    SessionCookie,
    SessionMiddleware,
    SessionPruner,
    Sessions,
    SessionsQuery,
    SignIn,
    UserStreams,
    UsersQuery,
    UserHistory,
    UserView,
  ],
  exports: [AdminRoles, DeleteAccount, UserHistory, UsersQuery, UserView],
})
export class AccountsModule implements NestModule, OnModuleInit {
  constructor(
    private readonly projections: ProjectionRunner,
    private readonly privacy: PrivacyHooks,
    private readonly accountExport: AccountExport,
  ) {}

  onModuleInit(): void {
    this.accountExport.register(this.privacy);
    this.projections.register(usersProjection);
    this.projections.register(sessionsProjection);
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('{*path}');
  }
}
