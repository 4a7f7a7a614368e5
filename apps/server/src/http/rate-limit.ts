import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '@dugout/domain/shared';
import { clientIp } from './client-ip.ts';
import type { AppBindings } from './context.ts';

export const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  name: string;
  /**
   * The account a request is about when nobody is signed in (e.g. the e-mail address of a sign-in), so attempts on one
   * account are counted across every address. Signed in, the account is the signed-in user.
   */
  account?: (c: Context<AppBindings>) => Promise<string | null | undefined>;
}

/** The e-mail address in a JSON body, lower-cased (Hono keeps the parsed body, so the route reads it again for free). */
export const emailInBody = async (c: Context<AppBindings>): Promise<string | null> => {
  const body: unknown = await c.req.json().catch(() => null);
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : null;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : null;
};

/**
 * A fixed-window limit per route name, counted in the app's store (deps.rateLimitStore) twice: per client address AND
 * per account (the signed-in user, or `opts.account`). Either count over `max` answers 429 with Retry-After, so
 * neither many addresses against one account nor many accounts from one address get past it.
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const deps = c.get('deps');
    const keys = [`${opts.name}:ip:${clientIp(c, deps.env.TRUST_PROXY)}`];
    const actor = c.get('actor');
    const account = actor ? `user:${actor.userId}` : opts.account ? await opts.account(c) : null;
    if (account) keys.push(`${opts.name}:account:${account}`);
    const hits = await Promise.all(keys.map((key) => deps.rateLimitStore.hit(key, opts.windowMs)));
    refuseOverLimit(c, hits, opts.max);
    await next();
  };
}

/** Answers 429 with Retry-After (the latest window end among them) when any of `hits` is over `max`. */
export function refuseOverLimit(c: Context, hits: ReadonlyArray<{ count: number; resetAt: number }>, max: number) {
  const over = hits.filter((h) => h.count > max);
  if (!over.length) return;
  const resetAt = Math.max(...over.map((h) => h.resetAt));
  c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
  throw new AppError('rate_limited', RATE_LIMITED);
}
