export type PlanType = 'basic' | 'pro';
export const PLAN_TYPES = ['basic', 'pro'] as const satisfies readonly PlanType[];

export const PLAN_RANK: Record<'sample' | PlanType, number> = { sample: 0, basic: 1, pro: 2 };
