import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { cookieMaxAgeMs } from './session.js';

export const SESSION_COOKIE = 'sid';
/**
 * Over https the cookie is `__Host-sid`: browsers accept that name only when it is `Secure`, has `Path=/`
 * and no `Domain`, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** `HttpOnly` (no script reads it), `SameSite=Lax`, `Path=/`, `Secure` and the `__Host-` prefix when the public URL is https. */
@Injectable()
export class SessionCookie {
  private readonly options: CookieOptions;
  readonly name: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const secure = config.publicUrl.startsWith('https:');
    this.options = { httpOnly: true, sameSite: 'lax', path: '/', secure };
    this.name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  read(request: Request): string | undefined {
    const cookies = request.cookies as Record<string, unknown> | undefined;
    const value = cookies?.[this.name];
    return typeof value === 'string' ? value : undefined;
  }

  set(response: Response, token: string, startedAt: Date): void {
    response.cookie(this.name, token, { ...this.options, maxAge: cookieMaxAgeMs(startedAt, new Date()) });
  }

  clear(response: Response): void {
    response.clearCookie(this.name, this.options);
  }
}
