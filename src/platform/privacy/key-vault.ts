import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { preparePrivateFile } from '../process/private-files.js';

/** The state of a subject's key: its key, erased for good, or none made yet. */
export type KeyState = Buffer | 'erased' | null;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS subject_keys (subject TEXT PRIMARY KEY, key BLOB NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS erased_subjects (subject TEXT PRIMARY KEY, erased_at TEXT NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS pending_erasures (subject TEXT PRIMARY KEY, requested_at TEXT NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS vault_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
`;

export const keyVaultFile = (dataDir: string) => join(dataDir, 'personal-keys.sqlite');

/**
 * The vault's note that a subject's deletion was made before a restore brought back an older vault: the deletion the
 * restore marked pending is finished without the external steps (Stripe), done at the deletion itself.
 */
export const restoredErasureMark = (subject: string) => `restored-erasure:${subject}`;

/** The subjects a vault file records as erased or being erased, read without opening it for writing; none when it is no vault. */
export function erasuresIn(file: string): string[] {
  if (!existsSync(file)) return [];
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.prepare('SELECT subject FROM erased_subjects UNION SELECT subject FROM pending_erasures').all() as { subject: string }[];
    return rows.map((row) => row.subject);
  } catch {
    // A file that is no SQLite database, or no vault of ours, records nothing readable.
    return [];
  } finally {
    db?.close();
  }
}

/**
 * The per-user keys personal fields are encrypted with, kept outside the event log in their own SQLite file
 * (`DATA_DIR/personal-keys.sqlite`, in both modes: back it up with the log). Erasing a subject deletes its key with
 * SQLite's secure delete (the freed bytes are zeroed) and checkpoints the journal, so the key is gone from disk; the
 * subject is remembered as erased, so a late event can never make it a new key. A deletion under way is recorded as
 * pending, so a restart finishes it.
 */
export class KeyVault {
  private readonly db: Database.Database;
  private readonly cache = new Map<string, Buffer | 'erased'>();
  private readonly statements;

  static open(file: string): KeyVault {
    if (file !== ':memory:') preparePrivateFile(file);
    return new KeyVault(new Database(file));
  }

  private constructor(db: Database.Database) {
    this.db = db;
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('secure_delete = ON');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    this.statements = {
      key: db.prepare<[string], { key: Buffer }>('SELECT key FROM subject_keys WHERE subject = ?'),
      erased: db.prepare<[string], { subject: string }>('SELECT subject FROM erased_subjects WHERE subject = ?'),
      insertKey: db.prepare<[string, Buffer]>('INSERT OR IGNORE INTO subject_keys (subject, key) VALUES (?, ?)'),
      deleteKey: db.prepare<[string]>('DELETE FROM subject_keys WHERE subject = ?'),
      markErased: db.prepare<[string, string]>('INSERT OR IGNORE INTO erased_subjects (subject, erased_at) VALUES (?, ?)'),
      addPending: db.prepare<[string, string]>('INSERT OR IGNORE INTO pending_erasures (subject, requested_at) VALUES (?, ?)'),
      removePending: db.prepare<[string]>('DELETE FROM pending_erasures WHERE subject = ?'),
      pending: db.prepare<[], { subject: string }>('SELECT subject FROM pending_erasures ORDER BY requested_at'),
      meta: db.prepare<[string], { value: string }>('SELECT value FROM vault_meta WHERE name = ?'),
      setMeta: db.prepare<[string, string]>('INSERT INTO vault_meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value'),
    };
  }

  /** The subject's key, erased, or null when none was made. */
  state(subject: string): KeyState {
    const cached = this.cache.get(subject);
    if (cached !== undefined) return cached;
    if (this.statements.erased.get(subject)) return this.remember(subject, 'erased');
    const row = this.statements.key.get(subject);
    return row ? this.remember(subject, Buffer.from(row.key)) : null;
  }

  /** The subject's key, made on first use; 'erased' for a deleted subject (no key is ever made again). */
  keyFor(subject: string): Buffer | 'erased' {
    const known = this.state(subject);
    if (known !== null) return known;
    this.statements.insertKey.run(subject, randomBytes(32));
    return this.remember(subject, Buffer.from(this.statements.key.get(subject)!.key));
  }

  /** Records that the subject's deletion has begun (a restart finishes what is pending). */
  markPending(subject: string, now: Date): void {
    this.statements.addPending.run(subject, now.toISOString());
  }

  pendingSubjects(): string[] {
    return this.statements.pending.all().map((row) => row.subject);
  }

  /** Destroys the subject's key for good and ends its pending deletion, in one transaction, then checkpoints. */
  erase(subject: string, now: Date): void {
    this.db.transaction(() => {
      this.statements.deleteKey.run(subject);
      this.statements.markErased.run(subject, now.toISOString());
      this.statements.removePending.run(subject);
    })();
    this.cache.set(subject, 'erased');
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /**
   * Destroys a key that protected something the app has replaced (a read-model snapshot), without recording its
   * subject as erased: what it sealed becomes unreadable, and the subject may get a key again.
   */
  dropKey(subject: string): void {
    this.statements.deleteKey.run(subject);
    this.cache.delete(subject);
  }

  /** The subjects with a key whose name starts with `prefix`. */
  subjectsStartingWith(prefix: string): string[] {
    return this.db
      .prepare<[string, string], { subject: string }>('SELECT subject FROM subject_keys WHERE subject >= ? AND subject < ? ORDER BY subject')
      .all(prefix, `${prefix}\uffff`)
      .map((row) => row.subject);
  }

  /**
   * A stable stand-in for a personal value where it must be found again but never read (a stream named after a
   * username or an e-mail address): HMAC-SHA-256 under a secret of the vault's own, in hex.
   */
  pseudonym(purpose: string, value: string): string {
    let secret = this.meta('pseudonym-secret');
    if (secret === null) {
      this.db.prepare<[string]>("INSERT OR IGNORE INTO vault_meta (name, value) VALUES ('pseudonym-secret', ?)").run(randomBytes(32).toString('hex'));
      secret = this.meta('pseudonym-secret')!;
    }
    return createHmac('sha256', Buffer.from(secret, 'hex')).update(`${purpose}\0${value}`).digest('hex').slice(0, 40);
  }

  meta(name: string): string | null {
    return this.statements.meta.get(name)?.value ?? null;
  }

  setMeta(name: string, value: string): void {
    this.statements.setMeta.run(name, value);
  }

  deleteMeta(name: string): void {
    this.db.prepare<[string]>('DELETE FROM vault_meta WHERE name = ?').run(name);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private remember<T extends Buffer | 'erased'>(subject: string, state: T): T {
    this.cache.set(subject, state);
    return state;
  }
}

const PREFIX = 'pd1:';

/** A value encrypted with AES-256-GCM under the subject's key, bound to its subject and field. */
export function sealValue(key: Buffer, subject: string, field: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${subject}|${field}`));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value) ?? 'null', 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The value sealed, or `undefined` when it cannot be opened with this key. */
export function openValue(key: Buffer, subject: string, field: string, sealed: string): unknown {
  try {
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(`${subject}|${field}`));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
