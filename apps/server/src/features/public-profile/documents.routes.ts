import type { Hono } from 'hono';
import { z } from 'zod';
import {
  profilePdfFileName,
  publicProfileMessages as msg,
  type PublicProfileView,
} from '@dugout/domain/public-profile';
import { AppError } from '@dugout/domain/shared';
import type { AppDeps } from '../../deps-types.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { loadOwnerView } from './owner-view.ts';
import { cachedProfilePdf } from './profile-pdf.ts';
import { cachedProfilePreview } from './profile-preview.ts';
import { publicPageCache } from './page-cache.ts';

/**
 * The profile's documents (docs/decisions/0066-profile-documents.md): the one-page PDF and the link-preview image of
 * a public page, and the player's own PDF. A public document answers the page's 404 alike for no such handle, a page
 * that is off and one the sharing gate holds back; nothing is counted here (opens are counted on the page only).
 * The public ones are made once per view of the page cache (docs/decisions/0071-public-page-cache.md).
 */

const handleParams = z.object({ handle: textPathParam() });

/** The photo's bytes for the PDF: a stored upload (JPEG or PNG) only; anything else or a failed read, no photo. */
async function photoBytes(deps: AppDeps, photoUrl: string | null): Promise<Uint8Array | null> {
  if (!photoUrl?.startsWith('/uploads/')) return null;
  try {
    const file = await deps.storage.read(photoUrl.slice('/uploads/'.length));
    return file && /^image\/(jpeg|png)$/.test(file.contentType) ? file.bytes : null;
  } catch (err) {
    deps.logger.warn({ err }, 'profile photo not read for the PDF');
    return null;
  }
}

const makePdf = async (deps: AppDeps, view: PublicProfileView) =>
  cachedProfilePdf(view, { profileUrl: view.url, photo: await photoBytes(deps, view.photoUrl) });

function pdfAnswer(view: PublicProfileView, pdf: Buffer, cacheControl: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${profilePdfFileName(view.handle)}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function profileDocumentRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/p/:handle/profile.pdf',
      params: handleParams,
      summary: "A public profile's one-page PDF (404 alike for no such handle, off, no consent)",
      tag: 'public-profile',
      authorize: 'public',
      response: 'raw',
    },
    async ({ deps, params }) => {
      const cache = publicPageCache(deps);
      const entry = await cache.entry(params.handle);
      if (!entry) throw new AppError('not_found', msg.notFound);
      const pdf = await cache.document(entry, 'pdf', (found) => makePdf(deps, found.view));
      // Not stored by shared caches: a page turned off must stop answering at once.
      return pdfAnswer(entry.found.view, pdf, 'private, no-cache');
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/p/:handle/preview.png',
      params: handleParams,
      summary: "A public profile's link-preview image, PNG 1200×630 (404 alike for no such handle, off, no consent)",
      tag: 'public-profile',
      authorize: 'public',
      response: 'raw',
    },
    async ({ deps, params }) => {
      const cache = publicPageCache(deps);
      const entry = await cache.entry(params.handle);
      if (!entry) throw new AppError('not_found', msg.notFound);
      const png = await cache.document(entry, 'png', (found) => cachedProfilePreview(found.view));
      return new Response(new Uint8Array(png), {
        headers: {
          'Content-Type': 'image/png',
          'Content-Length': String(png.length),
          // Link-preview crawlers fetch it once per share; a short life keeps a page turned off from lingering.
          'Cache-Control': 'public, max-age=300',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/public-profile/pdf',
      summary: "The player's own profile PDF, also while the page is off (the player, or a guardian acting for them)",
      tag: 'public-profile',
      authorize: 'player',
      response: 'raw',
    },
    async ({ deps, actor, subject }) => {
      const view = await loadOwnerView(deps, actor, subject.playerId);
      if (!view) throw new AppError('not_found', msg.notFound);
      return pdfAnswer(view, await makePdf(deps, view), 'private, no-store');
    },
  );
}
