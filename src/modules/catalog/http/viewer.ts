import type { AuthenticatedUser } from '../../../platform/http/auth.js';
import { type Viewer, viewerFor } from '../access/access-window.js';
import { homeOf } from '../places/event-place.js';
import type { Planner } from '../read-models/catalog-queries.js';

export const viewerOf = (user: AuthenticatedUser, now: Date): Viewer => viewerFor(user.accessLevel, user.isAdmin, now);

/** Pro features (advanced filters, calendar files) follow the plan, not the admin role. */
export const isPro = (user: AuthenticatedUser): boolean => user.accessLevel === 'pro';

/** The user's home and athletes' classes, for the per-user fields of the events they are shown. */
export const plannerOf = (user: AuthenticatedUser): Planner => ({ home: homeOf(user.homeZip), gradYears: user.gradYears });
