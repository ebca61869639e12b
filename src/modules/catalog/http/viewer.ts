import type { AuthenticatedUser } from '../../../platform/http/auth.js';
import { type Viewer, viewerFor } from '../access/access-window.js';

export const viewerOf = (user: AuthenticatedUser, now: Date): Viewer => viewerFor(user.accessLevel, user.isAdmin, now);

/** Pro features (advanced filters, calendar files) follow the plan, not the admin role. */
export const isPro = (user: AuthenticatedUser): boolean => user.accessLevel === 'pro';
