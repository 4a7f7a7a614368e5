import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameOnBothEngines } from './same-on-both-engines.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('the files the PostgreSQL pass leaves out', () => {
  it.each(sameOnBothEngines)('%s exists and opens no PGlite database', (file) => {
    const full = path.join(root, file);
    expect(existsSync(full)).toBe(true);
    const source = readFileSync(full, 'utf8');
    // a PGlite database comes from openTestDatabase, or from a stack without `postgres: true` or a shared database
    expect(source).not.toMatch(/openTestDatabase\(/);
    for (const call of source.matchAll(/startTestStack\(([^)]*)\)/g))
      expect(call[1], `${file}: ${call[0]}`).toMatch(/postgres: true|database: /);
  });
});
