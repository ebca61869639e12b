import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenSigner, loadSigningKey, signingKeyFile } from './token-signer.js';

const claims = { u: '2b7f3c1e-0d5a-4c8e-9f10-3a2b1c0d9e8f', k: 'deadlineReminders' };

describe('signed tokens', () => {
  const signer = new TokenSigner(Buffer.alloc(32, 7));

  it('given a token it signed, then it reads the claims back', () => {
    const token = signer.sign('unsubscribe', claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify('unsubscribe', token)).toEqual(claims);
  });

  it('given a token with altered claims, then it is refused', () => {
    const [, signature] = signer.sign('unsubscribe', claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, u: 'someone-else' })).toString('base64url');
    expect(signer.verify('unsubscribe', `${forged}.${signature}`)).toBeNull();
  });

  it('given a token with an altered or shortened signature, then it is refused', () => {
    const token = signer.sign('unsubscribe', claims);
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    expect(signer.verify('unsubscribe', flipped)).toBeNull();
    expect(signer.verify('unsubscribe', token.slice(0, -4))).toBeNull();
  });

  it('given a token for another purpose, signed by another key, or garbled, then it is refused', () => {
    expect(signer.verify('calendar', signer.sign('unsubscribe', claims))).toBeNull();
    expect(new TokenSigner(Buffer.alloc(32, 8)).verify('unsubscribe', signer.sign('unsubscribe', claims))).toBeNull();
    for (const garbled of ['', '.', 'abc', 'a.b.c', 'not base64!.sig', `${Buffer.from('[1]').toString('base64url')}.x`]) {
      expect(signer.verify('unsubscribe', garbled)).toBeNull();
    }
  });
});

describe('the signing key', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-signing-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given no SESSION_SECRET, then a key is made once in DATA_DIR/signing.key, owner-only, and reused after a restart', () => {
    const first = loadSigningKey({ dataDir, sessionSecret: undefined });
    expect(statSync(signingKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    const token = new TokenSigner(first).sign('unsubscribe', claims);
    const afterRestart = new TokenSigner(loadSigningKey({ dataDir, sessionSecret: undefined }));
    expect(afterRestart.verify('unsubscribe', token)).toEqual(claims);
  });

  it('given SESSION_SECRET, then every instance signs alike whatever its data folder', () => {
    const secret = 's'.repeat(32);
    const one = new TokenSigner(loadSigningKey({ dataDir: join(dataDir, 'a'), sessionSecret: secret }));
    const other = new TokenSigner(loadSigningKey({ dataDir: join(dataDir, 'b'), sessionSecret: secret }));
    expect(other.verify('unsubscribe', one.sign('unsubscribe', claims))).toEqual(claims);
    expect(new TokenSigner(loadSigningKey({ dataDir, sessionSecret: undefined })).verify('unsubscribe', one.sign('unsubscribe', claims))).toBeNull();
  });

  it('given a damaged key file, then it refuses to start rather than silently invalidate every link', () => {
    const other = join(dataDir, 'damaged');
    loadSigningKey({ dataDir: other, sessionSecret: undefined });
    writeFileSync(signingKeyFile(other), 'not a key');
    expect(() => loadSigningKey({ dataDir: other, sessionSecret: undefined })).toThrow(/signing\.key is not a signing key/);
  });
});
