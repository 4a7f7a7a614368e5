import type { ErrorHandler, NotFoundHandler } from 'hono';
import { AppError } from '@dugout/domain/shared';
import type { AppBindings } from './context.ts';
import { errorChain as chain, loggableError } from '../logger.ts';

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 5;

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection (?:timeout|error)|terminating connection|the database system is (?:starting up|shutting down)|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/**
 * True when the database cannot be reached right now (down, restarting, refusing connections): the request is
 * answered 503 with Retry-After, and the pool reconnects by itself on the next request.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    return (
      CONNECTION_CODES.has(code) ||
      code.startsWith('08') ||
      (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message))
    );
  });
}

/** One error handler maps every failure to the API's error shape; a 5xx never shows internals. */
export const onError: ErrorHandler<AppBindings> = (err, c) => {
  if (err instanceof AppError) return c.json(err.toBody(), err.status as 400);
  const pgCode = chain(err)
    .map((e) => e.code)
    .find((code) => typeof code === 'string');
  if (pgCode === '23505') return c.json(new AppError('conflict', 'That record already exists.').toBody(), 409);
  if (isDatabaseUnavailable(err)) {
    c.get('deps')?.logger.warn({ err: loggableError(err), path: c.req.path }, 'database unavailable');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(new AppError('unavailable', DATABASE_UNAVAILABLE).toBody(), 503);
  }
  c.get('deps')?.logger.error(
    { err: loggableError(err), method: c.req.method, path: c.req.path.slice(0, 200) },
    'unhandled error',
  );
  return c.json(new AppError('internal', 'An unexpected error occurred').toBody(), 500);
};

export const apiNotFound: NotFoundHandler<AppBindings> = (c) =>
  c.json(new AppError('not_found', 'Not found').toBody(), 404);
