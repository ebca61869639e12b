import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';

const SIGNATURE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type TokenClaims = Record<string, string>;

/**
 * Tokens that prove the server issued them (an unsubscribe link works without signing in): the claims in
 * base64url JSON, a dot, and their HMAC-SHA256 in base64url. The purpose is signed with the claims, so a token
 * made for one purpose is refused for another. Tokens do not expire; a purpose that needs it signs a date.
 */
export class TokenSigner {
  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error('A signing key needs at least 32 bytes');
  }

  sign(purpose: string, claims: TokenClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.signature(purpose, payload).toString('base64url')}`;
  }

  /** The claims of a token this server signed for `purpose`; null for anything else (forged, altered, garbled). */
  verify(purpose: string, token: string): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 2 || !BASE64URL.test(parts[0]) || !BASE64URL.test(parts[1])) return null;
    const [payload, signature] = parts;
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, this.signature(purpose, payload))) return null;
    try {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
      if (!Object.values(claims).every((value) => typeof value === 'string')) return null;
      return claims as TokenClaims;
    } catch {
      return null;
    }
  }

  private signature(purpose: string, payload: string): Buffer {
    return createHmac('sha256', this.key).update(`${purpose}.${payload}`).digest();
  }
}

export const signingKeyFile = (dataDir: string) => join(dataDir, 'signing.key');

/**
 * `SESSION_SECRET` when set (production requires it), so every instance signs alike; otherwise a random key made
 * once in `DATA_DIR/signing.key` (readable by the owner only) and reused, so links mailed before a restart still
 * work. Derived rather than used as is: the secret then signs nothing else by accident.
 */
export function loadSigningKey(config: Pick<AppConfig, 'sessionSecret' | 'dataDir'>): Buffer {
  const secret = config.sessionSecret ?? keyFileSecret(config.dataDir);
  return createHmac('sha256', secret).update('fieldhockey-events/token-signer').digest();
}

function keyFileSecret(dataDir: string): string {
  const file = signingKeyFile(dataDir);
  try {
    return readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written whole aside, then linked into place: a second process starting at the same moment either links first
  // or finds the complete file, never half of one, and both end up with the same key.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  return readKey(file);
}

function readKey(file: string): string {
  const key = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`${file} is not a signing key (64 hex digits): remove it to make a new one`);
  return key;
}
