import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, one lane. */
export const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** A hash of nothing anyone knows, checked when the username is unknown so that answer takes as long as a wrong password. */
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash(randomBytes(32).toString('base64url'));
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password; with no hash (unknown user) spends the same work and is false. */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    const matches = await verify(passwordHash ?? this.dummyHash, password);
    return passwordHash !== null && matches;
  }
}
