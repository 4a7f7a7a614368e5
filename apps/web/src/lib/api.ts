import type { z } from 'zod';
import { isErrorBody, type ErrorCode } from '@dugout/domain/shared';
import { ACTING_HEADER, actingPlayer, actingPlayerLost } from './acting';

/** An API failure with the server's message (the spec's text) and per-field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'network',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's answer to a request naming a player this guardian has no active link to (the families contract). */
const PLAYER_NOT_FOUND = 'Player not found';

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** Every answer that does not match its endpoint's response schema is reported through this (tests may replace it). */
export class ApiResponseMismatch extends Error {
  constructor(
    readonly endpoint: string,
    readonly issues: string[],
  ) {
    super(`${endpoint} answered a response that does not match its schema: ${issues.join('; ')}`);
    this.name = 'ApiResponseMismatch';
  }
}

const describeIssues = (error: z.ZodError) =>
  error.issues.slice(0, 5).map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);

/**
 * Parses an answer with the response schema the server's route declares (the domain's, one schema on both sides).
 * A mismatch is a drifted server: in development and tests it throws, naming the endpoint; in production it is logged
 * (console.error, which fails the browser journeys in e2e/) and the answer is used as it came.
 */
export function parseResponse<S extends z.ZodType>(
  endpoint: string,
  schema: S,
  data: unknown,
  strict = !import.meta.env.PROD,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const mismatch = new ApiResponseMismatch(endpoint, describeIssues(parsed.error));
  if (strict) throw mismatch;
  console.error(mismatch.message);
  return data as z.output<S>;
}

export interface ApiOptions {
  body?: unknown;
  query?: Query;
  form?: FormData;
  signal?: AbortSignal;
}

/**
 * A response schema whose code is loaded on demand: the shell's answers (`/api/me`, `/api/branding`, sign-out), which
 * every page asks for, so that the landing page does not carry zod and the domain's schemas (docs/decisions/0026-front-end-loading.md: landing page
 * JavaScript ≤ 150 KB). Only for schemas without transforms or defaults (lib/shell-schemas.ts; its test checks it),
 * whose parsed answer is the answer itself. Checked before use in development and tests (strict); in production, as
 * `parseResponse` does there (report, use the answer as it came), once the page has loaded zod anyway: at the first
 * answer parsed with an ordinary schema, i.e. on the first screen that reads the API (every screen but the landing
 * and legal pages).
 */
export interface DeferredSchema<T> {
  readonly load: () => Promise<z.ZodType<T>>;
}

export const deferredSchema = <T>(load: () => Promise<z.ZodType<T>>): DeferredSchema<T> => ({ load });

const isDeferred = (schema: object): schema is DeferredSchema<unknown> => 'load' in schema && !('safeParse' in schema);

/** Answers to deferred schemas not yet checked (production only). */
const pendingChecks: Array<{ endpoint: string; schema: DeferredSchema<unknown>; data: unknown }> = [];

function runPendingChecks() {
  for (const { endpoint, schema, data } of pendingChecks.splice(0))
    schema.load().then(
      (s) => parseResponse(endpoint, s, data, false),
      () => undefined, // the schema's code did not load (offline): nothing to report
    );
}

async function parseWith<T>(endpoint: string, schema: z.ZodType<T> | DeferredSchema<T>, data: unknown): Promise<T> {
  if (!isDeferred(schema)) {
    runPendingChecks();
    return parseResponse(endpoint, schema, data);
  }
  if (!import.meta.env.PROD) return parseResponse(endpoint, await schema.load(), data);
  pendingChecks.push({ endpoint, schema, data });
  return data as T;
}

/**
 * The one way the web app calls the API: JSON in, JSON out, cookies for the session. `schema` is the domain's
 * response schema of the endpoint (the one its server route uses as `response`); the answer is parsed with it.
 */
export function api<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  opts?: ApiOptions,
): Promise<z.output<S>>;
export function api<T>(method: string, path: string, schema: DeferredSchema<T>, opts?: ApiOptions): Promise<T>;
export function api<T>(method: string, path: string, schema: z.ZodType<T> | DeferredSchema<T>, opts?: ApiOptions) {
  return request(method, path, schema, opts);
}

async function request<T>(
  method: string,
  path: string,
  schema: z.ZodType<T> | DeferredSchema<T>,
  opts: ApiOptions = {},
): Promise<T> {
  let res: Response;
  // While a guardian acts for a player, every request names the player (docs/decisions/0061-acting-for-a-player-in-the-web.md);
  // routes that are not the player's own things ignore the header on the server.
  const acting = actingPlayer();
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (acting) headers[ACTING_HEADER] = acting.id;
  try {
    res = await fetch(withQuery(path, opts.query), {
      method,
      // The page's preloaded reads (docs/decisions/0030-first-paint-of-signed-in-screens.md) carry no player header:
      // Chromium would hand one to a request that names a player, the guardian's own answer in the player's place. A
      // request that differs in credentials mode is never matched to a preload; for this origin both modes send the
      // same cookies (docs/decisions/0079-preloads-and-acting-for-a-player.md).
      credentials: acting ? 'include' : 'same-origin',
      headers: Object.keys(headers).length ? headers : undefined,
      body: opts.form ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
      signal: opts.signal,
    });
  } catch {
    throw new ApiError('Cannot reach the server. Check your connection and try again.', 0, 'network');
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    // The chosen player is no longer reachable (the link ended): forget the choice, the app returns to /family.
    if (acting && res.status === 404 && isErrorBody(data) && data.error.message === PLAYER_NOT_FOUND)
      actingPlayerLost(acting);
    if (isErrorBody(data)) throw new ApiError(data.error.message, res.status, data.error.code, data.error.fields ?? {});
    throw new ApiError('An unexpected error occurred', res.status, 'internal');
  }
  return parseWith(`${method.toUpperCase()} ${path}`, schema, data);
}

export function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  query?: Query,
  signal?: AbortSignal,
): Promise<z.output<S>>;
export function apiGet<T>(path: string, schema: DeferredSchema<T>, query?: Query, signal?: AbortSignal): Promise<T>;
export function apiGet<T>(path: string, schema: z.ZodType<T> | DeferredSchema<T>, query?: Query, signal?: AbortSignal) {
  return request('GET', path, schema, { query, signal });
}
export const errorMessage = (err: unknown, fallback = 'An unexpected error occurred') =>
  err instanceof Error && err.message ? err.message : fallback;
