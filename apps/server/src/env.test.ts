import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseEnv } from './env.ts';

const main = path.join(import.meta.dirname, 'main.ts');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', main], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 30_000 });

describe('configuration', () => {
  it('has defaults for a zero-setup start', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_DATA: true });
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
