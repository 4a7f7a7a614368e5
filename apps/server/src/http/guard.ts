import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { allowPolicy, site, type PolicyName } from '@dugout/domain/access';
import { AppError, messages } from '@dugout/domain/shared';
import type { AppBindings } from './context.ts';

/**
 * The first steps of every request (ARCHITECTURE.md, "The life of a request"): security headers on every answer,
 * then, for a write, the origin check, the content-type check and the body limit — all before any body is read.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';
export const CONTENT_TYPE_REFUSED = 'Send the request body as application/json (or multipart/form-data for an upload).';
export const BODY_TOO_LARGE = 'The request body is too large.';

/** The app's own Content-Security-Policy: no inline or foreign scripts, no framing. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React's style props and the toast/chart libraries set inline styles; scripts stay 'self' only.
  "style-src 'self' 'unsafe-inline'",
  // A white-label logo may be an https:// address of the customer's own (admin white-label settings).
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Swagger UI at /api/docs, served from the app's own files (http/api-docs.ts): no other host, no inline script. */
const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The security headers of every answer to `path` (the socket's answers too: http/answer-memo.ts). */
export function securityHeaderList(https: boolean, path: string): Array<[string, string]> {
  const list: Array<[string, string]> = [
    ['Content-Security-Policy', path === '/api/docs' ? docsPolicy : contentSecurityPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (https) list.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return list;
}

export function securityHeaders(publicUrl: string): MiddlewareHandler<AppBindings> {
  const https = publicUrl.startsWith('https://');
  const app = securityHeaderList(https, '/');
  const docs = securityHeaderList(https, '/api/docs');
  return async (c, next) => {
    await next();
    let list = c.req.path === '/api/docs' ? docs : app;
    // The public profile pages (/p/*) set their own policy: their inline style and script by hash and the video
    // providers' players as frames (features/public-profile/page.html.ts, docs/decisions/0065-public-profile.md).
    if (c.req.path.startsWith('/p/') && c.res.headers.has('Content-Security-Policy'))
      list = list.filter(([name]) => name !== 'Content-Security-Policy');
    // Onto the answer's own headers: Hono's `c.header()` on a finished answer rebuilds it around its body as a web
    // stream, which @hono/node-server then reads back chunk by chunk instead of writing the bytes it holds. An answer
    // with immutable headers (a fetched or `Response.redirect` one) takes the rebuilding path.
    try {
      const headers = c.res.headers;
      for (const [name, value] of list) headers.set(name, value);
    } catch {
      for (const [name, value] of list) c.header(name, value);
    }
  };
}

/**
 * Cross-site request forgery: a write must come from the app's own origin (PUBLIC_URL). Browsers send `Origin` on
 * every POST/PUT/PATCH/DELETE; when it is missing, `Sec-Fetch-Site: same-origin` is accepted. A request with
 * neither (or another origin) is refused 403. Then a write with a body must say application/json, or
 * multipart/form-data (uploads): a `text/plain` form post is refused 415 before its body is read. Paths listed in
 * `serverToServer` (signed webhooks) are exempt.
 */
export function originCheck(
  publicUrl: string,
  opts: { serverToServer?: readonly string[] } = {},
): MiddlewareHandler<AppBindings> {
  const allowed = new URL(publicUrl).origin;
  const serverToServer = new Set(opts.serverToServer ?? []);
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    // A server-to-server endpoint (a payment provider's webhook) carries no cookie and no Origin; it authenticates
    // itself with a signature over its body, checked by its route.
    if (serverToServer.has(c.req.path)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const sameOrigin = origin ? origin === allowed : fetchSite === 'same-origin';
    if (!sameOrigin) throw new AppError('forbidden', CROSS_SITE_REFUSED);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const length = c.req.header('content-length');
    const hasBody =
      type !== '' || (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (hasBody && type !== 'application/json' && type !== 'multipart/form-data')
      throw new AppError('unsupported_media_type', CONTENT_TYPE_REFUSED);
    return next();
  };
}

/**
 * Every request body is limited (BODY_LIMIT_BYTES, 1 MB by default): an answer of 413 comes as soon as the
 * Content-Length (or the bytes read so far) pass it. Routes with larger bodies (uploads, the player import) get their own limit from `uploadLimits`; `'own'` marks
 * a route that applies its own bodyLimit (with the spec's message) before reading: the profile photo and the team logo.
 */
export function bodyLimits(
  defaultMax: number,
  uploadLimits: Array<{ path: RegExp; maxSize: number | 'own' }>,
): MiddlewareHandler<AppBindings> {
  // Answer at once and close the connection: the client may still be sending the rest of the body on it.
  const onError = (c: Context) =>
    c.json(new AppError('payload_too_large', BODY_TOO_LARGE).toBody(), 413, { Connection: 'close' });
  const byDefault = honoBodyLimit({ maxSize: defaultMax, onError });
  const passThrough: MiddlewareHandler<AppBindings> = (_c, next) => next();
  const special = uploadLimits.map((u) => ({
    path: u.path,
    limit:
      u.maxSize === 'own'
        ? passThrough
        : (honoBodyLimit({ maxSize: u.maxSize, onError }) as MiddlewareHandler<AppBindings>),
  }));
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const match = special.find((s) => s.path.test(c.req.path));
    return (match ? match.limit : (byDefault as MiddlewareHandler<AppBindings>))(c, next);
  };
}

/** An upload a little too large is read to its end before the 413 (up to this many bytes), so the browser sees the message. */
const UPLOAD_DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The limit of one upload route, answering 413 with the spec's message. A client sends the whole file before it
 * reads an answer, and the Node adapter closes a connection whose body is not read within half a second: so a body
 * of up to 32 MB is read to its end (and thrown away) before the answer; a larger one is refused at once with
 * `Connection: close`. Only for a signed-in caller: a signed-out one is answered 401 from the cookie alone, before a
 * byte of the body is read, and the connection closed (docs/decisions/0044-hostile-input-and-faults.md). Every
 * multipart route (photo, team logo, reference CSV) declares this limit; `bodyLimits` marks their paths `'own'`.
 * A route whose authorize step is a rule over the actor alone passes that step as `siteStep`: a caller it refuses is
 * answered 403 the same way, before the body (the reference CSV: `siteAdmin`, access/rules.ts).
 */
export function uploadLimit(
  maxBytes: number,
  message: string,
  siteStep?: { policy: Extract<PolicyName, `site.${string}`>; denied: string },
): MiddlewareHandler<AppBindings> {
  const limit = honoBodyLimit({
    maxSize: maxBytes + 64 * 1024, // the multipart envelope around the file
    onError: async (c) => {
      const declared = Number(c.req.header('content-length') ?? NaN);
      const drained = declared <= UPLOAD_DRAIN_MAX_BYTES && (await discardBody(c.req.raw.body, UPLOAD_DRAIN_MAX_BYTES));
      return c.json(new AppError('payload_too_large', message).toBody(), 413, drained ? {} : { Connection: 'close' });
    },
  }) as MiddlewareHandler<AppBindings>;
  return async (c, next) => {
    const actor = c.get('actor');
    if (!actor)
      return c.json(new AppError('unauthenticated', messages.userNotAuthenticated).toBody(), 401, {
        Connection: 'close',
      });
    if (siteStep && !allowPolicy(actor, siteStep.policy, site))
      return c.json(new AppError('forbidden', siteStep.denied).toBody(), 403, { Connection: 'close' });
    return limit(c, next);
  };
}

/** Reads a body to its end, keeping none of it; false when it is longer than `max` or fails on the way. */
async function discardBody(body: ReadableStream<Uint8Array> | null, max: number): Promise<boolean> {
  if (!body) return true;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > max) return false;
    }
  } catch {
    return false;
  } finally {
    reader.releaseLock();
  }
}
