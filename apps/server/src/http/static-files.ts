import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_COOKIE_PREFIX } from '../services/auth/auth.ts';

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
  /** Request headers the body depends on beyond Accept-Encoding (a screen's index.html: Cookie). */
  vary?: string;
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
  const vary = [file.compressible && 'Accept-Encoding', file.vary].filter(Boolean).join(', ');
  if (vary) headers.Vary = vary;
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

/** One screen of `route-preloads.json` (written by the web build, apps/web/vite.config.ts). */
interface RoutePreload {
  path: string;
  modules: string[];
  /** Asked for by a signed-in visitor only. */
  fetch: string[];
  /** Asked for by anyone (e.g. a school profile). */
  publicFetch?: string[];
}

type PreloadedData = 'none' | 'public' | 'all';

/** A signed-in request: Better Auth's session cookie (services/auth/auth.ts), `__Secure-` prefixed over https. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/**
 * The index.html of a screen listed in `route-preloads.json` (docs/decisions/0030-first-paint-of-signed-in-screens.md):
 * the page with `<link rel=modulepreload>` for the screen's chunks and `<link rel=preload as=fetch>` for the API
 * answers the screen asks for first (`data`: none, the public ones, or all for a signed-in visitor), so both load
 * beside the entry instead of after it. The chunks at low priority: the stylesheet and the entry (the first paint, and
 * the first code to run) get the link first (docs/decisions/0033-per-request-work-and-pglite-statements.md). Path parameters (`:name`) match digits only. Undefined for any other address (the plain index.html).
 */
export function routeIndexFiles(
  files: Map<string, StaticFile>,
): (path: string, data: PreloadedData) => StaticFile | undefined {
  const index = files.get('/index.html');
  const manifest = files.get('/route-preloads.json');
  if (!index || !manifest) return () => undefined;
  const routes = (JSON.parse(manifest.body.toString('utf8')) as RoutePreload[]).map((r) => {
    const names: string[] = [];
    const source = r.path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '(\\d{1,12})';
    });
    return { ...r, names, pattern: new RegExp(`^${source}/?$`) };
  });
  const html = index.body.toString('utf8');
  const cache = new Map<string, StaticFile>();
  return (pathname, data) => {
    for (const r of routes) {
      const m = r.pattern.exec(pathname);
      if (!m) continue;
      const key = `${data} ${pathname}`;
      let file = cache.get(key);
      if (!file) {
        const fill = (url: string) => r.names.reduce((u, name, i) => u.replace(`:${name}`, m[i + 1]!), url);
        const links = [
          ...r.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
          ...[...(data === 'none' ? [] : (r.publicFetch ?? [])), ...(data === 'all' ? r.fetch : [])].map(
            (href) => `<link rel="preload" href="${fill(href)}" as="fetch" crossorigin>`,
          ),
        ];
        const body = Buffer.from(html.replace('</head>', `${links.join('\n    ')}\n  </head>`));
        file = {
          ...index,
          body,
          br: undefined,
          gz: undefined,
          compressible: body.length >= 1024,
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
          vary: 'Cookie',
        };
        // Kept for the next visit; a bounded map (one entry per address, e.g. per school profile seen).
        if (cache.size >= 2000) cache.clear();
        cache.set(key, file);
      }
      return file;
    }
    return undefined;
  };
}

/**
 * Serves the files of `files` (GET and HEAD), and a screen's index.html with its preloads (routeIndexFiles);
 * anything else goes on (the plain index.html is the app's last route).
 */
export function staticFiles(files: Map<string, StaticFile>): MiddlewareHandler {
  const screenIndex = routeIndexFiles(files);
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
    if (file) return sendStaticFile(c, file);
    // No data for an address with a query (?user=, ?submission= ask for other answers); the signed-in data only
    // with a session.
    const data: PreloadedData = c.req.url.includes('?')
      ? 'none'
      : SESSION_COOKIE.test(c.req.header('cookie') ?? '')
        ? 'all'
        : 'public';
    const screen = screenIndex(c.req.path, data);
    if (screen) return sendStaticFile(c, screen, 'no-cache');
    return next();
  };
}
