import { BadRequestException, Body, Controller, HttpCode, HttpException, HttpStatus, type PipeTransform, Post, Req, ServiceUnavailableException } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { clientKey } from '../../../platform/http/client-key.js';
import { TooManyRequestsException } from '../../../platform/http/too-many-requests.js';
import { describeZodError, isHttpUrl, requiredText } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { type EventDetails, EventDetailsInput, cleanDetails } from '../../catalog/events/event-details.js';
import { InboxThrottle, OverLimitError } from '../inbox/inbox-limits.js';
import { problemIn, textsFor } from '../inbox/organizer-texts.js';
import { ReadingsKept, evidenceKept } from '../inbox/readings-kept.js';
import { LANGUAGES, type Language, SubmissionError, type SubmittedEvent } from '../inbox/submission.js';
import { SubmissionCommands } from '../inbox/submission-commands.js';
import { type ReadResult, SubmissionReadError, SubmissionReader } from '../inbox/submission-reader.js';

/** The largest file the submission page takes (a flyer is a few hundred kilobytes). */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** The events a reading answers at most (the organizer picks one). */
const EVENTS_ANSWERED = 20;

const Language_ = z.enum(LANGUAGES, { error: 'Must be en or es' });
const Link = z
  .string({ error: 'Must be text' })
  .trim()
  .max(2_000, 'Must be at most 2000 characters')
  .refine(isHttpUrl, 'Must be a web address (http or https)');
const FileInput = z.strictObject({
  name: z.string({ error: 'Must be text' }).trim().max(200, 'Must be at most 200 characters'),
  type: z.string({ error: 'Must be text' }).trim().max(100, 'Must be at most 100 characters'),
  // The body's own cap (ORGANIZER_BODY_LIMIT) bounds it; past MAX_FILE_BYTES decoded it is refused in the organizer's language.
  data: z.string({ error: 'Must be text' }),
});
type FileBody = z.infer<typeof FileInput>;

const ReadInput = z.union([z.strictObject({ language: Language_, link: Link }), z.strictObject({ language: Language_, file: FileInput })], {
  error: 'Send a link or a file',
});
type ReadBody = z.infer<typeof ReadInput>;

const SubmitInput = z
  .strictObject({
    name: requiredText(100),
    email: z.email({ error: 'Must be an e-mail address' }).max(254, 'Must be at most 254 characters'),
    language: Language_,
    channel: z.enum(['form', 'link', 'file'], { error: 'Must be form, link or file' }),
    link: Link.optional(),
    file: FileInput.optional(),
    /** The page's reading the event was filled in from (`read`'s `readingId`) and which of its events: its evidence is kept. */
    reading: z.strictObject({ id: z.uuid({ error: 'Must be a reading id' }), event: z.number().int().min(0).max(100) }).optional(),
    event: EventDetailsInput,
  })
  .superRefine((body, context) => {
    if (body.channel === 'link' && !body.link) context.addIssue({ code: 'custom', path: ['link'], message: 'Required when the event was read from a link' });
    if (body.channel === 'file' && !body.file) context.addIssue({ code: 'custom', path: ['file'], message: 'Required when the event was read from a file' });
  });
type SubmitBody = z.infer<typeof SubmitInput>;

const ConfirmInput = z.strictObject({ token: z.string({ error: 'Must be text' }).max(1_000, 'Must be at most 1000 characters'), language: Language_.optional() });
type ConfirmBody = z.infer<typeof ConfirmInput>;

/**
 * The body, checked against `schema`; refused with 400 in the organizer's language (the `language` it gives): the
 * field's path as the page knows it, the reason in Spanish for a Spanish page.
 */
class OrganizerBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const language = typeof value === 'object' && value !== null && (value as { language?: unknown }).language === 'es' ? 'es' : 'en';
    throw new BadRequestException(problemIn(language, describeZodError(parsed.error)));
  }
}
const OrganizerInput = (schema: z.ZodType): ParameterDecorator => {
  return (target, key, index) => {
    Body(new OrganizerBody(schema))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (descriptor && key !== undefined) ApiBody({ schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as never })(target, key, descriptor);
  };
};

/** The file's bytes, or a 400/413 in the organizer's language. */
function bytesOf(file: FileBody, language: Language): Uint8Array {
  const bytes = Buffer.from(file.data, 'base64');
  if (bytes.byteLength === 0) throw new BadRequestException(textsFor(language).problems['file-unreadable']);
  if (bytes.byteLength > MAX_FILE_BYTES) throw new HttpException(textsFor(language).fileTooBig(MAX_FILE_BYTES / 1024 / 1024), HttpStatus.PAYLOAD_TOO_LARGE);
  return bytes;
}

/** Over a limit, or a reading that failed, as an answer in the organizer's language. */
function answerOf(error: unknown, language: Language): unknown {
  const texts = textsFor(language);
  if (error instanceof OverLimitError) return new TooManyRequestsException(error.retryAfterSeconds, texts.tooMany(Math.max(1, Math.ceil(error.retryAfterSeconds / 60))));
  if (error instanceof SubmissionReadError) return error.problem === 'busy' ? new ServiceUnavailableException(texts.problems.busy) : new BadRequestException(texts.problems[error.problem]);
  return error;
}

/**
 * The organizers' submission page's API, with no account: read a link or a file into the form, send an event (its
 * sender confirms it by a link mailed to them), confirm. Everything sent is hostile input: capped, counted per
 * client and per address, read under the scrapers' guards, and answered in the organizer's language.
 */
@ApiTags('organizers')
@Controller('api/organizers')
export class OrganizersController {
  constructor(
    private readonly reader: SubmissionReader,
    private readonly submissions: SubmissionCommands,
    private readonly throttle: InboxThrottle,
    private readonly projections: ProjectionRunner,
    private readonly readings: ReadingsKept,
  ) {}

  @Post('read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Read an event page’s link or a file (a PDF flyer, an .ics) into the submission form: the events found, each value with its evidence, and the reading’s id to send them with (values sent as read keep their evidence). Nothing is recorded. 400 unreadable, 413 too big, 429 too many' })
  async read(@Req() request: Request, @OrganizerInput(ReadInput) body: ReadBody): Promise<{ readingId: string; events: SubmittedEvent[] }> {
    try {
      await this.throttle.client(clientKey(request));
      let result: ReadResult;
      if ('link' in body) result = await this.reader.readLink(body.link, new URL(body.link).hostname);
      else result = await this.reader.readFile(`upload-${Date.now().toString(36)}`, { name: body.file.name, type: body.file.type, bytes: bytesOf(body.file, body.language) }, '');
      const events = result.events.slice(0, EVENTS_ANSWERED);
      return { readingId: this.readings.keep(events), events };
    } catch (error) {
      throw answerOf(error, body.language);
    }
  }

  @Post('submissions')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send an event for review (no account): the sender gets a link to confirm it; only then do admins see it. 400 invalid, 413 file too big, 429 too many' })
  async submit(@Req() request: Request, @OrganizerInput(SubmitInput) body: SubmitBody): Promise<{ submissionId: string }> {
    try {
      const file = body.channel === 'file' && body.file ? { ...body.file, bytes: bytesOf(body.file, body.language) } : null;
      await this.throttle.client(clientKey(request));
      await this.throttle.address(body.email);
      const details = cleanDetails(body.event as EventDetails);
      const readFrom = body.reading && body.channel !== 'form' ? this.readings.event(body.reading.id, body.reading.event) : null;
      const { submissionId } = await this.submissions.receive({
        channel: body.channel,
        via: 'web',
        sender: { name: body.name, email: body.email },
        language: body.language,
        subject: null,
        text: null,
        link: body.channel === 'link' ? (body.link ?? null) : null,
        files: file ? [{ name: file.name, type: file.type, size: file.bytes.byteLength }] : [],
        original: file ? file.data : null,
        events: [{ details, evidence: readFrom ? evidenceKept(readFrom, details) : {}, doubts: [] }],
        notes: [],
      });
      return { submissionId };
    } catch (error) {
      throw answerOf(error, body.language);
    }
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm a submission by the token its sender was mailed: its events become drafts for admins (once). 400 invalid or expired' })
  async confirm(@OrganizerInput(ConfirmInput) body: ConfirmBody): Promise<{ events: number; language: Language }> {
    const texts = textsFor(body.language ?? 'en');
    const submissionId = this.submissions.submissionOf(body.token);
    if (!submissionId) throw new BadRequestException(texts.badLink);
    try {
      const { events, position, language } = await this.submissions.confirm(submissionId);
      if (position) await this.projections.whenProcessed(position);
      return { events, language };
    } catch (error) {
      if (error instanceof SubmissionError) throw new BadRequestException(error.reason === 'expired' ? texts.expiredLink : texts.badLink);
      throw error;
    }
  }
}
