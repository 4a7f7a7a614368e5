import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting, from environment variables, checked at start-up (README lists each). */
export const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int('must be a whole number').min(0, 'must be 0–65535').max(65535, 'must be 0–65535').default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEMO_DATA: boolish.default(true),
  SMTP_URL: z.string().refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Dugout <no-reply@dugout.local>'),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@dugout.local'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as http://localhost:3000' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z.string().refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// URL').optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolish.default(false),
  WEB_DIST: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['free', 'demo'], { message: 'must be free or demo' }).default('free'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an EnvError naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
