import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Read and written by the server's own user only. */
const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;
/** The sticky bit: a shared folder such as /tmp, which is never ours to close. */
const STICKY = 0o1000;

/**
 * Prepares the file of a store holding personal data (the event log, the key vault): its folder made for, or already
 * owned by, the server's user is closed to others (0700), and the file and its SQLite companions (`-wal`, `-shm`,
 * `-journal`), created now if missing, are the owner's alone (0600). SQLite creates its journal files with the
 * database file's permissions, so they stay closed too. A shared folder (sticky, or another user's) is left as it is.
 */
export function preparePrivateFile(file: string): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_DIR });
  const folderStat = statSync(folder);
  const ours = typeof process.getuid !== 'function' || folderStat.uid === process.getuid();
  if (ours && (folderStat.mode & STICKY) === 0 && (folderStat.mode & 0o777) !== OWNER_ONLY_DIR) chmodSync(folder, OWNER_ONLY_DIR);
  if (!existsSync(file)) closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  for (const companion of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(companion) && (statSync(companion).mode & 0o777) !== OWNER_ONLY_FILE) chmodSync(companion, OWNER_ONLY_FILE);
  }
}
