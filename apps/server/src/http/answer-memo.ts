import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppBindings } from './context.ts';
import type { AppDeps } from '../deps-types.ts';
import { securityHeaderList } from './guard.ts';
import { preparedVariant, type Prepared } from './prepared-json.ts';

/**
 * Public reference answers served at the socket (docs/decisions/0032-reference-answers-at-the-socket.md).
 *
 * The school profile and the college search are the same bytes for everyone until the next import, and the routes
 * already keep them prepared (JSON, gzip, ETag: http/prepared-json.ts). Once a route has answered a URL with a
 * prepared answer it remembers it here, with a check that says whether that answer is still the current one (the
 * cache it came from still holds it: an import or the cache's expiry makes it stale). The next GET of the same URL is
 * answered by server.ts from here, before the framework: the same status, headers and bytes the route would send,
 * without routing, middleware, a session read or a Response object. Anything else (another method, a stale or
 * unknown URL) goes to the app as before, which prepares and remembers again.
 *
 * No session is read on this path: the answers are public and the same for every caller (a session's daily refresh
 * happens on the app's other requests).
 */
interface Entry {
  /** Is this still the answer the route would give? Checked before every use; a stale entry is dropped. */
  current: () => boolean;
  etag: string;
  gzip: { headers: string[]; body: Buffer };
  identity: { headers: string[]; body: Buffer };
  notModified: { headers: string[] };
}

const MAX_ENTRIES = 2000;

/** An answer other than JSON made once: its bytes as sent with and without gzip. */
export interface BytesAnswer {
  etag: string;
  headers: Record<string, string>;
  gzip: Buffer;
  identity: Buffer;
}

export class AnswerMemo {
  readonly #entries = new Map<string, Entry>();
  readonly #https: boolean;

  constructor(publicUrl: string) {
    this.#https = publicUrl.startsWith('https://');
  }

  get size() {
    return this.#entries.size;
  }

  /** Keeps `prepared` as the answer to GET `url` (path and query as the client sent them) while `current()` holds. */
  remember(url: string, prepared: Prepared, headers: Record<string, string>, current: () => boolean) {
    if (this.#entries.size >= MAX_ENTRIES && !this.#entries.has(url)) this.#entries.clear();
    const security = securityHeaderList(this.#https, url.split('?')[0]!);
    const flat = (v: ReturnType<typeof preparedVariant>) => [
      ...Object.entries(v.headers).flat(),
      ...security.flat(),
      ...(v.body ? ['Content-Length', String(v.body.length)] : []),
    ];
    const gzip = preparedVariant(prepared, headers, null, 'gzip');
    const identity = preparedVariant(prepared, headers, null, '');
    const notModified = preparedVariant(prepared, headers, prepared.etag, '');
    this.#entries.set(url, {
      current,
      etag: prepared.etag,
      gzip: { headers: flat(gzip), body: gzip.body! },
      identity: { headers: flat(identity), body: identity.body! },
      notModified: { headers: flat(notModified) },
    });
  }

  /**
   * Keeps ready bytes (gzip and identity) as the answer to GET `url` while `current()` holds: a public page made once
   * (features/public-profile/page-cache.ts, docs/decisions/0071-public-page-cache.md). `headers` are the answer's
   * own; a Content-Security-Policy among them replaces the app's.
   */
  rememberBytes(url: string, answer: BytesAnswer, current: () => boolean) {
    if (this.#entries.size >= MAX_ENTRIES && !this.#entries.has(url)) this.#entries.clear();
    const own = Object.entries({ ...answer.headers, ETag: answer.etag, Vary: 'Accept-Encoding' }).flat();
    const security = securityHeaderList(this.#https, url.split('?')[0]!)
      .filter(([name]) => !(name === 'Content-Security-Policy' && 'Content-Security-Policy' in answer.headers))
      .flat();
    const length = (body: Buffer) => ['Content-Length', String(body.length)];
    this.#entries.set(url, {
      current,
      etag: answer.etag,
      gzip: { headers: [...own, 'Content-Encoding', 'gzip', ...security, ...length(answer.gzip)], body: answer.gzip },
      identity: { headers: [...own, ...security, ...length(answer.identity)], body: answer.identity },
      notModified: { headers: [...own, ...security] },
    });
  }

  /** Answers `req` from memory and returns true, or returns false (nothing written) for the app to answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url!;
    const entry = this.#entries.get(url);
    if (!entry) return false;
    if (!entry.current()) {
      this.#entries.delete(url);
      return false;
    }
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, entry.notModified.headers);
      res.end();
    } else {
      const variant = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? entry.gzip : entry.identity;
      res.writeHead(200, variant.headers);
      res.end(variant.body);
    }
    return true;
  }
}

const memos = new WeakMap<AppDeps, AnswerMemo>();

/** The memo of the app built from `deps` (one per app; server.ts serves from it). */
export function answerMemo(deps: AppDeps): AnswerMemo {
  let memo = memos.get(deps);
  if (!memo) memos.set(deps, (memo = new AnswerMemo(deps.publicUrl)));
  return memo;
}

/**
 * Remembers the prepared answer a public route is sending for this request's URL. Only for a request that came
 * through node:http (server.ts): its URL as sent is the key. Requests made in process (tests' `app.request`) are
 * not remembered.
 */
export function rememberAnswer(
  c: Context<AppBindings>,
  prepared: Prepared,
  headers: Record<string, string>,
  current: () => boolean,
) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.url || c.req.method !== 'GET') return;
  answerMemo(c.var.deps).remember(incoming.url, prepared, headers, current);
}

/** rememberAnswer for ready bytes (AnswerMemo.rememberBytes). */
export function rememberBytes(c: Context<AppBindings>, answer: BytesAnswer, current: () => boolean) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.url || c.req.method !== 'GET') return;
  answerMemo(c.var.deps).rememberBytes(incoming.url, answer, current);
}
