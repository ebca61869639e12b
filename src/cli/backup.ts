// `npm run backup -- <file>`: a backup of DATA_DIR's embedded store (see platform/backup/backup.ts).
// Exit codes: 0 written, 1 the backup failed, 2 wrong usage or configuration.
import { BackupError, createBackup } from '../platform/backup/backup.js';
import { type Fail, configOrExit, failure } from './command.js';

const fail: Fail = failure('backup');

const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) fail(2, 'usage: npm run backup -- <file>   (reads DATA_DIR like the server)');
const config = configOrExit(fail);
if (config.eventStoreUrl) {
  fail(2, 'EVENTSTORE_URL is set: the events live in EventStoreDB, back them up with its own tools (this command backs up the embedded store)');
}
try {
  const { file, size, manifest } = await createBackup(config.dataDir, args[0], (line) => process.stderr.write(`backup: ${line}\n`));
  process.stdout.write(
    `Backup written to ${file} (${size} bytes): ${manifest.eventCount} events up to position ${manifest.lastPosition || 'none'}, checksum ${manifest.checksum}\n`,
  );
} catch (error) {
  fail(1, error instanceof BackupError ? error.message : `failed: ${error instanceof Error ? error.message : String(error)}`);
}
