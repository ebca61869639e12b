// A crawl's result as the server reads it from the crawler apart (`collectRemotely`): one line of 40 MB (beyond a
// real crawl's few megabytes, under the 64 MB cap) sent in 64 kB chunks by a stand-in crawler on 127.0.0.1. What is
// timed is how long the server takes to read and check it, and the longest its event loop was held meanwhile: it
// must stay answering while a crawl's result comes in. (Reading a line by searching all of it again for its end at
// every chunk took 11 s, with the loop held for 1 s at a time.)
import { createServer } from 'node:http';
import { join } from 'node:path';

const LINE_BYTES = 40 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

export async function crawlerAnswer({ root, report }) {
  const { collectRemotely } = await import(join(root, 'dist/modules/ingestion/runs/remote-collect.js'));
  // A line the schema refuses at its end (the events are not a list), so it is read whole and checked whole.
  const line = Buffer.from(`${JSON.stringify({ type: 'done', collection: { events: 'x'.repeat(LINE_BYTES) } })}\n`);
  const crawler = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      let offset = 0;
      const send = () => {
        while (offset < line.length) {
          const more = response.write(line.subarray(offset, offset + CHUNK_BYTES));
          offset += CHUNK_BYTES;
          if (!more) return void response.once('drain', send);
        }
        response.end();
      };
      send();
    });
  });
  await new Promise((resolve) => crawler.listen(0, '127.0.0.1', resolve));
  let longest = 0;
  let last = performance.now();
  const watch = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  let outcome = 'read';
  try {
    await collectRemotely(
      { url: `http://127.0.0.1:${crawler.address().port}`, token: 'bench' },
      { startUrls: ['https://example.org/'], allowedPrivateHosts: [], runTimeoutMs: 120_000, pageLimit: 1, pageTimeoutMs: 1_000, concurrency: 1, chromiumPath: '', userAgent: 'bench' },
      {},
    );
  } catch (error) {
    outcome = error.message.includes('not a crawl’s result') ? 'refused by its schema' : `failed: ${error.message}`;
  } finally {
    clearInterval(watch);
    crawler.close();
  }
  const took = performance.now() - started;
  report('a 40 MB crawl result read from the crawler', `${(took / 1000).toFixed(2)} s, ${outcome}`, 'refused by its schema, < 3 s', outcome === 'refused by its schema' && took < 3_000);
  report('the event loop while it is read', `held at most ${longest.toFixed(0)} ms`, '< 200 ms', longest < 200);
}
