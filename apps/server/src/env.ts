import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting, from environment variables, checked at start-up (README lists each). */
export const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0–65535')
    .max(65535, 'must be 0–65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DB_POOL_MAX: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1–1000')
    .max(1000, 'must be 1–1000')
    .default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(30_000),
  DEMO_DATA: boolish.default(true),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Dugout <no-reply@dugout.local>'),
  SMTP_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .default(5_000),
  MAIL_RETRY_BASE_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(1, 'must be at least 1')
    .default(60_000),
  MAIL_RETRY_MAX_ATTEMPTS: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(8),
  MAIL_POLL_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(10, 'must be at least 10')
    .default(5_000),
  JOB_LEASE_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .default(60_000),
  JOB_POLL_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(10, 'must be at least 10')
    .default(2_000),
  RESCORE_BATCH_SIZE: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(200),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@dugout.local'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as http://localhost:3000' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9:_-]+$/, 'must be letters, digits, : _ -')
    .default('dugout:'),
  S3_ENDPOINT: z.url({ message: 'must be a URL such as http://127.0.0.1:9000' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolish.default(false),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int('must be a whole number')
    .min(1024, 'must be at least 1024')
    .default(1024 * 1024),
  PAYMENT_PROVIDER: z.enum(['free', 'demo', 'stripe'], { message: 'must be free, demo or stripe' }).default('free'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** only to point the SDK at another API server (e.g. stripe-mock); production leaves it unset */
  STRIPE_API_BASE: z.url({ message: 'must be a URL' }).optional(),
});

export type Env = z.infer<typeof envSchema>;

const s3Vars = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an EnvError naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    // secrets are named, never echoed
    const shown = (key: string) =>
      /SECRET|KEY/.test(key) ? '(value hidden)' : `(got ${JSON.stringify(cleaned[key])})`;
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} ${shown(String(i.path[0]))}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((k) => !env[k]);
    if (missing.length)
      throw new EnvError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when PAYMENT_PROVIDER=stripe`).join('\n')}`,
      );
  }
  const setS3 = s3Vars.filter((k) => env[k]);
  if (setS3.length > 0 && setS3.length < s3Vars.length) {
    const missing = s3Vars.filter((k) => !env[k]);
    throw new EnvError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required when ${setS3.join(', ')} ${setS3.length === 1 ? 'is' : 'are'} set (object storage)`).join('\n')}`,
    );
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    throw new EnvError('Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the primary) as well');
  return env;
}
