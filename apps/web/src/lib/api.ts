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

/** The one typed way the web app calls the API: JSON in, JSON out, cookies for the session. */
export async function api<T>(method: string, path: string, opts: { body?: unknown; query?: Query; form?: FormData; signal?: AbortSignal } = {}): Promise<T> {
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
  return data as T;
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) => api<T>('GET', path, { query, signal });
export const errorMessage = (err: unknown, fallback = 'An unexpected error occurred') =>
  err instanceof Error && err.message ? err.message : fallback;
