// What the `backup`, `restore` and `events:copy` commands share: how they stop, and the server's configuration.
import { type AppConfig, ConfigError, loadConfig } from '../platform/config/config.js';

export type Fail = (code: number, message: string) => never;

/**
 * A text with the credentials of every connection string in it hidden: "esdb://admin:changeit@db:2113" is shown as
 * "esdb://admin:***@db:2113", "mongodb://u:p@h/db?authSource=admin" as "mongodb://u:***@h/db?authSource=admin", and
 * a password given as a query parameter ("?password=...") as "?password=***". A command prints what it works on;
 * never the passwords in it.
 */
export function withoutCredentials(text: string): string {
  return text
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*):[^@/\s]*@/gi, '$1:***@')
    .replace(/([?&](?:password|passwd|pwd|secret|token|key)=)[^&\s]*/gi, '$1***');
}

/** `<name>: <message>` on stderr, then exit with `code` (2: wrong usage or configuration; 1: refused or failed). */
export const failure =
  (name: string): Fail =>
  (code, message) => {
    process.stderr.write(`${name}: ${withoutCredentials(message)}\n`);
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
