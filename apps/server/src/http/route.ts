import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AppError, findNulCharacter, inputMessages, messages } from '@dugout/domain';
import type { AppBindings, SessionActor } from './context.ts';
import type { AppDeps } from '../deps.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType | undefined,
  A extends boolean,
> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  /** true: a signed-in user is required (401 'User not authenticated' otherwise). */
  auth: A;
  body?: B;
  query?: Q;
  response?: R;
  status?: 200 | 201 | 202;
  /** When the status depends on the result (the documented one is `status`). */
  statusOf?: (result: R extends z.ZodType ? z.output<R> : unknown) => 200 | 201 | 202;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteInput<B, Q, A extends boolean> {
  c: Context<AppBindings>;
  deps: AppDeps;
  actor: A extends true ? SessionActor : SessionActor | null;
  body: B;
  query: Q;
  params: Record<string, string>;
}

const documented: Array<{
  spec: RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, boolean>;
}> = [];

/** A uuid path parameter, or 404 with `message` (never a 500 for a malformed id). */
export function uuidParam(value: string | undefined, message = 'Not found'): string {
  if (!value || !z.uuid().safeParse(value).success) throw new AppError('not_found', message);
  return value;
}

/** Turns a zod error into the API's 400: the first message as `message`, each field's first message in `fields`. */
export function invalidInput(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError('invalid_input', error.issues[0]?.message ?? 'Invalid input', fields);
}

/** No string of a request (path, query, body) may hold a NUL byte (findNulCharacter in the domain): 400, before any schema. */
function refuseNul(...values: unknown[]) {
  for (const value of values) {
    const at = findNulCharacter(value);
    if (at) throw new AppError('invalid_input', inputMessages.nul, { [at]: inputMessages.nul });
  }
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/**
 * Registers one API route with the shape every handler has: authenticate → validate (domain schema) → handler
 * (load → authorise → service) → present (response schema). The route is also listed in the OpenAPI document.
 */
export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  A extends boolean = true,
>(
  app: Hono<AppBindings>,
  spec: RouteSpec<B, Q, R, A>,
  handler: (
    input: RouteInput<Infer<B>, Infer<Q>, A>,
  ) => Promise<(R extends z.ZodType ? z.input<R> : unknown) | Response>,
): void {
  documented.push({ spec: spec as never });
  app[spec.method](spec.path, async (c) => {
    const actor = c.get('actor');
    if (spec.auth && !actor) throw new AppError('unauthenticated', messages.userNotAuthenticated);
    let rawBody: unknown = undefined;
    if (spec.body) {
      try {
        rawBody = await c.req.json();
      } catch {
        throw new AppError('invalid_input', 'The request body must be JSON.');
      }
    }
    const params = c.req.param() as Record<string, string>;
    refuseNul({ ...params, ...c.req.query() }, rawBody);
    const body = spec.body ? parseOrThrow(spec.body, rawBody) : undefined;
    const query = spec.query ? parseOrThrow(spec.query, c.req.query()) : undefined;
    const result = await handler({
      c,
      deps: c.get('deps'),
      actor: actor as never,
      body: body as never,
      query: query as never,
      params,
    });
    // A prepared answer (http/prepared-json.ts) was checked against the response schema when it was made.
    if (result instanceof Response) return result;
    const presented = spec.response ? spec.response.parse(result) : result;
    return c.json(presented ?? { ok: true }, spec.statusOf ? spec.statusOf(presented as never) : (spec.status ?? 200));
  });
}

/** The OpenAPI 3.1 document for every route registered with defineRoute (served at /api/docs/openapi.json). */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const toSchema = (s: z.ZodType, io: 'input' | 'output') => {
    try {
      return z.toJSONSchema(s, { io, unrepresentable: 'any' });
    } catch {
      return {};
    }
  };
  for (const { spec } of documented) {
    const oaPath = spec.path.replace(/:([a-zA-Z]+)/g, '{$1}');
    const params = [...spec.path.matchAll(/:([a-zA-Z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const query = spec.query ? toSchema(spec.query, 'input') : null;
    const queryParams =
      query && typeof query === 'object' && 'properties' in query
        ? Object.entries((query as { properties: Record<string, unknown> }).properties).map(([name, schema]) => ({
            name,
            in: 'query',
            schema,
          }))
        : [];
    paths[oaPath] ??= {};
    paths[oaPath]![spec.method] = {
      summary: spec.summary,
      tags: [spec.tag],
      security: spec.auth ? [{ session: [] }] : [],
      parameters: [...params, ...queryParams],
      ...(spec.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(spec.body, 'input') } } } }
        : {}),
      responses: {
        [spec.status ?? 200]: {
          description: 'OK',
          content: { 'application/json': { schema: spec.response ? toSchema(spec.response, 'output') : {} } },
        },
        default: { description: 'Error: { error: { code, message, fields? } }' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dugout API', version: '0.1.0' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'dugout.session_token' } } },
    paths,
  };
}
