import { parentPort, workerData } from 'node:worker_threads';
import { createBackup } from './backup.js';

/** A scheduled backup, off the server's event loop: SQLite's online backup copies the whole file in one step. */
const { dataDir, file } = workerData as { dataDir: string; file: string };
try {
  const { size, manifest } = await createBackup(dataDir, file);
  parentPort?.postMessage({ ok: true, size, eventCount: manifest.eventCount, lastPosition: manifest.lastPosition });
} catch (error) {
  parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
