import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';
import { loggableError } from '../logger.ts';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('error handler helpers', () => {
  it('recognises an unreachable or restarting database (→ 503), and nothing else', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection due to administrator command' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P03', message: 'the database system is starting up' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped({ code: '22P02', message: 'invalid input syntax' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it("logs a 500 without the query parameters (the user's input)", () => {
    const secret = 'my-very-private-note-'.repeat(50);
    const err = Object.assign(new Error(`Failed query: insert into notes (body) values ($1)\nparams: ${secret}`), {
      cause: { code: '22021', message: 'invalid byte sequence' },
    });
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain('my-very-private-note');
    expect(logged).toContain('22021');
    expect(logged).toContain('Failed query: insert into notes');
  });
});
