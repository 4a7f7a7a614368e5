import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
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
 * Up to this size the answer is compressed on the spot, above it on libuv's thread pool. A thread-pool gzip costs
 * about 0.4 ms of CPU whatever the size (a zlib stream, its buffers, the hop between threads); a synchronous one of a
 * 58 KB answer about 0.3 ms, of a 2 KB one under 0.1 ms — measured, docs/decisions/0031-per-user-screens.md. Up to
 * 64 KiB the event loop is held well under a millisecond.
 */
export const COMPRESS_SYNC_MAX = 64 * 1024;

/**
 * Compresses an API answer only when it pays (docs/decisions/0028-serving-fast.md): JSON or text of at least
 * `threshold` bytes, to a client that accepts gzip, and not already encoded (the prepared answers of http/prepared-json.ts
 * carry their own gzip). Answers up to COMPRESS_SYNC_MAX are compressed on the spot (cheaper in CPU); larger ones on
 * libuv's thread pool, so a large answer never holds up other requests.
 */
export function compressApi(threshold = COMPRESS_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      !res.body ||
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
    if (!acceptedEncodings(c.req.header('accept-encoding')).gzip) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (raw.length < threshold) {
      headers.set('Content-Length', String(raw.length));
      replace(c, new Response(raw, { status: res.status, headers }));
      return;
    }
    const body =
      raw.length <= COMPRESS_SYNC_MAX
        ? gzipSync(raw, { level: COMPRESS_LEVEL })
        : await gzipAsync(raw, { level: COMPRESS_LEVEL });
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
