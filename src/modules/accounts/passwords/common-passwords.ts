import { readFileSync } from 'node:fs';

/** Read once when the module loads (at boot): 10,000 lower-case entries, see ../data/README.md. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('../data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0),
);

/** Case-insensitive: `Password1` is as guessable as `password1`. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const commonPasswordCount = (): number => COMMON_PASSWORDS.size;
