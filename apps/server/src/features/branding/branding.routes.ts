import type { Hono } from 'hono';
import { brandingSchema, type Branding } from '@dugout/domain/branding';
import { findActiveWhiteLabel } from './branding.repo.ts';
import type { AppBindings } from '../../http/context.ts';
import type { AppDeps } from '../../deps-types.ts';
import { defineRoute } from '../../http/route.ts';
import { cacheNamespaces } from '../../services/cache/cache.ts';

const FRESH_MS = 5 * 60_000;
const NS = cacheNamespaces.branding;
/** After a white-label change: every instance reads the table again (services/cache). */
export const clearBrandingCache = (deps: Pick<AppDeps, 'cache'>) => deps.cache.invalidate(NS);

/** The header logo for the request's host from white_label_properties, else the default (cached 5 minutes). */
export function brandingRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/branding',
      summary: 'White-label logo for this host',
      tag: 'branding',
      authorize: 'public',
      response: brandingSchema,
    },
    async ({ c, deps }) => {
      const host = (c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '').split(':')[0]!.toLowerCase();
      const value = await deps.cache.get(NS, host, FRESH_MS, async (): Promise<Branding> => {
        const row = await findActiveWhiteLabel(deps.db, host);
        return { logoUrl: row?.logoUrl ?? null, appName: row?.appName ?? 'Dugout' };
      });
      c.header('Cache-Control', 'public, max-age=300');
      return value;
    },
  );
}
