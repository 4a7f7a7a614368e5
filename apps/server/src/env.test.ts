import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseEnv } from './env.ts';

const main = path.join(import.meta.dirname, 'main.ts');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('configuration', () => {
  it('has defaults for a zero-setup start', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_DATA: true });
  });

  it('needs both Stripe keys with PAYMENT_PROVIDER=stripe, and never echoes a secret', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      parseEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toMatchObject({ PAYMENT_PROVIDER: 'stripe' });
    let message = '';
    try {
      parseEnv({ STRIPE_SECRET_KEY: 'pk_live_oops_this_is_secretish' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('STRIPE_SECRET_KEY');
    expect(message).not.toContain('pk_live_oops');
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/must be free, demo or stripe/);
  });

  it('asks for the S3 settings together, and for DATABASE_URL beside a read replica', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_ENDPOINT, S3_BUCKET are set/,
    );
    expect(() => parseEnv({ DATABASE_READ_URL: 'postgres://replica/db' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => parseEnv({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
    expect(parseEnv({})).toMatchObject({ DB_POOL_MAX: 10, DB_STATEMENT_TIMEOUT_MS: 30_000, REDIS_PREFIX: 'dugout:' });
  });

  it('stops start-up with a message naming a bad PORT', () => {
    const res = run({ PORT: 'eighty' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('PORT');
    expect(res.stderr).toContain('eighty');
  });

  it('stops start-up with a message naming a bad DATABASE_URL', () => {
    const res = run({ DATABASE_URL: 'mysql://localhost/db' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('DATABASE_URL');
  });

  it('stops start-up clearly when the DATABASE_URL server cannot be reached', () => {
    const res = run({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', PORT: '0', LOG_LEVEL: 'info' });
    expect(res.status).toBe(1);
    expect(res.stdout + res.stderr).toContain('DATABASE_URL');
  });
});
