import type { z } from 'zod';
import { isErrorBody, type ErrorCode } from '@dugout/domain';

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
 * The one way the web app calls the API: JSON in, JSON out, cookies for the session. `schema` is the domain's
 * response schema of the endpoint (the one its server route uses as `response`); the answer is parsed with it.
 */
export async function api<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  opts: ApiOptions = {},
): Promise<z.output<S>> {
  let res: Response;
  try {
    res = await fetch(withQuery(path, opts.query), {
      method,
      credentials: 'same-origin',
      headers: opts.body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
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
    if (isErrorBody(data)) throw new ApiError(data.error.message, res.status, data.error.code, data.error.fields ?? {});
    throw new ApiError('An unexpected error occurred', res.status, 'internal');
  }
  return parseResponse(`${method.toUpperCase()} ${path}`, schema, data);
}

export const apiGet = <S extends z.ZodType>(path: string, schema: S, query?: Query, signal?: AbortSignal) =>
  api('GET', path, schema, { query, signal });
export const errorMessage = (err: unknown, fallback = 'An unexpected error occurred') =>
  err instanceof Error && err.message ? err.message : fallback;
