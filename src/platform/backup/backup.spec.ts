import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { SqliteEventStore } from '../eventstore/sqlite-event-store.js';
import { EVENTS_FILE, createBackup, verifyBackup } from './backup.js';

describe('a backup in a folder others can write to', () => {
  let root: string;
  let dataDir: string;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'backup-links-'));
    dataDir = join(root, 'data');
    const store = SqliteEventStore.open(join(dataDir, EVENTS_FILE));
    await store.appendToStream('test-1', [{ type: 'Happened', data: { n: 1 } }]);
    await store.close();
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('given links placed first at the names a backup writes to, when it runs, then it writes through none of them and the backup verifies', async () => {
    const shared = join(root, 'backups');
    mkdirSync(shared);
    const victimFile = join(root, 'victim.txt');
    writeFileSync(victimFile, 'keep me');
    const victimFolder = join(root, 'victim-folder');
    mkdirSync(victimFolder);
    const target = join(shared, 'nightly.tar');
    const partial = `${target}.${process.pid}.partial`;
    symlinkSync(victimFile, partial);
    symlinkSync(victimFolder, `${partial}.d`);

    const result = await createBackup(dataDir, target);

    expect(readFileSync(victimFile, 'utf8')).toBe('keep me');
    expect(readdirSync(victimFolder)).toEqual([]);
    expect(verifyBackup(result.file).files.map((file) => file.name)).toContain(EVENTS_FILE);
    expect(readdirSync(shared)).toEqual(['nightly.tar']);
  });
});
