import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** The `backups` section of /api/admin/health: present when the server takes backups itself (BACKUP_DIR). */
export type BackupsHealth = {
  dir: string;
  schedule: string;
  keep: number;
  running: boolean;
  /** The last attempt failed: no backup since `lastFailure`. */
  failing: boolean;
  lastBackup: { at: string; file: string; sizeBytes: number } | null;
  lastFailure: { at: string; error: string } | null;
};

export type AdminHealth = { status: 'ok' | 'degraded'; backups?: BackupsHealth };

/** The health detail; a degraded server answers 503 with the same body, which is still the detail to show. */
export async function getHealth(): Promise<AdminHealth> {
  try {
    return (await (await apiRequest('GET', '/api/admin/health')).json()) as AdminHealth;
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return JSON.parse(error.message.replace(/^503: /, '')) as AdminHealth;
    throw error;
  }
}

export const healthQueryOptions = () => queryOptions({ queryKey: adminKeys.health(), queryFn: getHealth });
