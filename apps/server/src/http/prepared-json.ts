import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppBindings } from './context.ts';

/**
 * Answers made once and served many times: for reference data, which changes only by import (ARCHITECTURE.md,
 * College research), an answer is a function of the data and the query. Each answer is kept per version of the data
 * (the cached list it was computed from: an import or the cache's expiry makes a new one) as JSON, gzipped and with an
 * ETag, so a repeated search is neither recomputed, re-validated, re-serialised nor re-compressed.
 */
export interface Prepared {
  json: string;
  gzip: Buffer;
  etag: string;
}

/** A value made into a prepared answer: its JSON, gzipped once, with an ETag. */
export function prepareAnswer(value: unknown): Prepared {
  const json = JSON.stringify(value);
  return { json, gzip: gzipSync(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}
const MAX_ENTRIES = 500;
const byVersion = new WeakMap<object, Map<string, Prepared>>();

export function preparedJson(
  c: Context<AppBindings>,
  version: object,
  key: string,
  build: () => unknown,
  headers: Record<string, string> = {},
): Response {
  let answers = byVersion.get(version);
  if (!answers) byVersion.set(version, (answers = new Map()));
  let hit = answers.get(key);
  if (hit) {
    answers.delete(key); // most recently used last: the first key is the one to drop
    answers.set(key, hit);
  } else {
    hit = prepareAnswer(build());
    answers.set(key, hit);
    if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value!);
  }
  return sendPrepared(c, hit, headers);
}

/** Sends a prepared answer: 304 for its ETag, else the gzip made once when the client accepts it, else the JSON. */
export function sendPrepared(c: Context<AppBindings>, hit: Prepared, headers: Record<string, string> = {}): Response {
  const common = { ...headers, ETag: hit.etag, Vary: 'Accept-Encoding' };
  if (c.req.header('if-none-match') === hit.etag) return c.body(null, 304, common);
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    return c.body(new Uint8Array(hit.gzip), 200, {
      ...common,
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
  }
  return c.body(hit.json, 200, { ...common, 'Content-Type': 'application/json' });
}
