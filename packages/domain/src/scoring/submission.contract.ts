import { z } from 'zod';
import { positions } from '../shared/lists.ts';
import { scoringMetrics } from './tables.ts';
import { paymentStatuses } from './submission-rules.ts';
import { abilitiesSchema } from '../access/abilities.contract.ts';
import { latestMetricSchema } from '../metrics-sources/sources.ts';

/** API shapes of the submissions feature (metrics, payment, dashboard, tracker). */
export const metricScoreSchema = z.object({
  metric: z.enum(scoringMetrics),
  score: z.number(),
  weight: z.number(),
  relevant: z.boolean(),
});

const iso = z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString() : v));
const num = z.number().nullable();

export const submissionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  teamCode: z.string().nullable(),
  height: num,
  weight: num,
  sixty: num,
  throwVelocity: num,
  exitVelocity: num,
  fastballVelocity: num,
  fbSpinRate: num,
  strikePercentage: num,
  throws: z.string().nullable(),
  bats: z.string().nullable(),
  submittedPosition: z.string().nullable(),
  graduationYear: z.number().nullable(),
  isPostgradDisplay: z.boolean(),
  submittedScore: num,
  bestPosition: z.string().nullable(),
  /** the score at bestPosition, the headline (`headlineScore`); null on a row not scored since it was stored */
  bestScore: num,
  positionScores: z.partialRecord(z.enum(positions), z.number()).nullable(),
  metricScores: z.array(metricScoreSchema).nullable(),
  paymentStatus: z.enum(paymentStatuses),
  paymentProvider: z.string().nullable(),
  teamFunded: z.boolean(),
  editedAt: iso.nullable(),
  editReason: z.string().nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export type Submission = z.output<typeof submissionSchema>;

export const paymentProviderIds = ['free', 'demo', 'stripe'] as const;
export type PaymentProviderId = (typeof paymentProviderIds)[number];

/** What the review step shows about paying: the configured provider and the price. */
export const paymentOptionSchema = z.object({
  provider: z.enum(paymentProviderIds),
  priceCents: z.number().int(),
  label: z.string(),
  /** the player is an active member of a paid team: the team covers it (docs/decisions/0005-payments.md) */
  teamFunded: z.boolean(),
  teamName: z.string().nullable(),
});
export type PaymentOption = z.output<typeof paymentOptionSchema>;

/** A submission with the payment option of the review step (null for anyone but its owner). */
export const submissionWithPaymentSchema = z.object({
  submission: submissionSchema,
  payment: paymentOptionSchema.nullable(),
});
export type SubmissionWithPayment = z.output<typeof submissionWithPaymentSchema>;

/** After checkout: either done (free, team funded) or a checkout page to visit (demo). */
export const checkoutResultSchema = z.object({
  status: z.enum(['completed', 'checkout']),
  submission: submissionSchema,
  checkoutUrl: z.string().nullable(),
});

export const demoCardMessages = {
  cardNumber: 'Please enter a valid card number',
  expiryFormat: 'Please enter the expiry as MM/YY',
  expired: 'This card has expired. Please use another card.',
  cvc: 'Please enter the 3 or 4 digit security code',
  name: 'Please enter the name on the card',
} as const;

/** The Luhn check digit every real card number carries (ISO/IEC 7812): a mistyped digit fails it. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (MM/YY, 20YY); it has expired once that month is over. */
export function isCardExpired(expiry: string, now: Date): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The demo provider's card form: the server and the web form parse it with this one schema. */
export const demoCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{13,19}$/, demoCardMessages.cardNumber)
        .refine(passesLuhn, demoCardMessages.cardNumber),
    ),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, demoCardMessages.expiryFormat)
    .refine((e) => !isCardExpired(e, new Date()), demoCardMessages.expired),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, demoCardMessages.cvc),
  name: z.string().trim().min(1, demoCardMessages.name),
});
export type DemoCardInput = z.input<typeof demoCardSchema>;

export const checkoutSessionSchema = z.object({
  sessionId: z.string(),
  submissionId: z.string(),
  priceCents: z.number().int(),
  status: z.enum(['open', 'paid']),
});

export const dashboardQuerySchema = z.object({
  submission: z.uuid({ message: 'Submission not found' }).optional(),
  user: z.string().min(1).optional(),
  source: z.enum(['team', 'org']).optional(),
});

export const dashboardPlayerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  highSchool: z.string().nullable(),
  highSchoolState: z.string().nullable(),
  primaryPosition: z.string().nullable(),
  graduationYear: z.number().nullable(),
  isPostgradDisplay: z.boolean(),
});

export const submissionSummarySchema = submissionSchema.pick({
  id: true,
  submittedPosition: true,
  submittedScore: true,
  bestPosition: true,
  bestScore: true,
  createdAt: true,
  paymentStatus: true,
  teamFunded: true,
  height: true,
  weight: true,
  sixty: true,
  throwVelocity: true,
  exitVelocity: true,
  fastballVelocity: true,
});
export type SubmissionSummary = z.output<typeof submissionSummarySchema>;

/** Everything the /dashboard screen needs, in one response. */
export const dashboardSchema = z.object({
  player: dashboardPlayerSchema,
  submission: submissionSchema.nullable(),
  history: z.array(submissionSummarySchema),
  isOwner: z.boolean(),
  abilities: abilitiesSchema('submission'),
  /** the owner's dashboards a lapsed subscription paid for are hidden: whose subscription it was (null when none) */
  lapsedFunding: z.enum(['subscription', 'team']).nullable(),
  /**
   * The shown submission's metrics with the date each value was measured and its source (docs/decisions/0062-metric-
   * sources.md); bat speed too when a device file gave it.
   */
  metrics: z.array(latestMetricSchema).default([]),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export type CheckoutResult = z.output<typeof checkoutResultSchema>;
export type CheckoutSession = z.output<typeof checkoutSessionSchema>;

export const submissionListSchema = z.object({ submissions: z.array(submissionSummarySchema) });

/** POST /api/payments/demo/:sessionId: the paid submission. */
export const demoPaymentResultSchema = z.object({ submission: submissionSchema });
