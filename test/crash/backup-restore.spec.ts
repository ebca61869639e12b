import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { backupFileName } from '../../src/platform/backup/backup-schedule.js';
import { type BackupManifest, verifyBackup } from '../../src/platform/backup/backup.js';
import { tarHeader } from '../../src/platform/backup/tar.js';
import { SqliteEventStore } from '../../src/platform/eventstore/sqlite-event-store.js';
import { ListingAdmin } from './listing-admin.js';
import { Scratch, answersOf, assertCommandsBuilt, pause, proUser, runCommand } from './ops-commands.js';
import { type ServerProcess, assertBuilt } from './server-process.js';
import { type Writer, drive } from './writers.js';

const USERS = 10;
const scratch = new Scratch();
const folder = (label: string) => scratch.folder(label);
const serve = (dataDir: string) => scratch.serve(dataDir);
const stop = (server: ServerProcess) => scratch.stop(server);

beforeAll(() => {
  assertBuilt();
  assertCommandsBuilt();
});
afterAll(() => scratch.cleanUp());

/** A DATA_DIR whose log holds `events` events of about `bytes` each, written straight through the store. */
async function generatedDataDir(events: number, bytes: number): Promise<string> {
  const dataDir = folder('generated');
  const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  const filler = 'x'.repeat(bytes);
  for (let done = 0; done < events; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, events - done) }, (_, n) => ({ type: 'Filled', data: { n: done + n, filler } }));
    await store.appendToStream(`filled-${done}`, batch);
  }
  await store.close();
  return dataDir;
}

/** The archive with its manifest edited and its checksum made again to match, as a bug or a forger would. */
function reManifested(bytes: Buffer, manifest: BackupManifest, edit: (manifest: Record<string, unknown>) => void): Buffer {
  const written = Buffer.byteLength(`${JSON.stringify(manifest, null, 2)}\n`);
  const edited = JSON.parse(JSON.stringify(manifest)) as Record<string, unknown>;
  edit(edited);
  const { format, formatVersion, appVersion, createdAt, storeIdentity, eventCount, lastPosition, files } = edited;
  const canonical = JSON.stringify({ format, formatVersion, appVersion, createdAt, storeIdentity, eventCount, lastPosition, files });
  edited.checksum = createHash('sha256').update(canonical).digest('hex');
  const json = Buffer.from(`${JSON.stringify(edited, null, 2)}\n`);
  const rest = bytes.subarray(512 + Math.ceil(written / 512) * 512);
  return Buffer.concat([tarHeader('manifest.json', json.length, new Date()), json, Buffer.alloc((512 - (json.length % 512)) % 512), rest]);
}

async function restore(file: string, dataDir: string, ...flags: string[]) {
  return runCommand('restore', [file, ...flags], { DATA_DIR: dataDir }).done;
}

describe('npm run backup and npm run restore', () => {
  it(`given ${USERS} users writing over HTTP while a backup is taken, then the restored store answers as the server did at the manifest's position and passes SQLite's integrity check`, async () => {
    const dataDir = folder('backup-live');
    const file = join(folder('backups'), 'live.tar');
    let server = await serve(dataDir);
    const admin = await ListingAdmin.signIn(server.url);
    await admin.seed(server.url, 6);
    const users = [];
    for (let n = 0; n < USERS; n++) users.push(await proUser(server.url, admin, n));
    const writers: Writer[] = [admin, ...users];
    const acknowledged = () => writers.reduce((sum, writer) => sum + writer.acknowledgedCount, 0);

    let stopped = false;
    const writing = drive(server.url, writers, () => stopped);
    await pause(300);
    const beforeBackup = acknowledged();
    const backup = await runCommand('backup', [file], { DATA_DIR: dataDir }).done;
    const duringBackup = acknowledged() - beforeBackup;
    await pause(300);
    stopped = true;
    await writing;
    await stop(server);
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining(`Backup written to ${file}`) });
    expect(duringBackup).toBeGreaterThan(0);

    const manifest: BackupManifest = verifyBackup(file);
    // SESSION_SECRET is set, so there is no signing.key to keep.
    expect(manifest.files.map((entry) => entry.name)).toEqual(['events.sqlite', 'personal-keys.sqlite']);

    // What the server held at the backup's position: its own log, cut there. The backup is exactly that prefix.
    const reference = folder('reference');
    for (const name of ['events.sqlite', 'events.sqlite-wal', 'personal-keys.sqlite', 'personal-keys.sqlite-wal']) {
      if (existsSync(join(dataDir, name))) copyFileSync(join(dataDir, name), join(reference, name));
    }
    const log = new Database(join(reference, 'events.sqlite'));
    const total = (log.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
    log.prepare('DELETE FROM events WHERE position > ?').run(Number(manifest.lastPosition));
    const kept = (log.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
    log.close();
    expect(total).toBeGreaterThan(manifest.eventCount);
    expect(kept).toBe(manifest.eventCount);

    const restored = join(folder('restored'), 'data');
    const restoring = await restore(file, restored);
    expect(restoring).toMatchObject({ code: 0, stdout: expect.stringContaining(`${manifest.eventCount} events up to position ${manifest.lastPosition}`) });
    const check = SqliteEventStore.open(join(restored, 'events.sqlite'));
    expect(check.integrityCheck()).toBe('ok');
    expect(await check.identity()).toBe(manifest.storeIdentity);
    await check.close();

    server = await serve(reference);
    const expected = await answersOf(server.url, admin, users);
    await stop(server);
    server = await serve(restored);
    const answered = await answersOf(server.url, admin, users);
    await stop(server);
    expect(answered).toEqual(expected);
    // The notes were written sealed: they read back through the restored keys, not as placeholders.
    expect(JSON.stringify(answered)).toContain('Carpool with the Smiths');
  }, 120_000);

  it('given a backup killed with -9 half-way, then no file is left at its name and restore refuses whatever it left', async () => {
    const dataDir = await generatedDataDir(12_000, 1000);
    const backups = folder('killed');
    const file = join(backups, 'killed.tar');
    const run = runCommand('backup', [file], { DATA_DIR: dataDir });
    await run.saw('Writing the archive');
    // Killed once the archive is a good way under way: its content written, not yet synced and renamed.
    const partial = join(backups, `killed.tar.${run.child.pid}.partial`);
    while (!(existsSync(partial) && statSync(partial).size > 4_000_000)) await pause(1);
    run.child.kill('SIGKILL');
    const { code } = await run.done;
    expect(code).toBeNull();
    expect(existsSync(file)).toBe(false);
    // What it left is for its owner's eyes only: the staging folder holds plain copies of the log.
    expect(statSync(`${partial}.d`).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(`${partial}.d`)) expect({ name, mode: statSync(join(`${partial}.d`, name)).mode & 0o077 }).toEqual({ name, mode: 0 });
    const left = readdirSync(backups).filter((name) => statSync(join(backups, name)).isFile());
    expect(left).toEqual([`killed.tar.${run.child.pid}.partial`]);
    for (const name of left) {
      const target = join(folder('restore-killed'), 'data');
      const refused = await restore(join(backups, name), target);
      expect({ name, code: refused.code, stderr: refused.stderr }).toEqual({ name, code: 1, stderr: expect.stringContaining('refused, nothing changed') });
      expect(existsSync(target)).toBe(false);
    }
    // The next backup to that name clears what the killed one left.
    expect((await runCommand('backup', [file], { DATA_DIR: dataDir }).done).code).toBe(0);
    expect(readdirSync(backups)).toEqual(['killed.tar']);
    expect(verifyBackup(file).eventCount).toBe(12_000);
  }, 60_000);

  it('given a torn, truncated, edited or foreign file, or a DATA_DIR that is not empty, then restore refuses with a clear message and changes nothing; --force replaces the store', async () => {
    const dataDir = await generatedDataDir(50, 100);
    writeFileSync(join(dataDir, 'signing.key'), `${'ab'.repeat(32)}\n`);
    const backups = folder('refused');
    const good = join(backups, 'good.tar');
    expect((await runCommand('backup', [good], { DATA_DIR: dataDir }).done).code).toBe(0);
    const bytes = readFileSync(good);
    const manifest = verifyBackup(good);
    const eventsAt = bytes.indexOf(Buffer.from('SQLite format 3\0'));

    const variant = (name: string, content: Buffer) => {
      const path = join(backups, name);
      writeFileSync(path, content);
      return path;
    };
    const torn = Buffer.from(bytes);
    torn[eventsAt + 5000] ^= 0xff;
    const edited = Buffer.from(bytes.toString('latin1').replace(`"eventCount": ${manifest.eventCount}`, `"eventCount": ${manifest.eventCount + 1}`), 'latin1');
    const foreignManifest = Buffer.from(JSON.stringify({ format: 'someone-elses-backup', files: [] }));
    const foreign = Buffer.concat([tarHeader('manifest.json', foreignManifest.length, new Date()), foreignManifest, Buffer.alloc(512 - foreignManifest.length), Buffer.alloc(1024)]);
    const cases: [string, string, RegExp][] = [
      ['truncated', variant('truncated.tar', bytes.subarray(0, Math.floor(bytes.length / 2))), /is not a complete backup: .*truncated/],
      ['torn', variant('torn.tar', torn), /is damaged: the checksum of events\.sqlite does not match/],
      ['edited', variant('edited.tar', edited), /is damaged: its manifest does not match its checksum/],
      ['foreign', variant('foreign.tar', foreign), /is not a backup of this product \(format "someone-elses-backup"\)/],
      [
        'a manifest that lies',
        variant('lying.tar', reManifested(bytes, manifest, (edited) => (edited.eventCount = manifest.eventCount + 1))),
        /does not hold what its manifest says: its log is .*"eventCount":50.*, the manifest says .*"eventCount":51/,
      ],
      ['a null file entry', variant('null-entry.tar', reManifested(bytes, manifest, (edited) => (edited.files = [null]))), /its manifest's files\[0\] is not what a backup writes/],
      ['not an archive', variant('notes.txt', Buffer.from('just some notes\n'.repeat(100))), /is not a complete backup/],
      ['missing', join(backups, 'nothing-here.tar'), /does not exist/],
    ];
    for (const [label, path, message] of cases) {
      const target = join(folder('restore-refused'), 'data');
      const refused = await restore(path, target);
      expect({ label, code: refused.code, stderr: refused.stderr }).toEqual({ label, code: 1, stderr: expect.stringMatching(message) });
      expect(existsSync(target)).toBe(false);
    }

    // A DATA_DIR in use is refused as it is; with --force its store, keys and snapshots are replaced, other files stay.
    const used = folder('restore-used');
    mkdirSync(join(used, 'read-models'));
    writeFileSync(join(used, 'read-models', 'catalog.snapshot'), 'old');
    writeFileSync(join(used, 'events.sqlite'), 'not this one');
    mkdirSync(join(used, 'outbox'));
    writeFileSync(join(used, 'outbox', 'mail.eml'), 'kept');
    const refused = await restore(good, used);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining(`${used} is not empty`) });
    expect(readFileSync(join(used, 'events.sqlite'), 'utf8')).toBe('not this one');
    const forced = await restore(good, used, '--force');
    expect(forced.code).toBe(0);
    expect(readdirSync(used).sort()).toEqual(['events.sqlite', 'outbox', 'signing.key']);
    const store = SqliteEventStore.open(join(used, 'events.sqlite'));
    expect(await store.headPosition()).toBe(manifest.lastPosition);
    await store.close();
    expect(readFileSync(join(used, 'signing.key'), 'utf8')).toBe(`${'ab'.repeat(32)}\n`);
  }, 60_000);

  it('given an account deleted after a backup, when that backup is restored over the DATA_DIR, then the account stays deleted: no sign-in, no session, its name free, its data unreadable', async () => {
    const dataDir = folder('erased-after-backup');
    let server = await serve(dataDir);
    const member = { username: `restored${Date.now() % 100_000}`, password: 'kept out after a restore', email: `restored${Date.now() % 100_000}@example.com` };
    const call = (url: string, path: string, init: { method?: string; body?: object; cookie?: string } = {}) =>
      fetch(`${url}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', ...(init.cookie ? { Cookie: init.cookie } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
    const registered = await call(server.url, '/api/register', { method: 'POST', body: { ...member, ageConfirmed: true } });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0];
    const { id } = (await registered.json()) as { id: string };
    // Named as scheduled backups are, in the folder they are kept in: one before the deletion, one after.
    const backups = folder('erased-backup');
    const file = join(backups, backupFileName(new Date(Date.now() - 60_000)));
    expect((await runCommand('backup', [file], { DATA_DIR: dataDir }).done).code).toBe(0);
    expect((await call(server.url, '/api/user', { method: 'DELETE', body: { password: member.password }, cookie })).status).toBe(204);
    await stop(server);
    expect((await runCommand('backup', [join(backups, backupFileName(new Date()))], { DATA_DIR: dataDir }).done).code).toBe(0);

    // Into an empty DATA_DIR (another machine): the newer backup beside it says who was deleted since.
    const elsewhere = folder('erased-elsewhere');
    expect((await restore(file, elsewhere)).code).toBe(0);
    const fresh = await serve(elsewhere);
    expect((await call(fresh.url, '/api/user', { cookie })).status).toBe(401);
    expect((await call(fresh.url, '/api/login', { method: 'POST', body: { username: member.username, password: member.password } })).status).toBeGreaterThanOrEqual(400);
    await stop(fresh);

    expect((await restore(file, dataDir, '--force')).code).toBe(0);
    server = await serve(dataDir);
    expect((await call(server.url, '/api/user', { cookie })).status).toBe(401);
    expect((await call(server.url, '/api/login', { method: 'POST', body: { username: member.username, password: member.password } })).status).toBeGreaterThanOrEqual(400);
    // The name and the address are free again, as they were after the deletion.
    expect((await call(server.url, '/api/register', { method: 'POST', body: { ...member, ageConfirmed: true } })).status).toBe(201);
    await stop(server);
    const vault = new Database(join(dataDir, 'personal-keys.sqlite'), { readonly: true });
    try {
      expect(vault.prepare('SELECT COUNT(*) AS n FROM subject_keys WHERE subject = ?').get(id)).toEqual({ n: 0 });
      expect(vault.prepare('SELECT COUNT(*) AS n FROM erased_subjects WHERE subject = ?').get(id)).toEqual({ n: 1 });
      expect(vault.prepare('SELECT COUNT(*) AS n FROM pending_erasures').get()).toEqual({ n: 0 });
    } finally {
      vault.close();
    }
  }, 90_000);

  it('given a server running on the DATA_DIR, then restore refuses even with --force and changes nothing; once the server is gone (kill -9), it restores', async () => {
    const source = await generatedDataDir(20, 100);
    const file = join(folder('running'), 'running.tar');
    expect((await runCommand('backup', [file], { DATA_DIR: source }).done).code).toBe(0);
    const dataDir = folder('running-data');
    const server = await serve(dataDir);
    const admin = await ListingAdmin.signIn(server.url);
    const before = await answersOf(server.url, admin, []);

    const refused = await restore(file, dataDir, '--force');
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining(`refused, nothing changed: ${dataDir} is in use: a running server (or command) has its events.sqlite open`) });
    expect(await answersOf(server.url, admin, [])).toEqual(before);
    expect(readdirSync(dataDir).some((name) => name.startsWith('.restore-'))).toBe(false);

    await stop(server);
    expect((await restore(file, dataDir, '--force')).code).toBe(0);
    const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
    expect(await store.headPosition()).toBe(verifyBackup(file).lastPosition);
    await store.close();
  }, 60_000);

  it('given a forced restore over a DATA_DIR in use, then the DATA_DIR holds an event store at every moment (the old one, then the backup\'s)', async () => {
    const source = await generatedDataDir(50, 100);
    const file = join(folder('forced'), 'forced.tar');
    expect((await runCommand('backup', [file], { DATA_DIR: source }).done).code).toBe(0);
    // The old store with its side file, keys the backup lacks, and many snapshots, which take a while to remove.
    const used = await generatedDataDir(10, 100);
    writeFileSync(join(used, 'events.sqlite-wal'), '');
    writeFileSync(join(used, 'personal-keys.sqlite'), 'old keys');
    mkdirSync(join(used, 'read-models'));
    for (let n = 0; n < 3000; n++) writeFileSync(join(used, 'read-models', `model-${n}.snapshot`), 'old');

    const run = runCommand('restore', [file, '--force'], { DATA_DIR: used });
    let ended = false;
    let looks = 0;
    let missing = 0;
    void run.done.then(() => (ended = true));
    while (!ended) {
      looks += 1;
      if (!existsSync(join(used, 'events.sqlite'))) missing += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await run.done).code).toBe(0);
    expect(looks).toBeGreaterThan(100);
    expect(missing).toBe(0);
    expect(readdirSync(used).sort()).toEqual(['events.sqlite']);
    const store = SqliteEventStore.open(join(used, 'events.sqlite'));
    expect(await store.headPosition()).toBe(verifyBackup(file).lastPosition);
    await store.close();
  }, 60_000);
});
