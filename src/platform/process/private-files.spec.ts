import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { SqliteEventStore } from '../eventstore/sqlite-event-store.js';
import { KeyVault } from '../privacy/key-vault.js';
import { preparePrivateFile } from './private-files.js';

const modeOf = (path: string): number => statSync(path).mode & 0o7777;

describe("the data directory's stores are the server user's alone", () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'private-files-'));
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("given a fresh data directory, when the event log and the key vault open, then the folder is 0700 and every file 0600", async () => {
    const data = join(root, 'data');
    const log = SqliteEventStore.open(join(data, 'events.sqlite'));
    const vault = KeyVault.open(join(data, 'personal-keys.sqlite'));
    vault.keyFor('user-1');
    expect(modeOf(data)).toBe(0o700);
    for (const file of ['events.sqlite', 'personal-keys.sqlite', 'personal-keys.sqlite-wal', 'personal-keys.sqlite-shm']) {
      if (existsSync(join(data, file))) expect([file, modeOf(join(data, file))]).toEqual([file, 0o600]);
    }
    expect(existsSync(join(data, 'personal-keys.sqlite-wal'))).toBe(true);
    await log.close();
    vault.close();
  });

  it("given a data directory and a log left world-readable by an older version, when opened, then both are closed to others", async () => {
    const data = join(root, 'data');
    mkdirSync(data, { mode: 0o755 });
    chmodSync(data, 0o755);
    writeFileSync(join(data, 'events.sqlite'), '');
    chmodSync(join(data, 'events.sqlite'), 0o644);
    const log = SqliteEventStore.open(join(data, 'events.sqlite'));
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(join(data, 'events.sqlite'))).toBe(0o600);
    await log.close();
  });

  it('given a shared folder (sticky, as /tmp is), when a file is prepared in it, then the folder is left as it is', () => {
    const shared = join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    preparePrivateFile(join(shared, 'events.sqlite'));
    expect(modeOf(shared)).toBe(0o1777);
    expect(modeOf(join(shared, 'events.sqlite'))).toBe(0o600);
  });
});
