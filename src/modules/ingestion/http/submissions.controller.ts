import { Controller, Get, Inject, NotFoundException, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminOnly } from '../../../platform/http/auth.js';
import { ZodQuery } from '../../../platform/http/zod-input.js';
import { SUBMISSION_ID, type SubmissionReceived, organizerIdOf, submissionStream } from '../inbox/submission.js';
import { type SubmissionDocument, SubmissionsQuery } from '../read-models/submissions-read-model.js';

const HistoryQuery = z.strictObject({ email: z.email({ error: 'Must be an e-mail address' }).max(254).optional() });
type HistoryParams = z.infer<typeof HistoryQuery>;

/** A submission as an admin reads it in an organizer's history. */
export interface SubmissionView {
  id: string;
  channel: SubmissionDocument['channel'];
  via: SubmissionDocument['via'];
  senderName: string;
  senderEmail: string;
  language: SubmissionDocument['language'];
  subject: string | null;
  link: string | null;
  files: SubmissionDocument['files'];
  notes: string[];
  eventCount: number;
  status: SubmissionDocument['status'];
  answers: { draftId: string; outcome: 'published' | 'rejected'; eventId: string | null; reason: string | null; at: string }[];
  receivedAt: string;
  confirmedAt: string | null;
}

@ApiTags('admin')
@ApiCookieAuth('sid')
@Controller('api/admin/review/submissions')
@UseGuards(AdminOnly)
export class SubmissionsController {
  constructor(
    private readonly submissions: SubmissionsQuery,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  @Get(':id/original')
  @ApiOperation({
    summary:
      'What the organizer sent, as they sent it: the raw mail (.eml) or the uploaded file, always as a download (never shown in the page: it is hostile input). 404 unknown, or a form (no original)',
  })
  async original(@Param('id') submissionId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    if (!SUBMISSION_ID.test(submissionId)) throw new NotFoundException('Submission not found');
    const received = (await this.eventStore.readStream(submissionStream(submissionId))).find((event) => event.type === 'SubmissionReceived') as unknown as SubmissionReceived | undefined;
    const original = received?.data.original;
    if (!received || typeof original !== 'string' || original === '') throw new NotFoundException('This submission has no original');
    const name = received.data.channel === 'mail' ? `submission-${submissionId}.eml` : (received.data.files[0]?.name ?? `submission-${submissionId}`);
    const safeName = name.replace(/[^\w.-]+/g, '_').slice(0, 120) || 'original';
    response.setHeader('Content-Type', 'application/octet-stream');
    response.setHeader('Content-Disposition', `attachment; filename="${safeName}"`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(Buffer.from(original, 'base64'));
  }

  @Get()
  @ApiOperation({ summary: 'Organizers’ submissions, the newest first (with `email`: one organizer’s history): how each came, whether its sender confirmed it, and what admins decided' })
  async list(@ZodQuery(HistoryQuery) query: HistoryParams): Promise<SubmissionView[]> {
    const documents = await this.submissions.list(query.email ? organizerIdOf(query.email) : null);
    return documents.map((document) => ({
      id: document._id,
      channel: document.channel,
      via: document.via,
      senderName: document.senderName,
      senderEmail: document.senderEmail,
      language: document.language,
      subject: document.subject,
      link: document.link,
      files: document.files,
      notes: document.notes,
      eventCount: document.eventCount,
      status: document.status,
      answers: document.answers.map((answer) => ({ ...answer, at: answer.at.toISOString() })),
      receivedAt: document.receivedAt.toISOString(),
      confirmedAt: document.confirmedAt?.toISOString() ?? null,
    }));
  }
}
