import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../test/test-app.ts';

/** A GET that keeps the body as sent (compressed or not). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const script = 'export const words = [' + Array.from({ length: 800 }, (_, i) => `"word ${i}"`).join(',') + '];\n';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4000, 7)]);
let dist: string;
let stack: TestStack;

beforeAll(async () => {
  // A built web app as `npm run build` leaves it: Vite's output, then the brotli/gzip copies of scripts/precompress.mjs.
  dist = mkdtempSync(path.join(tmpdir(), 'dugout-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Dugout</title></head><body><div id="root"></div></body></html>',
  );
  // What the web build lists for a screen (apps/web/vite.config.ts): its chunks, its data (signed in / anyone).
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify([
      {
        path: '/college/:teamId',
        modules: ['/assets/Screen-Q1w2E3.js'],
        fetch: ['/api/mine/:teamId'],
        publicFetch: ['/api/things/:teamId'],
      },
    ]),
  );
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script);
  writeFileSync(path.join(dist, 'assets/photo-XyZ789.png'), png);
  execFileSync(process.execPath, ['scripts/precompress.mjs', dist], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
  });
  stack = await startTestStack({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await stack?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files of the built web app', () => {
  it('sends the brotli or gzip copy made at build, immutable for hashed assets, and 304 for a known ETag', async () => {
    const url = `${stack.url}/assets/index-AbC123.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.equals(readFileSync(path.join(dist, 'assets/index-AbC123.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(url, { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const again = await get(url, { 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('never compresses a file that is compressed already (an image)', async () => {
    const res = await get(`${stack.url}/assets/photo-XyZ789.png`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.equals(png)).toBe(true);
  });

  it('answers every screen path with the app page, revalidated on each visit', async () => {
    const res = await get(`${stack.url}/dashboard`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<div id="root">');
  });
});

describe('a screen listed in route-preloads.json', () => {
  const modulepreload = '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Screen-Q1w2E3.js">';
  const preload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin>`;

  it('gets its chunks and its public data preloaded in the page; its signed-in data only with a session', async () => {
    const anyone = await get(`${stack.url}/college/29`);
    expect(anyone.status).toBe(200);
    expect(anyone.headers['cache-control']).toBe('no-cache');
    expect(anyone.headers.vary).toContain('Cookie');
    const html = anyone.body.toString();
    expect(html).toContain('<div id="root">');
    expect(html.indexOf(modulepreload)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(preload('/api/things/29'));
    expect(html).not.toContain('/api/mine/');

    const signedIn = await get(`${stack.url}/college/29`, { cookie: 'theme=dark; dugout.session_token=abc' });
    const signedInHtml = signedIn.body.toString();
    expect(signedInHtml).toContain(modulepreload);
    expect(signedInHtml).toContain(preload('/api/things/29'));
    expect(signedInHtml).toContain(preload('/api/mine/29'));
    expect(signedIn.headers.etag).not.toBe(anyone.headers.etag);
  });

  it('gets no data preloaded with a query (other answers), and other addresses get the plain page', async () => {
    const query = (
      await get(`${stack.url}/college/29?team=ABC`, { cookie: 'dugout.session_token=abc' })
    ).body.toString();
    expect(query).toContain(modulepreload);
    expect(query).not.toContain('as="fetch"');
    for (const other of ['/college/abc', '/college/29/x', '/dashboard']) {
      const res = await get(stack.url + other);
      expect(res.status).toBe(200);
      expect(res.body.toString()).not.toContain('modulepreload');
    }
  });
});

describe('API answers', () => {
  it('are gzipped only when large enough and the client accepts it', async () => {
    const big = await get(`${stack.url}/api/docs/openapi.json`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.body).toString()).openapi).toBeTruthy();
    const identity = await get(`${stack.url}/api/docs/openapi.json`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString()).openapi).toBeTruthy();
    const small = await get(`${stack.url}/api/health`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toBeTruthy();
  });
});
