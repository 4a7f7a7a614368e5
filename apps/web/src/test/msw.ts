import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { errorStatus, type ErrorCode } from '@dugout/domain/shared';

/**
 * The API of a DOM test (docs/decisions/0047-dom-tests.md): an MSW server in the test's process that answers the app's
 * `fetch` calls. Its lifecycle is in test/setup.ts (listen before the file, reset after each test, close after).
 */
export const server = setupServer();

/**
 * What went wrong on the fake server during a test: an answer its schema refused (a drifted handler), a request no
 * handler answered, a handler that threw. test/setup.ts fails the test with them after it ran, because the app turns
 * such an answer into an error state the test might not look at.
 */
export const serverProblems: string[] = [];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's `:name` parameters: '/api/teams/:code/members/:memberId' → 'code' | 'memberId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Req<B, P extends string = string> {
  /** the path's `:name` parameters, typed by the path */
  params: { [K in ParamNames<P>]: string };
  /** the address's query (`?division=D1`) */
  query: URLSearchParams;
  /** the JSON body parsed with the route's body schema (undefined without one) */
  body: B;
  request: Request;
}

/**
 * An answer the way the server's `defineRoute` presents it (apps/server/src/http/route.ts): the route's response schema
 * parses the result and the parsed value is sent. A body that does not match the domain's schema throws here, so a
 * handler cannot drift from the API the app is built against.
 */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as DefaultBodyType, init);
}

/** The server's error shape (`{ error: { code, message, fields? } }`) with the code's status (the domain's `errorStatus`). */
export function apiError(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status: errorStatus[code] });
}

/** What a `route(...)` handler declares: its method, path and domain schemas (compared with the server's routes). */
export interface RouteDeclaration {
  method: Method;
  path: string;
  response: z.ZodType;
  body?: z.ZodType;
}
const declarations = new WeakMap<object, RouteDeclaration>();
/**
 * The declaration of a handler made by `route(...)`: `e2e/dom-fakes-match-server.test.ts` checks that the server has
 * the same route with the same response and body schemas (the same objects of the domain), for every fake.
 */
export const routeDeclaration = (handler: object) => declarations.get(handler);

/**
 * One API route of the fake server: the method and path as the server declares them (`/api/teams/:code`), the domain's
 * response schema (and body schema, for a write), and what to answer. `resolve` returns the answer's value (parsed
 * with `response` before it is sent) or a `Response` of its own (e.g. `apiError('not_found', …)`).
 *
 *     route('GET', '/api/roster/:code', { response: teamRosterSchema }, ({ params }) => fake.roster(params.code))
 */
export function route<const P extends string, R extends z.ZodType, B extends z.ZodType | undefined = undefined>(
  method: Method,
  path: P,
  schemas: { response: R; body?: B },
  resolve: (
    req: Req<B extends z.ZodType ? z.output<B> : undefined, P>,
  ) => z.input<R> | Response | Promise<z.input<R> | Response>,
) {
  const on = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete }[method];
  const handler = on(path, async ({ request, params }) => {
    const where = `${method} ${new URL(request.url).pathname}`;
    try {
      let body: unknown;
      if (schemas.body) {
        const parsed = schemas.body.safeParse(
          await request
            .clone()
            .json()
            .catch(() => null),
        );
        // the server refuses a body its schema refuses (400): so does the fake, and the test hears of it
        if (!parsed.success) {
          serverProblems.push(`${where}: the app sent a body the route's schema refuses: ${parsed.error.message}`);
          return apiError('invalid_input', 'Invalid request');
        }
        body = parsed.data;
      }
      const out = await resolve({
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) as Req<unknown, P>['params'],
        query: new URL(request.url).searchParams,
        body: body as B extends z.ZodType ? z.output<B> : undefined,
        request,
      });
      return out instanceof Response ? out : answer(schemas.response, out);
    } catch (err) {
      serverProblems.push(`${where}: ${err instanceof Error ? err.message : String(err)}`);
      return apiError('internal', 'An unexpected error occurred');
    }
  });
  declarations.set(handler, { method, path, response: schemas.response, body: schemas.body });
  return handler;
}
