import { z } from 'zod';
import { isoDateField } from '../shared/fields.ts';

/** Winter training (docs/decisions/0013-winter-training.md): dated off-season measurements; at least one measurement per entry. */
const metric = (min: number, max: number, label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const winterTrainingEntrySchema = z
  .object({
    collectionDate: isoDateField('Please enter a valid date'),
    weight: metric(50, 400, 'Weight'),
    exitVelocity: metric(20, 130, 'Exit velocity'),
    throwVelocity: metric(20, 120, 'Throw velocity'),
    fastballVelocity: metric(20, 110, 'Fastball velocity'),
    sixty: metric(5, 12, '60 time'),
  })
  .refine((v) => [v.weight, v.exitVelocity, v.throwVelocity, v.fastballVelocity, v.sixty].some((x) => x !== null), {
    message: 'Enter at least one measurement',
    path: ['weight'],
  });
export type WinterTrainingInput = z.input<typeof winterTrainingEntrySchema>;

export const winterTrainingRowSchema = z.object({
  id: z.string(),
  collectionDate: z.string(),
  weight: z.number().nullable(),
  exitVelocity: z.number().nullable(),
  throwVelocity: z.number().nullable(),
  fastballVelocity: z.number().nullable(),
  sixty: z.number().nullable(),
});
export type WinterTrainingRow = z.infer<typeof winterTrainingRowSchema>;

/** Rule: a date in the future is not a measurement yet. */
export const isFutureDate = (isoDate: string, today: Date) => isoDate > today.toISOString().slice(0, 10);
export const futureDateMessage = 'The date cannot be in the future';

/** The latest entry of each user (by collection date, then creation). */
export function latestPerUser<T extends { userId: string; collectionDate: string; createdAt?: string | Date }>(
  rows: readonly T[],
): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of rows) {
    const cur = out.get(r.userId);
    if (
      !cur ||
      r.collectionDate > cur.collectionDate ||
      (r.collectionDate === cur.collectionDate && String(r.createdAt ?? '') > String(cur.createdAt ?? ''))
    )
      out.set(r.userId, r);
  }
  return out;
}

/** GET /api/winter-training: my entries, newest first. */
export const winterTrainingListSchema = z.object({ entries: z.array(winterTrainingRowSchema) });
/** GET /api/teams/:teamCode/winter-training: each member's latest entry. */
export const teamWinterTrainingSchema = z.object({
  members: z.array(
    z.object({
      userId: z.string().nullable(),
      playerName: z.string().nullable(),
      latest: winterTrainingRowSchema.nullable(),
    }),
  ),
});
export type TeamWinterTraining = z.infer<typeof teamWinterTrainingSchema>;
