import { Injectable } from '@nestjs/common';
import { TokenSigner } from '../../../platform/security/token-signer.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../preferences/notification-preferences.js';

const PURPOSE = 'unsubscribe';

/**
 * The token in a mail's unsubscribe links: who and which kind of mail, signed. It never expires, as RFC 8058
 * expects of a link in a mail read months later; it can do nothing but switch that one kind off.
 */
@Injectable()
export class UnsubscribeTokens {
  constructor(private readonly signer: TokenSigner) {}

  issue(userId: string, kind: NotificationKind): string {
    return this.signer.sign(PURPOSE, { u: userId, k: kind });
  }

  read(token: string): { userId: string; kind: NotificationKind } | null {
    const claims = this.signer.verify(PURPOSE, token);
    if (!claims || typeof claims.u !== 'string' || !(NOTIFICATION_KINDS as readonly string[]).includes(claims.k)) return null;
    return { userId: claims.u, kind: claims.k as NotificationKind };
  }
}
