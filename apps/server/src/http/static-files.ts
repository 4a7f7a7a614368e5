import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The built web app, served from memory (docs/decisions/0028-serving-fast.md): every file of the dist folder is read
 * once at start with the brotli and gzip copies `npm run build` wrote beside it (scripts/precompress.mjs), so a request
 * costs a map look-up and a write: no file-system access, no compression per request. Hashed files under /assets/ are
 * immutable (`Cache-Control: public, max-age=31536000, immutable`); the others (index.html, logo, images) are
 * revalidated with their ETag. A compressible file built without its copies is gzipped once, at its first request.
 */
interface StaticFile {
  type: string;
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  cacheControl: string;
  compressible: boolean;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest|ico)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export function loadStaticFiles(dist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      const body = readFileSync(file);
      const read = (ext: string) => {
        try {
          return readFileSync(file + ext);
        } catch {
          return undefined;
        }
      };
      const url = '/' + path.relative(dist, file).split(path.sep).join('/');
      files.set(url, {
        type: types[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
        body,
        br: read('.br'),
        gz: read('.gz'),
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
        cacheControl: url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
        compressible: compressible.test(name) && body.length >= 1024,
      });
    }
  };
  walk(dist);
  return files;
}

/** The encodings a request accepts (`Accept-Encoding`, q=0 meaning refused). */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const out = { br: false, gzip: false };
  if (!header) return out;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name === 'br' || name === '*') out.br ||= !refused;
    if (name === 'gzip' || name === '*') out.gzip ||= !refused;
  }
  return out;
}

export function sendStaticFile(c: Context, file: StaticFile, cacheControl = file.cacheControl): Response {
  const headers: Record<string, string> = { 'Content-Type': file.type, 'Cache-Control': cacheControl, ETag: file.etag };
  if (file.compressible) headers.Vary = 'Accept-Encoding';
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  let body = file.body;
  if (file.compressible) {
    const accepts = acceptedEncodings(c.req.header('accept-encoding'));
    if (accepts.br && file.br) {
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (accepts.gzip) {
      file.gz ??= gzipSync(file.body, { level: 9 });
      body = file.gz;
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>, 200, headers);
}

/** Serves the files of `files` (GET and HEAD); anything else goes on. */
export function staticFiles(files: Map<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let file = files.get(c.req.path);
    if (!file) {
      try {
        file = files.get(decodeURIComponent(c.req.path));
      } catch {
        // a malformed escape: not one of our files
      }
    }
    if (!file) return next();
    return sendStaticFile(c, file);
  };
}
