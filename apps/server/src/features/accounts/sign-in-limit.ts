import type { MiddlewareHandler } from 'hono';
import { clientIp } from '../../http/client-ip.ts';
import type { AppBindings } from '../../http/context.ts';
import { emailInBody, refuseOverLimit } from '../../http/rate-limit.ts';
import { sendUnlockEmail } from './accounts.service.ts';
import { trustedDevice, UNLOCK_LINK_SECONDS } from './sign-in-device.ts';

/**
 * The sign-in limit (docs/decisions/0043-sign-in-device-cookies.md), counted in the app's rate-limit store
 * (http/rate-limit.ts) like every other limit: per client address, and then either per device — the attempt carries a
 * valid device cookie for the account it names — or, without one, per account (the untrusted-client limit that
 * strangers share). Either count over `max` answers 429. The first refused attempt of a lockout e-mails the account's
 * owner an unlock link, at most once per UNLOCK_LINK_SECONDS, after the answer.
 */
export function signInLimit(opts: { windowMs: number; max: number }): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const deps = c.get('deps');
    const store = deps.rateLimitStore;
    const email = await emailInBody(c);
    const device = email ? await trustedDevice(c, deps, email) : null;
    const keys = [`sign-in:ip:${clientIp(c, deps.env.TRUST_PROXY)}`];
    if (device) keys.push(`sign-in:device:${device}`);
    else if (email) keys.push(`sign-in:account:${email}`);
    const hits = await Promise.all(keys.map((key) => store.hit(key, opts.windowMs)));
    const accountHit = !device && email ? hits[1] : undefined;
    if (email && accountHit?.count === opts.max + 1) {
      // Once per window the account count passes `max`; the mail itself at most once per link lifetime per account.
      void store
        .hit(`sign-in-unlock-mail:${email}`, UNLOCK_LINK_SECONDS * 1000)
        .then(({ count }) => (count === 1 ? sendUnlockEmail(deps, email) : undefined))
        .catch((err: unknown) => deps.logger.error({ err }, 'sign-in: the unlock e-mail could not be queued'));
    }
    refuseOverLimit(c, hits, opts.max);
    await next();
  };
}
