import { DELETED_USER_NAME } from '../../../platform/privacy/personal-data.js';
import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../../../platform/eventsourcing/command-context.js';
import { type HistoryEntry, type HistoryPage, emptyHistory } from '../../../platform/eventsourcing/history.js';
import { AdminOnly } from '../../../platform/http/auth.js';
import { ZodQuery } from '../../../platform/http/zod-input.js';
import { UserHistory } from '../../accounts/users/user-history.js';
import { USER_ID } from '../../accounts/users/user.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import { SubscriptionHistory } from '../../billing/access/access-history.js';
import { EventHistory } from '../../catalog/events/event-history.js';
import { SubmissionHistory } from '../../ingestion/inbox/submission-history.js';
import { DraftHistory } from '../../ingestion/record/draft-history.js';
import { ScraperHistory } from '../../ingestion/scrapers/scraper-history.js';

const PageQuery = z.strictObject({
  page: z.coerce.number({ error: 'Must be a page number from 1' }).int('Must be a whole number').min(1, 'Must be at least 1').max(1_000_000, 'Too large').default(1),
});
type PageParams = z.infer<typeof PageQuery>;

/** A timeline entry with the acting user named (null when that user is unknown or it was the server). */
export type AuditEntry = Omit<HistoryEntry, 'actorId'> & { actor: { id: string; username: string | null } };

/**
 * Audit timelines: one stream each, the stream chosen by the route and the id's shape checked by the module
 * that owns it, so no other stream can be reached through here.
 */
@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin/history')
@UseGuards(AdminOnly)
export class HistoryController {
  constructor(
    private readonly users: UsersQuery,
    private readonly userHistory: UserHistory,
    private readonly eventHistory: EventHistory,
    private readonly subscriptionHistory: SubscriptionHistory,
    private readonly scraperHistory: ScraperHistory,
    private readonly draftHistory: DraftHistory,
    private readonly submissionHistory: SubmissionHistory,
  ) {}

  @Get('users/:id')
  @ApiOperation({ summary: 'A user’s account events, newest first, 50 a page (no password ever shown)' })
  async user(@Param('id') userId: string, @ZodQuery(PageQuery) query: PageParams): Promise<HistoryPage<AuditEntry>> {
    return this.named(await this.userHistory.page(userId, query.page), 'No history for this user');
  }

  @Get('events/:id')
  @ApiOperation({ summary: 'An event’s catalog events (removed events too), newest first, 50 a page' })
  async event(@Param('id') eventId: string, @ZodQuery(PageQuery) query: PageParams): Promise<HistoryPage<AuditEntry>> {
    return this.named(await this.eventHistory.page(eventId, query.page), 'No history for this event');
  }

  @Get('subscriptions/:userId')
  @ApiOperation({ summary: 'A user’s billing events (granted access, subscriptions), newest first, 50 a page' })
  async subscription(@Param('userId') userId: string, @ZodQuery(PageQuery) query: PageParams): Promise<HistoryPage<AuditEntry>> {
    if (!USER_ID.test(userId) || !(await this.users.findById(userId))) throw new NotFoundException('User not found');
    const page = await this.subscriptionHistory.page(userId, query.page);
    return this.named(page ?? emptyHistory(query.page), 'No history for this user');
  }

  @Get('scrapers/:id')
  @ApiOperation({ summary: 'A scraper’s edits and runs, newest first, 50 a page' })
  async scraper(@Param('id') scraperId: string, @ZodQuery(PageQuery) query: PageParams): Promise<HistoryPage<AuditEntry>> {
    return this.named(await this.scraperHistory.page(scraperId, query.page), 'No history for this scraper');
  }

  @Get('drafts/:id')
  @ApiOperation({ summary: 'A draft’s stream: what its source said, the admin’s decision, and when its source stopped (or started again) showing it, newest first, 50 a page' })
  async draft(@Param('id') draftId: string, @ZodQuery(PageQuery) query: PageParams): Promise<HistoryPage<AuditEntry>> {
    return this.named(await this.draftHistory.page(draftId, query.page), 'No history for this draft');
  }

  @Get('submissions/:id')
  @ApiOperation({ summary: 'An organizer’s submission: how it came and who sent it, its confirmation, and the answers admins’ decisions sent, newest first, 50 a page' })
  async submission(@Param('id') submissionId: string, @ZodQuery(PageQuery) query: PageParams): Promise<HistoryPage<AuditEntry>> {
    return this.named(await this.submissionHistory.page(submissionId, query.page), 'No history for this submission');
  }

  private async named(page: HistoryPage | null, notFound: string): Promise<HistoryPage<AuditEntry>> {
    if (!page) throw new NotFoundException(notFound);
    const actorIds = [...new Set(page.entries.map((entry) => entry.actorId))].filter((id) => id !== SYSTEM_ACTOR);
    const names = new Map<string, string>();
    for (const id of actorIds) {
      const actor = await this.users.findById(id);
      if (actor) names.set(id, actor.username);
    }
    return {
      ...page,
      // An actor the users list no longer has is a deleted account.
      entries: page.entries.map(({ actorId, ...entry }) => ({
        ...entry,
        actor: { id: actorId, username: actorId === SYSTEM_ACTOR ? null : (names.get(actorId) ?? DELETED_USER_NAME) },
      })),
    };
  }
}
