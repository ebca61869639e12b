import { Inject, Injectable, Optional } from '@nestjs/common';
import { ACCESS_RESOLVER, type AccessResolver, SAMPLE_ACCESS } from '../../../platform/http/access.js';
import type { AuthenticatedUser } from '../../../platform/http/auth.js';
import { type UserDocument, toAuthenticatedUser } from './users-read-model.js';

/** A user as requests and answers carry them: the account joined with the access billing grants. */
@Injectable()
export class UserView {
  constructor(@Optional() @Inject(ACCESS_RESOLVER) private readonly access: AccessResolver | null) {}

  async of(document: UserDocument): Promise<AuthenticatedUser> {
    const access = this.access ? await this.access.accessOf(document._id) : SAMPLE_ACCESS;
    return toAuthenticatedUser(document, access);
  }
}
