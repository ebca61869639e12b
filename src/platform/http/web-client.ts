import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type RequestHandler } from 'express';

/** Paths the server's own routes answer: the API, the sitemap built from the published posts, and the metrics. */
const isServerPath = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/sitemap.xml' || path === '/metrics';

/**
 * Pages with a document of their own: the events list's draws its first screen before the app has downloaded
 * (web/src/first-screen, built by web/vite.config.ts).
 */
const pageDocuments: ReadonlyArray<readonly [RegExp, string]> = [[/^\/events\/?$/, 'events.html']];

/**
 * Serves the built SPA for every non-API GET: files as they are (hashed assets cached for a year, the rest
 * revalidated), a page's own document when it has one, and index.html for any other path so the client renders
 * its own routes and its 404.
 */
export function webClient(folder: string): RequestHandler {
  const root = resolve(folder);
  const index = join(root, 'index.html');
  const files = express.static(root, {
    index: false,
    setHeaders(response, path) {
      const hashed = path.startsWith(join(root, 'assets'));
      response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, response, next) => {
    if (isServerPath(request.path) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    files(request, response, () => {
      if (request.path.startsWith('/assets/')) {
        response.status(404).type('text/plain').send('Not found');
        return;
      }
      if (!existsSync(index)) {
        response.status(503).type('text/plain').send('The web client is not built yet: run `npm run build:web`.');
        return;
      }
      const own = pageDocuments.find(([path]) => path.test(request.path));
      const document = own && existsSync(join(root, own[1])) ? join(root, own[1]) : index;
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(document);
    });
  };
}
