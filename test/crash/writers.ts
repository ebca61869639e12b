/** One state-changing request, as the SPA sends it. */
export interface Write {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** For failure messages: what the write was. */
  describe: string;
}

/**
 * A client that keeps writing, and a model of what the server must hold: every write answered 2xx, plus
 * the one that was in flight when the server died (which may or may not have committed).
 */
export interface Writer {
  readonly cookie: string;
  /** Writes answered 2xx so far. */
  readonly acknowledgedCount: number;
  /** Writes in flight when the server died. */
  readonly unansweredCount: number;
  /** Of those, the ones the restarted server turned out to hold (committed before the kill, unanswered). */
  readonly unansweredCommitted: number;
  next(): Write;
  /** The server answered 2xx: the write is part of the state for good. `body` is undefined when the kill cut it off. */
  acknowledged(write: Write, body: unknown): void;
  /** The server died before answering: after the restart the state tells whether it committed. */
  unanswered(write: Write): void;
  /** After a restart: the server's state must be the model, give or take the write in flight (which it settles). */
  reconcile(url: string): Promise<void>;
}

export class WriteFailed extends Error {
  override readonly name = 'WriteFailed';
}

export async function send(url: string, cookie: string, write: Pick<Write, 'method' | 'path' | 'body'>): Promise<Response> {
  const headers: Record<string, string> = { Cookie: cookie, 'X-Requested-With': 'fetch' };
  if (write.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${url}${write.path}`, {
    method: write.method,
    headers,
    body: write.body === undefined ? undefined : JSON.stringify(write.body),
    signal: AbortSignal.timeout(15_000),
  });
}

export async function readJson<T>(url: string, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new WriteFailed(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Each writer sends one write at a time until `stopped()` says so. A request that fails is expected only
 * once the server is being killed; any other failure, and any answer other than 2xx, rejects.
 */
export async function drive(url: string, writers: readonly Writer[], stopped: () => boolean): Promise<void> {
  await Promise.all(
    writers.map(async (writer) => {
      while (!stopped()) {
        const write = writer.next();
        let response: Response;
        try {
          response = await send(url, writer.cookie, write);
        } catch (error) {
          if (!stopped()) throw error;
          writer.unanswered(write);
          return;
        }
        if (!response.ok) throw new WriteFailed(`${write.describe} answered ${response.status}: ${await response.text()}`);
        let text: string | undefined;
        try {
          text = await response.text();
        } catch (error) {
          if (!stopped()) throw error;
        }
        writer.acknowledged(write, text ? JSON.parse(text) : undefined);
      }
    }),
  );
}
