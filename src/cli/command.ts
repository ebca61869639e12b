// What the `backup`, `restore` and `events:copy` commands share: how they stop, and the server's configuration.
import { type AppConfig, ConfigError, loadConfig } from '../platform/config/config.js';

export type Fail = (code: number, message: string) => never;

/** `<name>: <message>` on stderr, then exit with `code` (2: wrong usage or configuration; 1: refused or failed). */
export const failure =
  (name: string): Fail =>
  (code, message) => {
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(code);
  };

/** The environment read as the server reads it; a bad setting exits 2 with its message. */
export function configOrExit(fail: Fail): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(2, error.message);
    throw error;
  }
}
