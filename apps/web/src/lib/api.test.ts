import { afterEach, describe, expect, it, vi } from 'vitest';
import { meSchema } from '@dugout/domain/accounts';
import { familyMessages } from '@dugout/domain/families';
import { okResponseSchema } from '@dugout/domain/shared';
import { trackerEntryViewSchema } from '@dugout/domain/tracker';
import { ApiError, ApiResponseMismatch, api, apiGet, deferredSchema, parseResponse } from './api';
import { actingPlayer, onActingPlayerLost, setActingPlayer } from './acting';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("api(): every answer is parsed with its endpoint's domain response schema", () => {
  it('returns the parsed answer (keys the schema does not know are dropped) and sends JSON with the query', async () => {
    const fetch = answer(200, { ok: true, extra: 'x' });
    vi.stubGlobal('fetch', fetch);
    await expect(
      api('DELETE', '/api/tracker/1', okResponseSchema, { query: { a: 1, b: '', c: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls[0]![0]).toBe('/api/tracker/1?a=1');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE', credentials: 'same-origin' });
  });

  it('a drifted server answer fails loudly, naming the endpoint and the fields', async () => {
    vi.stubGlobal('fetch', answer(200, { user: { id: 7 } }));
    const call = apiGet('/api/me', meSchema);
    await expect(call).rejects.toBeInstanceOf(ApiResponseMismatch);
    await expect(apiGet('/api/me', meSchema)).rejects.toThrow(
      /^GET \/api\/me answered a response that does not match its schema: user\./,
    );
  });

  it('a deferred schema (the shell: loaded on demand) still checks the answer before use in development and tests', async () => {
    const me = deferredSchema(async () => meSchema);
    vi.stubGlobal('fetch', answer(200, { user: { id: 7 } }));
    await expect(apiGet('/api/me', me)).rejects.toThrow(/^GET \/api\/me answered a response that does not match/);
    vi.stubGlobal('fetch', answer(200, { user: null }));
    await expect(apiGet('/api/me', me)).resolves.toEqual({ user: null });
  });

  it('an answer missing a field of the schema names that field', async () => {
    vi.stubGlobal('fetch', answer(201, { id: 'x' }));
    const err = await api('POST', '/api/tracker', trackerEntryViewSchema, { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiResponseMismatch);
    expect((err as ApiResponseMismatch).endpoint).toBe('POST /api/tracker');
    expect((err as ApiResponseMismatch).issues.some((i) => i.startsWith('userId:'))).toBe(true);
  });

  it("an error answer becomes an ApiError with the server's message, code and fields (no schema involved)", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'invalid_input',
          message: 'Please enter a valid date',
          fields: { date: 'Please enter a valid date' },
        },
      }),
    );
    const err = await api('PUT', '/api/x', okResponseSchema, { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Please enter a valid date',
      fields: { date: 'Please enter a valid date' },
    });
  });

  it('an error answer that is not the error shape, and an unreachable server, have their own messages', async () => {
    vi.stubGlobal('fetch', answer(502, undefined));
    await expect(apiGet('/api/me', meSchema)).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'An unexpected error occurred',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/api/me', meSchema)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('parseResponse outside development and tests', () => {
  it('logs the mismatch (console.error fails the browser journeys) and uses the answer as it came', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = { ok: 'yes' };
    expect(parseResponse('GET /api/x', okResponseSchema, data, false)).toBe(data);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('GET /api/x answered a response that does not match its schema: ok:'),
    );
  });
  it('is strict by default under vitest', () => {
    expect(() => parseResponse('GET /api/x', okResponseSchema, null)).toThrow(ApiResponseMismatch);
  });
});

/** A session storage for the node project (the browser's, this tab's). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('acting for a player (docs/decisions/0061-acting-for-a-player-in-the-web.md)', () => {
  const headersOf = (fetch: ReturnType<typeof answer>) =>
    new Headers((fetch.mock.calls.at(-1)![1] as RequestInit).headers ?? undefined);

  it('sends X-Dugout-Player only while a player is chosen', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await api('POST', '/api/tracker', okResponseSchema, { body: {} });
    expect(headersOf(fetch).get('X-Dugout-Player')).toBeNull();
    expect(headersOf(fetch).get('Content-Type')).toBe('application/json');

    setActingPlayer({ id: 'u-casey', name: 'Casey Demoplayer', mayEdit: false });
    await apiGet('/api/dashboard', okResponseSchema);
    expect(headersOf(fetch).get('X-Dugout-Player')).toBe('u-casey');
    // never answered by the page's preload of the guardian's own read (docs/decisions/0079)
    expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ credentials: 'include' });

    setActingPlayer(null);
    await apiGet('/api/dashboard', okResponseSchema);
    expect(headersOf(fetch).get('X-Dugout-Player')).toBeNull();
    expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ credentials: 'same-origin' });
  });

  it("a 404 'Player not found' to an acting request forgets the player and says so; other 404s do not", async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const lost = vi.fn();
    const stop = onActingPlayerLost(lost);
    setActingPlayer({ id: 'u-casey', name: 'Casey Demoplayer', mayEdit: true });
    vi.stubGlobal('fetch', answer(404, { error: { code: 'not_found', message: 'Submission not found' } }));
    await expect(apiGet('/api/submissions/x', okResponseSchema)).rejects.toBeInstanceOf(ApiError);
    expect(actingPlayer()?.id).toBe('u-casey');
    expect(lost).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', answer(404, { error: { code: 'not_found', message: familyMessages.playerNotFound } }));
    await expect(apiGet('/api/dashboard', okResponseSchema)).rejects.toMatchObject({ status: 404 });
    expect(actingPlayer()).toBeNull();
    expect(lost).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-casey', name: 'Casey Demoplayer' }));
    stop();
  });

  it('a loss that comes back before anyone listens is told to the first listener, once', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    setActingPlayer({ id: 'u-casey', name: 'Casey Demoplayer', mayEdit: true });
    vi.stubGlobal('fetch', answer(404, { error: { code: 'not_found', message: familyMessages.playerNotFound } }));
    await expect(apiGet('/api/dashboard', okResponseSchema)).rejects.toMatchObject({ status: 404 });
    expect(actingPlayer()).toBeNull();
    const first = vi.fn();
    const second = vi.fn();
    const stops = [onActingPlayerLost(first), onActingPlayerLost(second)];
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-casey' }));
    expect(second).not.toHaveBeenCalled();
    stops.forEach((stop) => stop());
  });
});
