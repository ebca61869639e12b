/** What the last-resort handlers log through: the server's pino logger fits. */
export interface StrayErrorLog {
  error(fields: Record<string, unknown>, message: string): void;
}

function describe(reason: unknown): Record<string, unknown> {
  if (reason instanceof Error) {
    return { err: { type: reason.name, message: reason.message, code: (reason as NodeJS.ErrnoException).code, stack: reason.stack } };
  }
  return { err: { message: String(reason) } };
}

/**
 * The last line of defence: an exception no handler caught, or a promise rejected with no one waiting for it, is logged
 * and the server keeps answering, instead of Node ending the process. Whatever a remote site sends is handled where it
 * arrives (the guard proxy, the crawler); this is for what slips through anyway, which should otherwise be fixed where
 * it comes from: the log line says so. Returns the uninstall (tests, and a server that stops).
 */
export function keepRunningOnStrayErrors(log: StrayErrorLog, target: NodeJS.EventEmitter = process): () => void {
  const onException = (error: unknown): void => {
    log.error({ ...describe(error), event: 'uncaughtException' }, 'An error no handler caught: logged, the server keeps running');
  };
  const onRejection = (reason: unknown): void => {
    log.error({ ...describe(reason), event: 'unhandledRejection' }, 'A promise rejected with no handler: logged, the server keeps running');
  };
  target.on('uncaughtException', onException);
  target.on('unhandledRejection', onRejection);
  return () => {
    target.off('uncaughtException', onException);
    target.off('unhandledRejection', onRejection);
  };
}
