import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logging/logger.js';

/**
 * Paths that carry a secret: a calendar feed's address is its only credential (calendar apps cannot send a
 * cookie or a header), so everything after `/api/calendar/` but the extension is blanked, in any letter case
 * and with a trailing slash too (the router accepts both).
 */
const SECRET_SEGMENTS: readonly RegExp[] = [/^(\/api\/calendar\/).+?(\.ics)?\/?$/i];

/** The path as it may be logged: without its query string (which may carry tokens) and with secret segments blanked. */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0];
  for (const pattern of SECRET_SEGMENTS) if (pattern.test(path)) return path.replace(pattern, '$1[redacted]$2');
  return path;
}

/**
 * One line per request: method, loggable path (see `loggablePath`), status and time. No headers, no bodies,
 * so no cookie or password can reach the log.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: loggablePath(req.url) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    // 4xx are the client's business (a signed-out visitor's GET /api/user is a 401): only 5xx are errors.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${loggablePath(req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${loggablePath(req.url)} ${res.statusCode}`,
  }) as unknown as RequestHandler;
}
