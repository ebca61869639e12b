import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import { EventCommandError } from '../events/catalog-event.js';

/** What the answer says: the field first when there is one, as input validation does ("endDate: ..."). */
export function messageOf(error: EventCommandError): string {
  return error.field ? `${error.field}: ${error.message}` : error.message;
}

function asHttpError(error: EventCommandError): HttpException {
  switch (error.reason) {
    case 'not_found':
      return new NotFoundException(messageOf(error));
    case 'invalid':
      return new BadRequestException(messageOf(error));
    case 'removed':
      return new ConflictException(messageOf(error));
  }
}

/** Runs a command, answering its domain failures with their HTTP status; anything else is rethrown as it is. */
export async function httpCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof EventCommandError ? asHttpError(error) : error;
  }
}
