import { timingSafeEqual } from 'node:crypto';
import { BadRequestException, Controller, Headers, HttpCode, HttpException, HttpStatus, Inject, NotFoundException, Post, Req, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { CsrfExempt } from '../../../platform/http/csrf.guard.js';
import { TooManyRequestsException } from '../../../platform/http/too-many-requests.js';
import { Inbox, MailRefusedError } from '../inbox/inbox.js';
import { OverLimitError } from '../inbox/inbox-limits.js';
import { SubmissionReadError } from '../inbox/submission-reader.js';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Where an inbound-mail service (one that receives the organizers' address's mail and posts each message) delivers:
 * the raw RFC 5322 message as the body, `Authorization: Bearer <INBOX_HTTP_TOKEN>`. Off (404) without the token.
 * Our own mails and automatic replies are taken (202) and dropped, so the service does not retry them.
 */
@ApiTags('organizers')
@Controller('api/inbox')
export class InboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inbox: Inbox,
  ) {}

  @Post('messages')
  @CsrfExempt()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'An inbound-mail service delivers one raw message (message/rfc822) to the organizers’ inbox: 202 with the submission, 401 wrong token, 404 off, 413 too big, 429 too many' })
  async receive(@Req() request: Request, @Headers('authorization') authorization: string | undefined): Promise<{ submissionId: string | null; ignored?: string }> {
    const token = this.config.inbox.httpToken;
    if (!token) throw new NotFoundException('Not found');
    const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) throw new UnauthorizedException('A valid bearer token is required');
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new BadRequestException('Send the raw message as the body (Content-Type: message/rfc822)');
    try {
      return await this.inbox.receive(body, 'http', null);
    } catch (error) {
      if (error instanceof MailRefusedError) {
        if (error.refusal === 'too-big') throw new HttpException(error.message, HttpStatus.PAYLOAD_TOO_LARGE);
        if (error.refusal === 'ours' || error.refusal === 'automatic') return { submissionId: null, ignored: error.message };
        throw new BadRequestException(error.message);
      }
      if (error instanceof OverLimitError) throw new TooManyRequestsException(error.retryAfterSeconds, error.message);
      if (error instanceof SubmissionReadError) throw new ServiceUnavailableException(error.message);
      throw error;
    }
  }
}
