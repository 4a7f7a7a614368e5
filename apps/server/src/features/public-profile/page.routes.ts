import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { recordProfileOpen } from './links.service.ts';
import { notFoundPage, publicPageHeaders, renderPublicPage } from './page.html.ts';
import { loadPublicView } from './view.service.ts';

/** Query of the page: a tracked link's token and the owner's preview switch; anything odd is simply ignored. */
const pageQuerySchema = z.object({
  via: z.string().max(100).optional().catch(undefined),
  preview: z.string().max(10).optional().catch(undefined),
});

/** The public recruiting profile page /p/:handle (docs/decisions/0065-public-profile.md). */
export function publicPageRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/p/:handle',
      summary: "A player's public recruiting profile (HTML; the same 404 for no such handle, off, or held back)",
      tag: 'public-profile',
      authorize: 'public',
      params: z.object({ handle: textPathParam() }),
      query: pageQuerySchema,
      response: 'raw',
    },
    async ({ deps, actor, params, query, c }) => {
      const wantsPreview = query.preview === '1' && !!actor;
      const found = await loadPublicView(deps, params.handle.toLowerCase(), new Date(), {
        previewFor: wantsPreview ? actor : null,
      });
      if (!found) return new Response(notFoundPage, { status: 404, headers: publicPageHeaders() });
      const preview = !!found.preview;
      // Counted off the answer's path: a slow or failing count never holds up or fails the page.
      if (!preview && actor?.userId !== found.ownerId)
        void recordProfileOpen(deps, found.ownerId, query.via, c.req.header('user-agent')).catch((err: unknown) =>
          deps.logger.warn({ err }, 'public profile open not counted'),
        );
      return new Response(renderPublicPage(found.view, { preview }), { status: 200, headers: publicPageHeaders() });
    },
  );
}
