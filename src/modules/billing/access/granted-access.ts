import type { AccessGranted, AccessRevoked, GrantState } from '../customer/customer.js';
import type { PlanType } from '../customer/plans.js';

/**
 * Access an admin grants by hand (a partner, a refund made good, a tester). Granting what is already granted,
 * or revoking nothing, records nothing.
 */
export function decideGrant(
  state: GrantState,
  command: { userId: string; planType: PlanType; until: string | null; adminId: string; now: Date },
): AccessGranted[] {
  if (state && state.planType === command.planType && state.until === command.until) return [];
  const { userId, planType, until, adminId } = command;
  return [{ type: 'AccessGranted', data: { userId, planType, until, byAdmin: adminId, occurredAt: command.now.toISOString() } }];
}

export function decideRevoke(state: GrantState, command: { userId: string; adminId: string; now: Date }): AccessRevoked[] {
  if (state === null) return [];
  return [{ type: 'AccessRevoked', data: { userId: command.userId, byAdmin: command.adminId, occurredAt: command.now.toISOString() } }];
}
