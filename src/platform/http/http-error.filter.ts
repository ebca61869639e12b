import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import type { Response } from 'express';
import { WrongExpectedRevisionError } from '../eventstore/event-store.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { ProjectionTimeoutError } from '../projections/projection.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { TooManyRequestsException } from './too-many-requests.js';

/** Errors raised by Express's body parser before a route runs: they carry an HTTP status and a type. */
interface BodyParserError {
  status: number;
  type: string;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'Request body is not valid JSON',
  'encoding.unsupported': 'Unsupported request body encoding',
  'charset.unsupported': 'Unsupported request body charset',
};

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as BodyParserError).status === 'number' &&
    typeof (error as BodyParserError).type === 'string'
  );
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** The pause a 503 asks for: a store outage or read models catching up. */
const RETRY_AFTER_SECONDS = 5;

/** Every error leaves as `{message}` with its status; anything unexpected is a logged 500 without details. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly log: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, message] = this.describe(exception);
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (status === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(status).json({ message });
  }

  private describe(exception: unknown): [number, string] {
    // Nest wraps the body parser's errors in an HttpException whose message is the parser's own.
    const parserError = exception instanceof HttpException ? exception.cause : exception;
    if (isBodyParserError(parserError) && parserError.status >= 400 && parserError.status < 500) {
      return [parserError.status, BODY_PARSER_MESSAGES[parserError.type] ?? 'Invalid request body'];
    }
    if (exception instanceof HttpException) return [exception.getStatus(), messageOf(exception)];
    if (exception instanceof WrongExpectedRevisionError) {
      return [HttpStatus.CONFLICT, 'This was changed by someone else at the same time: reload and try again'];
    }
    // The change is stored, but the read models that would show it are behind (a store outage they wait out): the
    // request does not claim a success it cannot show. Sent again, it finds the change made (saves, preferences and
    // the like are idempotent) or answers what now stands in the way.
    if (exception instanceof ProjectionTimeoutError) {
      this.log.warn({ err: exception }, 'read models behind: answered 503');
      return [HttpStatus.SERVICE_UNAVAILABLE, 'Your change was saved but is not showing yet: the server is catching up. Reload in a few seconds.'];
    }
    if (exception instanceof StoreUnavailableError) {
      this.log.warn({ err: exception }, 'store unavailable: answered 503');
      return [HttpStatus.SERVICE_UNAVAILABLE, 'The service is briefly unavailable: try again in a few seconds'];
    }
    this.log.error({ err: exception }, 'unhandled error');
    return [HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error'];
  }
}
