import { Controller, ForbiddenException, Get, Header, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { Clock } from '../../../platform/time/clock.js';
import { EventsQuery } from '../read-models/catalog-queries.js';
import { isPro, viewerOf } from './viewer.js';

export const COLLEGES_PRO_MESSAGE = 'Colleges attending are a Pro feature';

@ApiTags('catalog')
@ApiCookieAuth('sid')
@Controller('api/colleges')
@UseGuards(SignedIn)
export class CollegesController {
  constructor(
    private readonly events: EventsQuery,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Colleges named on upcoming unlocked events, with their number of events, most first (Pro and admins; 403 for other plans)',
  })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<{ name: string; events: number }[]> {
    if (!isPro(user) && !user.isAdmin) throw new ForbiddenException(COLLEGES_PRO_MESSAGE);
    return this.events.colleges(viewerOf(user, this.clock.now()), this.clock.today());
  }
}
