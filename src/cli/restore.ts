// `npm run restore -- <file> [--force]`: restores a backup into DATA_DIR (see platform/backup/backup.ts).
// Exit codes: 0 restored, 1 refused or failed (DATA_DIR unchanged), 2 wrong usage or configuration.
import { BackupError, restoreBackup } from '../platform/backup/backup.js';
import { type Fail, configOrExit, failure } from './command.js';

const fail: Fail = failure('restore');

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0].startsWith('-')) fail(2, 'usage: npm run restore -- <file> [--force]   (into DATA_DIR; stop the server first)');
const config = configOrExit(fail);
try {
  const manifest = restoreBackup(files[0], config.dataDir, { force });
  process.stdout.write(
    `Restored ${files[0]} into ${config.dataDir}: ${manifest.eventCount} events up to position ${manifest.lastPosition || 'none'}, ` +
      `taken ${manifest.createdAt} by version ${manifest.appVersion}. Start the server: the read models rebuild from the log.\n`,
  );
} catch (error) {
  fail(1, error instanceof BackupError ? `refused, nothing changed: ${error.message}` : `failed: ${error instanceof Error ? error.message : String(error)}`);
}
