import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 `{message}`; the platform's error filter adds `Retry-After` with the seconds until the window ends. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = tryAgainIn(retryAfterSeconds),
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
