import type { ErrorHandler, NotFoundHandler } from 'hono';
import { AppError } from '@dugout/domain';
import type { AppBindings } from './context.ts';

/** One error handler maps every failure to the API's error shape; a 5xx never shows internals. */
export const onError: ErrorHandler<AppBindings> = (err, c) => {
  if (err instanceof AppError) return c.json(err.toBody(), err.status as 400);
  const pgCode = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (pgCode === '23505') return c.json(new AppError('conflict', 'That record already exists.').toBody(), 409);
  c.get('deps')?.logger.error({ err, path: c.req.path }, 'unhandled error');
  return c.json(new AppError('internal', 'An unexpected error occurred').toBody(), 500);
};

export const apiNotFound: NotFoundHandler<AppBindings> = (c) => c.json(new AppError('not_found', 'Not found').toBody(), 404);
