import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, compressApi, jsonAnswer } from './compress.ts';
import { securityHeaders } from './guard.ts';

/** The middlewares in createApp's order (app.ts) around two route answers made by jsonAnswer, as http/route.ts does. */
function app() {
  const a = new Hono();
  a.use('*', securityHeaders('http://localhost'));
  a.use('/api/*', compressApi());
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Player ${i}` })) };
  a.get('/api/big', (c) => jsonAnswer(c, big, 200));
  a.get('/api/small', (c) => jsonAnswer(c, { ok: true }, 201));
  // An answer whose headers cannot be changed (the fetch standard makes a redirect's immutable).
  a.get('/api/moved', () => Response.redirect('http://localhost/elsewhere', 302));
  return { a, big };
}

describe('route answers (jsonAnswer)', () => {
  it('are gzipped once above the threshold for a client that accepts gzip, with Vary, length and the security headers', async () => {
    const { a, big } = app();
    const res = await a.request('/api/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_THRESHOLD);
  });

  it('are sent as they are to a client without gzip, and below the threshold, with their status', async () => {
    const { a, big } = app();
    const plain = await a.request('/api/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
    const small = await a.request('/api/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.status).toBe(201);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-type')).toBe('application/json');
    expect(small.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await small.json()).toEqual({ ok: true });
  });

  it('an answer with immutable headers still gets the security headers', async () => {
    const res = await app().a.request('/api/moved');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
