/**
 * A bare twin's JSON answer on the wire, as the app sends it: gzip at BARE_GZIP_LEVEL (on the thread pool) from
 * BARE_GZIP_THRESHOLD bytes up when the client takes it, else the JSON as it is (bench/lib/bare-server.mjs,
 * bench/sections/screens-more.ts). Nothing between node and the socket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipThreshold = Number(process.env.BARE_GZIP_THRESHOLD ?? Infinity);
const gzipLevel = Number(process.env.BARE_GZIP_LEVEL ?? 5);
const gzipAsync = promisify(gzip);

export async function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  const json = Buffer.from(JSON.stringify(body));
  if (json.length >= gzipThreshold && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const gz = await gzipAsync(json, { level: gzipLevel });
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'content-length': gz.length,
    });
    res.end(gz);
  } else {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': json.length });
    res.end(json);
  }
}
