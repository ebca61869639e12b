import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logging/logger.js';

/**
 * One line per request: method, path without its query string (which may carry tokens), status and time.
 * No headers, no bodies, so no cookie or password can reach the log.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: (req.url ?? '').split('?')[0] }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    // 4xx are the client's business (a signed-out visitor's GET /api/user is a 401): only 5xx are errors.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode}`,
  }) as unknown as RequestHandler;
}
