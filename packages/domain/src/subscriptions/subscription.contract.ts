import { z } from 'zod';
import { planAudiences, planIntervals, subscriptionStatuses } from './subscriptions.ts';

const iso = z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString() : v));

export const planSchema = z.object({
  id: z.string(),
  audience: z.enum(planAudiences),
  interval: z.enum(planIntervals),
  name: z.string(),
  priceCents: z.number().int(),
  active: z.boolean(),
});
export type Plan = z.output<typeof planSchema>;
export const planListSchema = z.object({ plans: z.array(planSchema) });

export const subscriptionSchema = z.object({
  id: z.string(),
  plan: planSchema,
  teamCode: z.string().nullable(),
  teamName: z.string().nullable(),
  /** the status as of now (a lapsed one reads `expired`) */
  status: z.enum(subscriptionStatuses),
  provider: z.string(),
  amountCents: z.number().int(),
  startedAt: iso.nullable(),
  expiresAt: iso.nullable(),
  cancelledAt: iso.nullable(),
  abilities: z.object({ cancel: z.boolean(), renew: z.boolean() }),
});
export type SubscriptionView = z.output<typeof subscriptionSchema>;
export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });

export const subscriptionCheckoutSchema = z.object({
  planId: z.string().min(1, 'Please choose a plan'),
  teamCode: z.string().trim().toUpperCase().optional(),
});
export type SubscriptionCheckoutInput = z.input<typeof subscriptionCheckoutSchema>;

/** After choosing a plan or renewing: done at once (free plan) or a checkout page to visit (demo, Stripe). */
export const subscriptionCheckoutResultSchema = z.object({
  status: z.enum(['completed', 'checkout']),
  subscription: subscriptionSchema,
  checkoutUrl: z.string().nullable(),
});
export type SubscriptionCheckoutResult = z.output<typeof subscriptionCheckoutResultSchema>;

/** The demo card page for a subscription checkout. */
export const subscriptionDemoSessionSchema = z.object({
  sessionId: z.string(),
  subscriptionId: z.string(),
  planName: z.string(),
  interval: z.enum(planIntervals),
  priceCents: z.number().int(),
  action: z.enum(['start', 'renew']),
  status: z.enum(['open', 'paid']),
});
export type SubscriptionDemoSession = z.output<typeof subscriptionDemoSessionSchema>;

/** PUT /api/admin/plans/:id: the changed plan. */
export const planResponseSchema = z.object({ plan: planSchema });
