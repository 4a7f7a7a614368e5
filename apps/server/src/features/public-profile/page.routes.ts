import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { COMPRESS_LEVEL } from '../../http/compress.ts';
import type { AppBindings } from '../../http/context.ts';
import { rememberBytes } from '../../http/answer-memo.ts';
import { acceptedEncodings } from '../../http/static-files.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { contactFormState } from './contact.service.ts';
import { recordProfileOpen } from './links.service.ts';
import { notFoundPage, publicPageHeaders, renderPublicPage } from './page.html.ts';
import { publicPageCache, type PageBytes } from './page-cache.ts';
import { loadPublicView } from './view.service.ts';

/** Query of the page: a tracked link's token and the owner's preview switch; anything odd is simply ignored. */
const pageQuerySchema = z.object({
  via: z.string().max(100).optional().catch(undefined),
  preview: z.string().max(10).optional().catch(undefined),
});

const gzipAsync = promisify(gzip);

/**
 * An HTML answer of the page: gzipped (on libuv's thread pool) for a client that accepts it — the page is 9–15 KB,
 * about a third of that on the wire — otherwise as it is.
 */
export async function htmlAnswer(c: Context, html: string, status: 200 | 404 | 400 | 429): Promise<Response> {
  const headers: Record<string, string> = { ...publicPageHeaders(), Vary: 'Accept-Encoding' };
  if (!acceptedEncodings(c.req.header('accept-encoding')).gzip) return new Response(html, { status, headers });
  const body = await gzipAsync(html, { level: COMPRESS_LEVEL });
  return new Response(body, { status, headers: { ...headers, 'Content-Encoding': 'gzip' } });
}

/** A page's bytes made once (page-cache.ts): the gzip for a client that accepts it, else the HTML. */
function bytesAnswer(c: Context, bytes: PageBytes): Response {
  const headers: Record<string, string> = { ...publicPageHeaders(), ETag: bytes.etag, Vary: 'Accept-Encoding' };
  if (c.req.header('if-none-match') === bytes.etag) return new Response(null, { status: 304, headers });
  if (!acceptedEncodings(c.req.header('accept-encoding')).gzip) return new Response(bytes.raw, { headers });
  return new Response(bytes.gzip, { headers: { ...headers, 'Content-Encoding': 'gzip' } });
}

/**
 * The public recruiting profile page /p/:handle (docs/decisions/0065-public-profile.md), served from the page cache
 * (docs/decisions/0071-public-page-cache.md) except for the owner's preview, which is made for them each time.
 */
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
      const { handle } = params;
      if (query.preview === '1' && actor) {
        const found = await loadPublicView(deps, handle.toLowerCase(), new Date(), { previewFor: actor });
        if (!found) return htmlAnswer(c, notFoundPage, 404);
        if (found.preview) {
          const contact = await contactFormState(deps);
          return htmlAnswer(c, renderPublicPage(found.view, { preview: true, contact }), 200);
        }
      }
      const cache = publicPageCache(deps);
      const entry = await cache.entry(handle);
      if (!entry) return htmlAnswer(c, notFoundPage, 404);
      // Counted off the answer's path: a slow or failing count never holds up or fails the page.
      if (query.via && actor?.userId !== entry.found.ownerId)
        void recordProfileOpen(deps, entry.found.ownerId, query.via, c.req.header('user-agent')).catch((err: unknown) =>
          deps.logger.warn({ err }, 'public profile open not counted'),
        );
      // The contact form's signed start time is the start of the current bucket (page-cache.ts).
      const bytes = await cache.pageBytes(entry);
      // The plain URL (nothing to count) is the same answer for everyone: the next ones from the socket while current.
      if (!c.req.url.includes('?'))
        rememberBytes(
          c,
          { etag: bytes.etag, headers: publicPageHeaders(), gzip: bytes.gzip, identity: bytes.raw },
          () => cache.isCurrent(handle, entry, bytes),
        );
      return bytesAnswer(c, bytes);
    },
  );
}
