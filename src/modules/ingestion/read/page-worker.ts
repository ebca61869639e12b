import { parentPort } from 'node:worker_threads';
import { readDocument, readFeed, readPage } from './extract.js';
import { parseMail } from './mail.js';
import { assemble } from '../resolve/assemble.js';
import type { ReadRequest, ReadResponse } from './page-reader.js';

/**
 * The worker thread that reads scraped pages and feeds: every pattern that meets a page's text runs here, so a page
 * built to be slow to read can only hold this thread (which the reader kills), never the server's event loop.
 */
parentPort?.on('message', (request: ReadRequest) => {
  // A document's text is read asynchronously (pdf.js); everything else at once.
  void (async () => {
    let response: ReadResponse;
    try {
      const result =
        request.kind === 'page'
          ? readPage(request.page, request.settings)
          : request.kind === 'feed'
            ? readFeed(request.feed, request.settings)
            : request.kind === 'document'
              ? await readDocument(request.document, request.settings)
              : request.kind === 'mail'
                ? await parseMail(request.raw)
                : assemble(request.readings, request.settings);
      response = { id: request.id, ok: true, result };
    } catch (error) {
      response = { id: request.id, ok: false, error: error instanceof Error ? error.message.split('\n')[0].slice(0, 300) : 'The page could not be read' };
    }
    parentPort?.postMessage(response);
  })();
});
