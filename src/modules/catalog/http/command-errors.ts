import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import { EventCommandError } from '../events/catalog-event.js';

/** An `EventCommandError` as the HTTP answer it stands for; anything else is rethrown as it is. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof EventCommandError)) return error;
  switch (error.reason) {
    case 'not_found':
      return new NotFoundException(error.message);
    case 'invalid':
      return new BadRequestException(error.field ? `${error.field}: ${error.message}` : error.message);
    case 'removed':
      return new ConflictException(error.message);
  }
}

/** Runs a command, answering its domain failures with their HTTP status. */
export async function httpCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const mapped = asHttpError(error);
    throw mapped instanceof HttpException ? mapped : error;
  }
}
