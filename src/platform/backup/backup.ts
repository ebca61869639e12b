import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { padPosition } from '../eventstore/event-store.js';
import { KeyVault, erasuresIn, keyVaultFile, restoredErasureMark } from '../privacy/key-vault.js';
import { isAlive } from '../process/is-alive.js';
import { signingKeyFile } from '../security/token-signer.js';
import { BLOCK, TarError, appendFile, listTar, padding, readEntry, tarHeader, writeAll } from './tar.js';

/**
 * A backup of the embedded deployment: one tar archive holding `manifest.json` first, then the files a server needs to
 * answer as it did: `events.sqlite` (the log), `personal-keys.sqlite` (the keys personal data is sealed with: without
 * them the personal fields in the log cannot be read) and `signing.key` when there is one (links already mailed keep
 * working). The SQLite files are taken with SQLite's online backup, so the server may run and write meanwhile.
 * Left out: `read-models/` (snapshots: rebuilt from the log at the first start) and `outbox/` (mails already written).
 */
export const MANIFEST = 'manifest.json';
export const FORMAT = 'fieldhockey-events-backup';
export const FORMAT_VERSION = 1;
export const EVENTS_FILE = 'events.sqlite';
const KEYS_FILE = basename(keyVaultFile('.'));
const SIGNING_FILE = basename(signingKeyFile('.'));
/** What a restore replaces or removes in a DATA_DIR, with SQLite's side files and the snapshots derived from the old log. */
const REPLACED = [EVENTS_FILE, KEYS_FILE].flatMap((file) => [file, `${file}-wal`, `${file}-shm`]).concat(SIGNING_FILE, 'read-models');

export interface BackupFile {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  /** The event store's identity (`store_meta`): a restore keeps it, so read-model snapshots can tell it is the same log. */
  storeIdentity: string;
  eventCount: number;
  /** Global position of the last event in the backup ('' when empty). */
  lastPosition: string;
  files: BackupFile[];
  /** sha256 of this manifest without this field (files' checksums included): one checksum for the whole backup. */
  checksum: string;
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function manifestChecksum(manifest: Omit<BackupManifest, 'checksum'>): string {
  const { format, formatVersion, appVersion: version, createdAt, storeIdentity, eventCount, lastPosition, files } = manifest;
  const canonical = JSON.stringify({ format, formatVersion, appVersion: version, createdAt, storeIdentity, eventCount, lastPosition, files });
  return createHash('sha256').update(canonical).digest('hex');
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: BackupManifest;
}

/**
 * Takes a backup of `dataDir` into `file`. Everything is written under a temporary name beside it (`<file>.<pid>.partial`),
 * whose first block stays zero until the rest is on disk: a run that dies leaves only a file that is no archive. It
 * is then synced and renamed into place. `say` hears each step (the command prints them).
 */
export async function createBackup(dataDir: string, file: string, say: (line: string) => void = () => undefined): Promise<BackupResult> {
  const events = join(dataDir, EVENTS_FILE);
  if (!existsSync(events)) throw new BackupError(`Nothing to back up: ${events} does not exist (is DATA_DIR right?)`);
  const target = resolve(file);
  if (existsSync(dirname(target)) && !statSync(dirname(target)).isDirectory()) {
    throw new BackupError(`${dirname(target)} is not a folder: the backup cannot be written there`);
  }
  mkdirSync(dirname(target), { recursive: true });
  removeAbandoned(target);
  const partial = `${target}.${process.pid}.partial`;
  const staging = `${partial}.d`;
  rmSync(staging, { recursive: true, force: true });
  // Plain copies of the log and the keys: for the owner's eyes only, also when a killed run leaves them.
  makeOwnFolder(staging);
  try {
    // The log first, the keys after: a key made in between is one too many, never one missing.
    say(`Copying ${EVENTS_FILE} (SQLite online backup)`);
    await sqliteBackup(events, join(staging, EVENTS_FILE));
    const keys = keyVaultFile(dataDir);
    const names = [EVENTS_FILE];
    if (existsSync(keys)) {
      say(`Copying ${KEYS_FILE} (SQLite online backup)`);
      await sqliteBackup(keys, join(staging, KEYS_FILE));
      names.push(KEYS_FILE);
    }
    const signing = signingKeyFile(dataDir);
    if (existsSync(signing)) {
      writeFileSync(join(staging, SIGNING_FILE), readFileSync(signing), { mode: 0o600 });
      names.push(SIGNING_FILE);
    }
    const { storeIdentity, eventCount, lastPosition } = describeLog(join(staging, EVENTS_FILE));
    const files = names.map((name) => ({ name, size: statSync(join(staging, name)).size, sha256: sha256Of(join(staging, name)) }));
    const body: Omit<BackupManifest, 'checksum'> = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      storeIdentity,
      eventCount,
      lastPosition,
      files,
    };
    const manifest: BackupManifest = { ...body, checksum: manifestChecksum(body) };
    say(`Writing the archive (${eventCount} events, up to position ${lastPosition || 'none'})`);
    const size = writeArchive(partial, manifest, staging);
    renameSync(partial, target);
    fsyncPath(dirname(target));
    return { file: target, size, manifest };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** When a scheduled backup (`fieldhockey-backup-<time>.tar`) was taken, in ms since the epoch; null for another name. */
export function takenAt(name: string): number | null {
  const match = /^fieldhockey-backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.tar$/.exec(name);
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(time) ? null : time;
}

/**
 * The deletions the newer scheduled backups beside a backup record (their key vaults' erasures): restoring an old
 * backup into an empty DATA_DIR (another machine, a lost disk) still deletes again every account deleted before a
 * newer backup was taken. A newer archive that cannot be read adds nothing.
 */
function erasuresOfNewerBackups(file: string, staging: string): string[] {
  const taken = takenAt(basename(file));
  if (taken === null) return [];
  const folder = dirname(resolve(file));
  const found = new Set<string>();
  for (const name of readdirSync(folder)) {
    const newer = takenAt(name);
    if (newer === null || newer <= taken) continue;
    const copy = join(staging, `newer-${found.size}-${KEYS_FILE}`);
    let fd: number | undefined;
    try {
      fd = openSync(join(folder, name), 'r');
      const entry = listTar(fd).find((each) => each.name === KEYS_FILE);
      if (!entry) continue;
      const out = openExclusive(copy);
      try {
        readEntry(fd, entry, (chunk) => writeAll(out, chunk));
      } finally {
        closeSync(out);
      }
      for (const subject of erasuresIn(copy)) found.add(subject);
    } catch {
      // A torn or foreign archive says nothing of deletions.
    } finally {
      if (fd !== undefined) closeSync(fd);
      rmSync(copy, { force: true });
    }
  }
  return [...found];
}

/**
 * The deletions made after the backup was taken, carried into the restored vault: each subject it does not record
 * as erased is marked pending, and marked as erased before the restore (`restoredErasureMark`), so the server's
 * start finishes the deletion before it serves (its `UserDeleted`, sessions and feed links ended, names released, key
 * destroyed) without asking Stripe again, which was told at the deletion itself.
 */
function keepErasures(file: string, erasures: readonly string[]): void {
  if (erasures.length === 0) return;
  const vault = KeyVault.open(file);
  try {
    const now = new Date();
    for (const subject of erasures) {
      if (vault.state(subject) === 'erased') continue;
      vault.setMeta(restoredErasureMark(subject), now.toISOString());
      vault.markPending(subject, now);
    }
  } finally {
    vault.close();
  }
}

/**
 * A folder made now for this run alone (0700): never one that already stands at its name (another user's folder, or a
 * link to one, placed first in a shared place), which would receive plain copies of the log and the keys.
 */
function makeOwnFolder(path: string): void {
  try {
    mkdirSync(path, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${path} appeared while this run was starting: refusing to use a folder it did not make`);
    throw error;
  }
  const made = lstatSync(path);
  if (!made.isDirectory() || made.isSymbolicLink() || (typeof process.getuid === 'function' && made.uid !== process.getuid())) {
    throw new BackupError(`${path} is not the folder this run made: refusing to write into it`);
  }
}

/** A file created by this call (exclusive), never reached through a symbolic link: the archive being written. */
function openExclusive(path: string): number {
  try {
    return openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ELOOP') throw new BackupError(`${path} appeared while this run was writing: refusing to write through it`);
    throw error;
  }
}

function removeAbandoned(target: string): void {
  const name = basename(target);
  if (!existsSync(dirname(target))) return;
  for (const entry of readdirSync(dirname(target))) {
    const match = entry.startsWith(`${name}.`) ? /^(\d+)\.partial(?:\.d)?$/.exec(entry.slice(name.length + 1)) : null;
    if (match && !isAlive(Number(match[1]))) rmSync(join(dirname(target), entry), { recursive: true, force: true });
  }
}

/** SQLite's online backup: a consistent copy of the file as of one moment, whatever other connections write. */
async function sqliteBackup(source: string, destination: string): Promise<void> {
  writeFileSync(destination, '', { mode: 0o600 });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: one read transaction, so writers elsewhere never make it start over.
    await db.backup(destination, { progress: () => 2 ** 30 });
  } finally {
    db.close();
  }
  // The copy stands alone: WAL mode kept in its header, nothing in a side file.
  const copy = new Database(destination);
  try {
    copy.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    copy.close();
  }
  rmSync(`${destination}-wal`, { force: true });
  rmSync(`${destination}-shm`, { force: true });
}

function describeLog(file: string): Pick<BackupManifest, 'storeIdentity' | 'eventCount' | 'lastPosition'> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const { count, head } = db.prepare('SELECT COUNT(*) AS count, MAX(position) AS head FROM events').get() as { count: number; head: number | null };
    const id = db.prepare("SELECT value FROM store_meta WHERE name = 'store-id'").get() as { value: string } | undefined;
    if (!id) throw new BackupError(`${EVENTS_FILE} has no store identity: it is not this product's event store`);
    return { storeIdentity: id.value, eventCount: count, lastPosition: head === null ? '' : padPosition(head) };
  } finally {
    db.close();
  }
}

function sha256Of(file: string): string {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  try {
    readEntry(fd, { name: file, size: statSync(file).size, offset: 0 }, (chunk) => hash.update(chunk));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** Manifest first, then the files; the manifest's header block is written last, once the rest is synced. */
function writeArchive(partial: string, manifest: BackupManifest, staging: string): number {
  const now = new Date(manifest.createdAt);
  const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  // Created here and now, never through a link or over a file someone placed at this name first.
  rmSync(partial, { force: true });
  const fd = openExclusive(partial);
  let size: number;
  try {
    writeAll(fd, Buffer.alloc(BLOCK));
    writeAll(fd, json);
    writeAll(fd, padding(json.length));
    size = BLOCK + json.length + padding(json.length).length;
    for (const entry of manifest.files) {
      writeAll(fd, tarHeader(entry.name, entry.size, now));
      const copied = appendFile(fd, join(staging, entry.name), () => undefined);
      if (copied !== entry.size) throw new BackupError(`${entry.name} changed while it was archived`);
      writeAll(fd, padding(copied));
      size += BLOCK + copied + padding(copied).length;
    }
    writeAll(fd, Buffer.alloc(2 * BLOCK));
    size += 2 * BLOCK;
    fsyncSync(fd);
    writeAll(fd, tarHeader(MANIFEST, json.length, now), 0);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return size;
}

/**
 * Reads and checks a whole backup without writing anything: it is a tar archive of this product, its manifest is
 * whole (its checksum), and every file it lists is there with its size and checksum. Throws `BackupError` saying
 * what is wrong; `extractTo` also writes each file there as it is checked.
 */
export function verifyBackup(file: string, extractTo?: string): BackupManifest {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  const fd = openSync(file, 'r');
  try {
    let entries;
    try {
      entries = listTar(fd);
    } catch (error) {
      if (error instanceof TarError) throw new BackupError(`${file} is not a complete backup: ${error.message}`);
      throw error;
    }
    const first = entries[0];
    if (!first) throw new BackupError(`${file} is not a complete backup: it holds nothing (a backup cut short leaves such a file)`);
    if (first.name !== MANIFEST) throw new BackupError(`${file} is not a backup of this product: it has no ${MANIFEST} first`);
    const manifest = parseManifest(fd, first, file);
    const byName = new Map(entries.slice(1).map((entry) => [entry.name, entry]));
    for (const listed of manifest.files) {
      const entry = byName.get(listed.name);
      if (!entry) throw new BackupError(`${file} is torn: ${listed.name} is missing`);
      if (entry.size !== listed.size) throw new BackupError(`${file} is torn: ${listed.name} has ${entry.size} bytes, the manifest says ${listed.size}`);
      const hash = createHash('sha256');
      const out = extractTo ? openSync(join(extractTo, listed.name), 'w', 0o600) : undefined;
      try {
        readEntry(fd, entry, (chunk) => {
          hash.update(chunk);
          if (out !== undefined) writeAll(out, chunk);
        });
        if (out !== undefined) fsyncSync(out);
      } finally {
        if (out !== undefined) closeSync(out);
      }
      if (hash.digest('hex') !== listed.sha256) throw new BackupError(`${file} is damaged: the checksum of ${listed.name} does not match its manifest`);
    }
    if (!manifest.files.some((listed) => listed.name === EVENTS_FILE)) throw new BackupError(`${file} holds no ${EVENTS_FILE}`);
    return manifest;
  } finally {
    closeSync(fd);
  }
}

function parseManifest(fd: number, entry: { name: string; size: number; offset: number }, file: string): BackupManifest {
  if (entry.size > 1 << 20) throw new BackupError(`${file} is not a backup of this product: its manifest is too large`);
  const chunks: Buffer[] = [];
  readEntry(fd, entry, (chunk) => chunks.push(Buffer.from(chunk)));
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${file} is not a backup of this product: its manifest is not JSON`);
  }
  if (manifest?.format !== FORMAT) throw new BackupError(`${file} is not a backup of this product (format "${String(manifest?.format)}")`);
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(`${file} is a backup in format version ${manifest.formatVersion}; this version reads version ${FORMAT_VERSION}`);
  }
  if (!Array.isArray(manifest.files) || manifestChecksum(manifest) !== manifest.checksum) {
    throw new BackupError(`${file} is damaged: its manifest does not match its checksum`);
  }
  const malformed = malformedField(manifest);
  if (malformed) throw new BackupError(`${file} is not a backup of this product: its manifest's ${malformed} is not what a backup writes`);
  for (const listed of manifest.files) {
    if (![EVENTS_FILE, KEYS_FILE, SIGNING_FILE].includes(listed.name)) throw new BackupError(`${file} lists an unexpected file: ${listed.name}`);
  }
  return manifest;
}

/** The first field of a manifest whose value has not the type and shape `createBackup` writes, or null. */
function malformedField(manifest: BackupManifest): string | null {
  const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
  const text = (value: unknown) => typeof value === 'string';
  const checks: [string, boolean][] = [
    ['appVersion', text(manifest.appVersion)],
    ['createdAt', text(manifest.createdAt)],
    ['storeIdentity', text(manifest.storeIdentity) && manifest.storeIdentity !== ''],
    ['eventCount', count(manifest.eventCount)],
    ['lastPosition', text(manifest.lastPosition) && /^\d*$/.test(manifest.lastPosition)],
  ];
  manifest.files.forEach((listed: Partial<BackupFile> | null, at) => {
    const entry = typeof listed === 'object' && listed !== null ? listed : {};
    checks.push([`files[${at}]`, text(entry.name) && count(entry.size) && text(entry.sha256) && /^[0-9a-f]{64}$/.test(entry.sha256!)]);
  });
  return checks.find(([, ok]) => !ok)?.[0] ?? null;
}

/**
 * Whether another process has this SQLite file open: in WAL mode each connection holds a shared lock on the file as
 * long as it is open (the kernel drops it when the process dies, `kill -9` included), so an exclusive lock is refused.
 */
function inUse(file: string): boolean {
  if (!existsSync(file)) return false;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
    return false;
  } catch (error) {
    // Anything else (a file that is no database) is for the checks after this one.
    return (error as { code?: string }).code === 'SQLITE_BUSY';
  } finally {
    db?.close();
  }
}

/** Whether a DATA_DIR holds anything (a missing one holds nothing). */
export function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores a backup into `dataDir`: refused (nothing changed) when the archive does not verify, when `dataDir` is
 * not empty and `force` is not given, or when a running server has its log or keys open. With `force`, the log, the keys, the signing key and the read-model snapshots
 * there are replaced (other files stay). The files are checked once before anything is written, then extracted into
 * a folder inside `dataDir`, checked again, SQLite's integrity check run on the log, and moved into place.
 */
export function restoreBackup(file: string, dataDir: string, options: { force?: boolean } = {}): BackupManifest {
  verifyBackup(file);
  if (!isEmptyDir(dataDir) && !options.force) {
    throw new BackupError(`${dataDir} is not empty: restore into an empty DATA_DIR, or add --force to replace its event store, keys and snapshots`);
  }
  const open = [EVENTS_FILE, KEYS_FILE].find((name) => inUse(join(dataDir, name)));
  if (open) throw new BackupError(`${dataDir} is in use: a running server (or command) has its ${open} open. Stop it first (--force does not override this)`);
  const created = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const staging = join(dataDir, `.restore-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  makeOwnFolder(staging);
  try {
    const manifest = verifyBackup(file, staging);
    const db = new Database(join(staging, EVENTS_FILE), { readonly: true, fileMustExist: true });
    try {
      const integrity = String(db.pragma('integrity_check', { simple: true }));
      if (integrity !== 'ok') throw new BackupError(`${file}: the restored event store fails SQLite's integrity check (${integrity})`);
    } finally {
      db.close();
    }
    // The log is the one the manifest describes (the manifest's checksum says it is whole, not that it is true).
    const log = describeLog(join(staging, EVENTS_FILE));
    const said = { storeIdentity: manifest.storeIdentity, eventCount: manifest.eventCount, lastPosition: manifest.lastPosition };
    if (JSON.stringify(log) !== JSON.stringify(said)) {
      throw new BackupError(`${file} does not hold what its manifest says: its log is ${JSON.stringify(log)}, the manifest says ${JSON.stringify(said)}`);
    }
    // DATA_DIR never lacks a log: what goes first is what the backup does not bring (the old files' side files, the
    // snapshots, a file it lacks), then each of its files takes the old one's place in one rename, the log first. A
    // restore cut short leaves the old log or the backup's, never none: run it again.
    const brought = new Set(manifest.files.map(({ name }) => name));
    // Who was deleted here, by the vault the backup replaces: a restore never brings them back (see `keepErasures`).
    // And by the newer scheduled backups beside it, for a DATA_DIR that has no vault of its own (an empty one).
    const erasures = [...new Set([...erasuresIn(join(dataDir, KEYS_FILE)), ...erasuresOfNewerBackups(file, staging)])];
    for (const name of REPLACED) if (!brought.has(name)) rmSync(join(dataDir, name), { recursive: true, force: true });
    for (const name of [EVENTS_FILE, KEYS_FILE, SIGNING_FILE]) if (brought.has(name)) renameSync(join(staging, name), join(dataDir, name));
    fsyncPath(dataDir);
    keepErasures(join(dataDir, KEYS_FILE), erasures);
    return manifest;
  } catch (error) {
    if (created) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
