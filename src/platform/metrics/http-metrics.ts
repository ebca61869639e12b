import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler } from 'express';
import { METRICS_PATH } from './metrics.controller.js';
import { type Metrics, UNMATCHED_ROUTE } from './metrics.js';

/** The route template that answered (`/api/events/:id`), never the URL with its ids or query; one value for no route. */
export function routeOf(request: Pick<Request, 'baseUrl'> & { route?: { path?: unknown } }): string {
  const path = request.route?.path;
  return typeof path === 'string' ? `${request.baseUrl ?? ''}${path}` : UNMATCHED_ROUTE;
}

/** Counts and times every answer by method, route template and status once it is sent; scrapes of /metrics are left out. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (request, response, next) => {
    const started = performance.now();
    response.once('finish', () => {
      const route = routeOf(request);
      if (route === METRICS_PATH) return;
      metrics.observeHttpRequest(request.method, route, response.statusCode, (performance.now() - started) / 1000);
    });
    next();
  };
}
