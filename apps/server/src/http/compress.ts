import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './static-files.ts';

const gzipAsync = promisify(gzip);

/** Hono's `c.res =` copies the old answer's headers over the new one's; clear it first so ours (length, encoding) stay. */
function replace(c: Context, res: Response) {
  c.res = undefined as unknown as Response;
  c.res = res;
}

/** The smallest API answer worth compressing (bytes) and the gzip level (bench/lib/bare-server.mjs uses the same). */
export const COMPRESS_THRESHOLD = 1400;
export const COMPRESS_LEVEL = 5;

/**
 * Compresses an API answer only when it pays (docs/decisions/0028-serving-fast.md): JSON or text of at least
 * `threshold` bytes, to a client that accepts gzip, and not already encoded (the prepared answers of http/prepared-json.ts
 * carry their own gzip). The gzip runs on libuv's thread pool (COMPRESS_LEVEL), so it never holds up other requests —
 * and with PGlite, whose queries hold the main thread, it runs on the other core (a synchronous gzip was tried and
 * measured slower there: docs/decisions/0031-per-user-screens.md).
 */
export function compressApi(threshold = COMPRESS_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers and status first: touching `res.body` turns @hono/node-server's light answer (written to the socket as
    // it is) into a web stream read back chunk by chunk — the route answers of jsonAnswer below never get that far.
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !/^(application\/(json|problem\+json)|text\/)/.test(res.headers.get('Content-Type') ?? '') ||
      /\bno-transform\b/.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (length < threshold) return;
    const vary = res.headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding'))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptedEncodings(c.req.header('accept-encoding')).gzip || !res.body) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (raw.length < threshold) {
      headers.set('Content-Length', String(raw.length));
      replace(c, new Response(raw, { status: res.status, headers }));
      return;
    }
    const body = await gzipAsync(raw, { level: COMPRESS_LEVEL });
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(body.length));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replace(
      c,
      new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), { status: res.status, headers }),
    );
  };
}

/**
 * A route's JSON answer (http/route.ts), compressed here by compressApi's rule (threshold, `Accept-Encoding`, level,
 * `Vary`), straight from the JSON text: compressApi, which skips an answer that already carries `Content-Encoding`,
 * would otherwise read the body back out of the Response it was just put in
 * (docs/decisions/0033-per-request-work-and-pglite-statements.md).
 */
export async function jsonAnswer(c: Context, value: unknown, status: 200 | 201 | 202): Promise<Response> {
  const text = JSON.stringify(value);
  const type = { 'Content-Type': 'application/json' };
  const length = Buffer.byteLength(text);
  if (length < COMPRESS_THRESHOLD) return c.body(text, status, { ...type, 'Content-Length': String(length) });
  const vary = { Vary: 'Accept-Encoding' };
  if (c.req.method === 'HEAD' || !acceptedEncodings(c.req.header('accept-encoding')).gzip)
    return c.body(text, status, { ...type, ...vary });
  const body = await gzipAsync(text, { level: COMPRESS_LEVEL });
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.length), status, {
    ...type,
    ...vary,
    'Content-Encoding': 'gzip',
    'Content-Length': String(body.length),
  });
}
