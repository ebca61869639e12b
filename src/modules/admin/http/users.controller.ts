import { BadRequestException, ConflictException, Controller, Delete, Get, HttpCode, HttpStatus, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandContext, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { AdminOnly, type AuthenticatedUser, CurrentUser } from '../../../platform/http/auth.js';
import { AdminRoleError, AdminRoles } from '../../accounts/users/admin-role.js';
import { USER_ID, UnknownUserError } from '../../accounts/users/user.js';
import { UserView } from '../../accounts/users/user-view.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import { AdminDeleteAccountInput } from '../../accounts/users/account-inputs.js';
import { DeleteAccount } from '../../accounts/users/delete-account.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { ZodBody } from '../../../platform/http/zod-input.js';

/** A user as the console's users tab lists them. */
export type AdminUser = Pick<AuthenticatedUser, 'id' | 'username' | 'email' | 'createdAt' | 'isAdmin' | 'subscriptionStatus' | 'planType' | 'accessLevel'>;

const USER_NOT_FOUND = 'User not found';

@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin/users')
@UseGuards(AdminOnly)
export class UsersController {
  constructor(
    private readonly users: UsersQuery,
    private readonly view: UserView,
    private readonly roles: AdminRoles,
    private readonly deleteAccount: DeleteAccount,
    private readonly projections: ProjectionRunner,
  ) {}

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Delete an account for good (for example one holding the data of a child under 13), with a reason kept in the audit trail: a paid subscription is cancelled at once. Admins lose the role first (400)',
  })
  async remove(@Param('id') userId: string, @ZodBody(AdminDeleteAccountInput) body: AdminDeleteAccountInput, @CurrentUser() admin: AuthenticatedUser): Promise<void> {
    if (!USER_ID.test(userId)) throw new NotFoundException(USER_NOT_FOUND);
    const document = await this.users.findById(userId);
    if (!document) throw new NotFoundException(USER_NOT_FOUND);
    if (document.isAdmin) throw new BadRequestException('Revoke the admin role first');
    const position = await this.deleteAccount.execute({ userId, by: 'admin', reason: body.reason }, newCommandContext(admin.id));
    if (position) await this.projections.whenProcessed(position);
  }

  @Get()
  @ApiOperation({ summary: 'Every user, newest first, with subscription status, plan and admin role' })
  async list(): Promise<AdminUser[]> {
    const documents = await this.users.list();
    return Promise.all(documents.map(async (document) => adminUser(await this.view.of(document))));
  }

  @Post(':id/admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Make a user an admin: the user afterwards' })
  grant(@Param('id') userId: string, @CurrentUser() admin: AuthenticatedUser): Promise<AdminUser> {
    return this.change(userId, (context) => this.roles.grant(userId, context), admin);
  }

  @Delete(':id/admin')
  @ApiOperation({ summary: 'Take the admin role away (never your own, never the last admin’s): the user afterwards' })
  revoke(@Param('id') userId: string, @CurrentUser() admin: AuthenticatedUser): Promise<AdminUser> {
    return this.change(userId, (context) => this.roles.revoke(userId, context), admin);
  }

  private async change(userId: string, command: (context: CommandContext) => Promise<unknown>, admin: AuthenticatedUser): Promise<AdminUser> {
    if (!USER_ID.test(userId)) throw new NotFoundException(USER_NOT_FOUND);
    try {
      await command(newCommandContext(admin.id));
    } catch (error) {
      if (error instanceof UnknownUserError) throw new NotFoundException(USER_NOT_FOUND);
      if (error instanceof AdminRoleError) throw new ConflictException(error.message);
      throw error;
    }
    const document = await this.users.findById(userId);
    if (!document) throw new NotFoundException(USER_NOT_FOUND);
    return adminUser(await this.view.of(document));
  }
}

function adminUser(user: AuthenticatedUser): AdminUser {
  const { id, username, email, createdAt, isAdmin, subscriptionStatus, planType, accessLevel } = user;
  return { id, username, email, createdAt, isAdmin, subscriptionStatus, planType, accessLevel };
}
