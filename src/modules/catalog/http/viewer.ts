import type { AuthenticatedUser } from '../../../platform/http/auth.js';
import type { Viewer } from '../access/access-window.js';

export const viewerOf = (user: AuthenticatedUser): Viewer => ({ level: user.accessLevel, isAdmin: user.isAdmin });

/** Pro features (advanced filters, calendar files) follow the plan, not the admin role. */
export const isPro = (user: AuthenticatedUser): boolean => user.accessLevel === 'pro';
