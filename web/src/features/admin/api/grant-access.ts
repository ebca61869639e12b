import { apiRequest } from '../../../lib/api';
import type { AccessChange } from './access-change';
import type { PlanType } from './get-users';

/** `until` is the last day of access (`yyyy-MM-dd`); null grants it with no end. */
export type AccessGrant = { planType: PlanType; until: string | null };

export async function grantAccess(userId: string, grant: AccessGrant): Promise<AccessChange> {
  const response = await apiRequest('POST', `/api/admin/users/${encodeURIComponent(userId)}/access`, grant);
  return (await response.json()) as AccessChange;
}
