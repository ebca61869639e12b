import { apiRequest } from '../../../lib/api';
import type { AdminUser } from './get-users';

export async function grantAdminRole(userId: string): Promise<AdminUser> {
  const response = await apiRequest('POST', `/api/admin/users/${encodeURIComponent(userId)}/admin`);
  return (await response.json()) as AdminUser;
}
