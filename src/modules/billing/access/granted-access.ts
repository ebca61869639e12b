import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

export type PlanType = 'basic' | 'pro';
export const PLAN_TYPES = ['basic', 'pro'] as const satisfies readonly PlanType[];

/**
 * Events of a customer's stream, `billing-customer-<userId>`: access an admin grants by hand (a partner, a
 * refund made good, a tester), beside what Stripe's subscriptions will record in the same stream.
 */
export interface AccessGranted {
  type: 'AccessGranted';
  /** `until`: last day of access (`yyyy-MM-dd`, included), or null until revoked. `byAdmin`: the admin's user id. */
  data: { userId: string; planType: PlanType; until: string | null; byAdmin: string; occurredAt: string };
}
export interface AccessRevoked {
  type: 'AccessRevoked';
  data: { userId: string; byAdmin: string; occurredAt: string };
}
export type GrantEvent = AccessGranted | AccessRevoked;

export const customerStream = (userId: string) => `billing-customer-${userId}`;

export type GrantState = { planType: PlanType; until: string | null } | null;

export function evolveGrant(state: GrantState, recorded: GrantEvent | RecordedEvent): GrantState {
  const event = recorded as GrantEvent;
  if (event.type === 'AccessGranted') return { planType: event.data.planType, until: event.data.until };
  if (event.type === 'AccessRevoked') return null;
  return state;
}

/** Granting what is already granted, or revoking nothing, records nothing. */
export function decideGrant(
  state: GrantState,
  command: { userId: string; planType: PlanType; until: string | null; adminId: string; now: Date },
): GrantEvent[] {
  if (state && state.planType === command.planType && state.until === command.until) return [];
  const { userId, planType, until, adminId } = command;
  return [{ type: 'AccessGranted', data: { userId, planType, until, byAdmin: adminId, occurredAt: command.now.toISOString() } }];
}

export function decideRevoke(state: GrantState, command: { userId: string; adminId: string; now: Date }): GrantEvent[] {
  if (state === null) return [];
  return [{ type: 'AccessRevoked', data: { userId: command.userId, byAdmin: command.adminId, occurredAt: command.now.toISOString() } }];
}
