import { apiRequest } from '../../../lib/api';
import type { AdminUser } from './get-users';

/** Refused (409) for the caller's own role and for the last admin. */
export async function revokeAdminRole(userId: string): Promise<AdminUser> {
  const response = await apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(userId)}/admin`);
  return (await response.json()) as AdminUser;
}
