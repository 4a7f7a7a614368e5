import type { MiddlewareHandler } from 'hono';
import type { AccountRole } from '@dugout/domain';
import { findUserWithProfile } from './accounts.repo.ts';
import type { AppBindings } from '../../http/context.ts';

/** Authenticate: resolves the session cookie to an actor snapshot (null when signed out or disabled). */
export const loadActor: MiddlewareHandler<AppBindings> = async (c, next) => {
  const deps = c.get('deps');
  c.set('actor', null);
  if (c.req.header('cookie')?.includes('session_token')) {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (session) {
      const row = await findUserWithProfile(deps.db, session.user.id);
      if (row && !row.user.disabled) {
        c.set('actor', {
          userId: row.user.id,
          email: row.user.email,
          sessionId: session.session.id,
          role: row.user.role as AccountRole,
          isCoach: row.profile?.isCoach ?? false,
          organizationId: row.profile?.organizationId ?? null,
          organizationRole: row.profile?.organizationRole === 'program_admin' ? 'program_admin' : null,
        });
      }
    }
  }
  await next();
};
