import type { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { brandingSchema, type Branding } from '@dugout/domain';
import { whiteLabelProperties } from '../../db/schema/index.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';

const FRESH_MS = 5 * 60_000;
const cache = new Map<string, { at: number; value: Branding }>();
export const clearBrandingCache = () => cache.clear();

/** The header logo for the request's host from white_label_properties, else the default (cached 5 minutes). */
export function brandingRoutes(app: Hono<AppBindings>) {
  defineRoute(app, { method: 'get', path: '/api/branding', summary: 'White-label logo for this host', tag: 'branding', auth: false, response: brandingSchema }, async ({ c, deps }) => {
    const host = (c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '').split(':')[0]!.toLowerCase();
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < FRESH_MS) return hit.value;
    const [row] = await deps.db
      .select()
      .from(whiteLabelProperties)
      .where(and(eq(whiteLabelProperties.domain, host), eq(whiteLabelProperties.isActive, true)));
    const value: Branding = { logoUrl: row?.logoUrl ?? null, appName: row?.appName ?? 'Dugout' };
    cache.set(host, { at: Date.now(), value });
    c.header('Cache-Control', 'public, max-age=300');
    return value;
  });
}
