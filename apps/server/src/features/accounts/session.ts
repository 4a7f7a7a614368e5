import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AccountRole } from '@dugout/domain/access';
import { findSessionActor, findUserWithProfile } from './accounts.repo.ts';
import type { AppBindings, SessionActor } from '../../http/context.ts';
import type { AppDeps } from '../../deps-types.ts';

interface CookieRules {
  name: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}
const rulesByAuth = new WeakMap<object, Promise<CookieRules>>();

/** better-auth's own session cookie name, secret and refresh rule (docs/decisions/0002-sessions-and-reset-links.md). */
function cookieRules(auth: AppDeps['auth']): Promise<CookieRules> {
  let rules = rulesByAuth.get(auth);
  if (!rules) {
    rules = auth.$context.then((ctx) => ({
      name: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    rulesByAuth.set(auth, rules);
  }
  return rules;
}

/** The session token of a signed cookie (`token.signature`, HMAC-SHA-256 in base64), or null when absent or forged. */
function signedToken(cookieHeader: string, rules: CookieRules): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== rules.name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', rules.secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

/**
 * Authenticate: resolves the session cookie to an actor snapshot (null when signed out or disabled), once per request.
 * The cookie's signature is checked here and the session, user and profile come in one indexed read
 * (docs/decisions/0028-serving-fast.md). better-auth itself runs only when a remembered session is due for its daily
 * refresh (it extends the expiry): the same answer, at most once a day per session.
 */
export const loadActor: MiddlewareHandler<AppBindings> = async (c, next) => {
  const deps = c.get('deps');
  c.set('actor', null);
  const cookie = c.req.header('cookie');
  if (cookie?.includes('session_token')) {
    const rules = await cookieRules(deps.auth);
    const token = signedToken(cookie, rules);
    const row = token ? await findSessionActor(deps.db, token) : null;
    const now = Date.now();
    if (row && row.expiresAt.getTime() > now) {
      // better-auth never extends a "don't remember me" session (its browser-session cookie ends it anyway).
      const refreshDue =
        row.expiresAt.getTime() - rules.expiresInMs + rules.updateAgeMs <= now && !cookie.includes('dont_remember');
      if (refreshDue) c.set('actor', await slowActor(c.req.raw.headers, deps));
      else if (!row.disabled)
        c.set('actor', {
          userId: row.userId,
          email: row.email,
          sessionId: row.sessionId,
          role: row.role as AccountRole,
          isCoach: row.isCoach ?? false,
          organizationId: row.organizationId ?? null,
          organizationRole: row.organizationRole === 'program_admin' ? 'program_admin' : null,
        });
    }
  }
  await next();
};

/** better-auth's session look-up (with its refresh), then the user and profile. */
async function slowActor(headers: Headers, deps: Pick<AppDeps, 'auth' | 'db'>): Promise<SessionActor | null> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const row = await findUserWithProfile(deps.db, session.user.id);
  if (!row || row.user.disabled) return null;
  return {
    userId: row.user.id,
    email: row.user.email,
    sessionId: session.session.id,
    role: row.user.role as AccountRole,
    isCoach: row.profile?.isCoach ?? false,
    organizationId: row.profile?.organizationId ?? null,
    organizationRole: row.profile?.organizationRole === 'program_admin' ? 'program_admin' : null,
  };
}
