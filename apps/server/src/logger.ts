import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string = 'info'): Logger {
  return pino({ level, base: undefined, redact: ['req.headers.cookie', 'password', '*.password'] });
}

export type ErrorLike = { code?: unknown; cause?: unknown; message?: unknown; name?: unknown; errors?: unknown };

/** The error and its causes, outermost first (Drizzle wraps the driver's error in `cause`; AggregateError in `errors`). */
export function errorChain(err: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let current: unknown = err;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    out.push(current as ErrorLike);
    const errors = (current as ErrorLike).errors;
    if (Array.isArray(errors)) out.push(...(errors.filter((e) => e && typeof e === 'object') as ErrorLike[]));
    current = (current as ErrorLike).cause;
  }
  return out;
}

/**
 * What a 500 logs: the error's name, code and message cut short, and the stack — never the query parameters nor the
 * whole user input (Drizzle's "Failed query … params: …" message carries both).
 */
export function loggableError(err: unknown): Record<string, unknown> {
  return {
    chain: errorChain(err).map((e) => ({
      name: typeof e.name === 'string' ? e.name : undefined,
      code: typeof e.code === 'string' ? e.code : undefined,
      message:
        typeof e.message === 'string'
          ? e.message.replace(/\s*params:[\s\S]*$/, ' params: [hidden]').slice(0, 300)
          : undefined,
    })),
    // The frames only: the stack's first lines repeat the message (and so the parameters).
    stack:
      err instanceof Error
        ? err.stack
            ?.split('\n')
            .filter((line) => /^\s+at /.test(line))
            .slice(0, 8)
            .join('\n')
        : undefined,
  };
}
