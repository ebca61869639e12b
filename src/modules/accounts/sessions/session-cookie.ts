import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { cookieMaxAgeMs } from './session.js';

export const SESSION_COOKIE = 'sid';

/** `HttpOnly` (no script reads it), `SameSite=Lax`, `Path=/`, `Secure` when the public URL is https. */
@Injectable()
export class SessionCookie {
  private readonly options: CookieOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.publicUrl.startsWith('https:') };
  }

  read(request: Request): string | undefined {
    const cookies = request.cookies as Record<string, unknown> | undefined;
    const value = cookies?.[SESSION_COOKIE];
    return typeof value === 'string' ? value : undefined;
  }

  set(response: Response, token: string, startedAt: Date): void {
    response.cookie(SESSION_COOKIE, token, { ...this.options, maxAge: cookieMaxAgeMs(startedAt, new Date()) });
  }

  clear(response: Response): void {
    response.clearCookie(SESSION_COOKIE, this.options);
  }
}
