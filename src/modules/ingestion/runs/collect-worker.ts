import { setPriority } from 'node:os';

/**
 * The worker thread a crawl runs in: Chromium's DevTools traffic, the guard proxy every request of a scraped page goes
 * through, and the crawl's bookkeeping all use this thread's event loop, never the server's, so a busy or hostile
 * site cannot delay an HTTP answer. Whatever this thread fails to handle ends it, and the server fails the run with
 * the reason and kills the Chromium it launched (`collectInWorker`).
 */

/** Niceness 10 of 19: well below the server, still far above idle-only. */
const CRAWL_NICENESS = 10;

/**
 * Gives this thread, and so every process and thread started from it (Chromium's browser, zygote and renderers, the
 * page reader), a lower CPU priority than the server's: on a small host the crawl then uses the cores the server
 * leaves idle, rather than delay its answers by hundreds of milliseconds. On Linux a thread's niceness is its own and
 * is inherited by what it starts; elsewhere this may lower the whole process, which the server can live with too.
 * Done before the crawl's modules are loaded (a second of compiling), hence their import below.
 */
try {
  setPriority(CRAWL_NICENESS);
} catch {
  // Not allowed here (some containers): the crawl runs at the server's priority.
}
const { runCollectWorker } = await import('./collect.js');
runCollectWorker();
