import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/auth.js';
import { NotificationRunner, type RunReport } from '../runs/notification-runner.js';

@ApiTags('notifications')
@ApiCookieAuth('sid')
@Controller('api/admin/notifications')
@UseGuards(AdminOnly)
export class AdminNotificationsController {
  constructor(private readonly runner: NotificationRunner) {}

  @Post('run')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send every mail due now (what the hourly schedule does): how many were sent and how many failed' })
  run(): Promise<RunReport> {
    return this.runner.run();
  }
}
