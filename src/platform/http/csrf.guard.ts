import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

const CSRF_EXEMPT = 'platform:csrf-exempt';

/** For requests authenticated otherwise (the Stripe webhook, by its signature). */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT, true);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API requests must carry `X-Requested-With: fetch`, which a cross-site form or image cannot
 * send and a cross-site fetch cannot send without a CORS preflight we never grant; a foreign `Origin` is
 * refused as well.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicOrigin = config.publicUrl;
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(CSRF_EXEMPT, [context.getHandler(), context.getClass()])) return true;
    if (request.get('x-requested-with') !== 'fetch') {
      throw new ForbiddenException('Request refused: the X-Requested-With: fetch header is missing');
    }
    const origin = request.get('origin');
    if (origin !== undefined && !this.isOwnOrigin(origin, request)) {
      throw new ForbiddenException('Request refused: it comes from another site');
    }
    return true;
  }

  private isOwnOrigin(origin: string, request: Request): boolean {
    if (origin === this.publicOrigin) return true;
    try {
      // Same origin as the address the browser used (e.g. 127.0.0.1 instead of localhost in development).
      return new URL(origin).host === request.get('host');
    } catch {
      return false;
    }
  }
}
