import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminOnly } from '../../../platform/http/auth.js';
import { ZodQuery } from '../../../platform/http/zod-input.js';
import { organizerIdOf } from '../inbox/submission.js';
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
  constructor(private readonly submissions: SubmissionsQuery) {}

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
