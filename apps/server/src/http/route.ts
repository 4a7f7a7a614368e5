import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AUTH_COOKIE_PREFIX } from '../services/auth/auth.ts';
import { jsonAnswer } from './compress.ts';
import { allowPolicy, playerData, site, type PolicyName, type ResourceOfPolicy } from '@dugout/domain/access';
import { ACTING_PLAYER_HEADER, familyMessages } from '@dugout/domain/families';
import { AppError, findNulCharacter, inputMessages, messages } from '@dugout/domain/shared';
import { findActiveGuardianLink } from '../access/guardian-access.repo.ts';
import type { AppBindings, SessionActor } from './context.ts';
import type { AppDeps } from '../deps-types.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The names of a path's parameters: '/api/teams/:code/members/:memberId' → 'code' | 'memberId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Rules that need only the actor (resource `site`): checked before any input is read. */
type SitePolicy = Extract<PolicyName, `site.${string}`>;
/** Rules over a loaded resource: checked after the input is valid, on what `load` returned. */
type ResourcePolicy = Exclude<PolicyName, SitePolicy>;

/** What `load` sees: the signed-in actor and the route's parsed params, query and body. */
export interface LoadInput<PS, Q, B> {
  deps: AppDeps;
  actor: SessionActor;
  params: PS;
  query: Q;
  body: B;
}

/**
 * The authorize step (docs/decisions/0023-route-pipeline-and-policy-table.md). One of:
 * - `'public'`: anyone, signed in or not (sign-in, health, college search); the handler gets `actor: SessionActor | null`;
 * - `'self'`: any signed-in user acting on their own things — the service reaches them through `actor.userId` only,
 *   so another user's record is simply not found;
 * - `'player'`: the player's own things, or an active guardian acting for them (docs/decisions/0060-families.md). The
 *   handler gets `subject` (whose things: `subject.playerId`, never `actor.userId`). Without the X-Dugout-Player header
 *   the subject is the actor; with it, one indexed query finds the guardian's active link to that player (404 'Player
 *   not found' without one, rule playerData.actFor), and a write needs the player's 'guardians may edit'
 *   (playerData.editFor, 403) unless the route is a payment (`guardiansMayPay`);
 * - `{ policy: 'site.…', denied }`: a rule of the policy table over the actor alone, checked right after sign-in
 *   (with `load: async () => site`: checked once the input is valid, where a 400 must come first);
 * - `{ policy, load, denied }`: `load` fetches the resource's snapshot (404 when it does not exist) once the input is
 *   valid, the rule decides on it (403 `denied` otherwise); the handler gets the snapshot as `loaded`;
 * - `{ policy, checkedIn: 'service' }`: the rule is asked by the service, which alone can load its resource (a
 *   submission's owner and teams, a subscription's payer) — named here so the route list shows every rule.
 * The steps routes repeat are named once in access/rules.ts (`siteAdmin`, `teamRule('team.edit')`); the rule a route
 * names is the one its screen's ability reads (docs/decisions/0054-the-policy-table-as-the-only-vocabulary.md).
 */
export type Marker = 'public' | 'self' | 'player';

/** Whose things a `'player'` route acts on (docs/decisions/0060-families.md). */
export interface PlayerSubject {
  playerId: string;
  /** A guardian acting for the player (the header named them), not the player themself. */
  actorIsGuardian: boolean;
  /** The actor may change the player's things (the player always; a guardian when the player allows it). */
  mayEdit: boolean;
}
type AuthorizeStep<Pol, L, I> = Pol extends Marker
  ? Pol
  : Pol extends SitePolicy
    ? { policy: Pol; denied: string; load?: (input: I) => Promise<L & { kind: 'site' }> }
    : Pol extends ResourcePolicy
      ? | { policy: Pol; denied: string; load: (input: I) => Promise<L & ResourceOfPolicy<Pol>> }
        | { policy: Pol; checkedIn: 'service' }
      : never;

type ParamsField<P extends string, PS> = [PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: PS & z.ZodType<{ [K in PathParams<P>]: unknown }> };

export type RouteSpec<
  P extends string,
  PS extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType | 'raw',
  Pol extends PolicyName | Marker,
  L,
> = {
  method: Method;
  path: P;
  summary: string;
  tag: string;
  /**
   * The rule that decides who may call the route (see AuthorizeStep); a named step (access/rules.ts: `siteAdmin`,
   * `teamRule('team.edit')`) or written out. `Pol` is read from the step's `policy` (or the marker) alone.
   */
  authorize: AuthorizeStep<NoInfer<Pol>, L, LoadInput<Infer<PS>, Infer<Q>, Infer<B>>> & (Pol | { policy: Pol });
  /** The 401 message, where the spec gives the route its own (default 'User not authenticated'). */
  unauthenticated?: string;
  body?: B;
  query?: Q;
  /** The answer's schema (every answer is parsed with it), or 'raw': the handler returns its own Response (a file). */
  response: R;
  status?: 200 | 201 | 202;
  /** When the status depends on the result (the documented one is `status`). */
  statusOf?: (result: R extends z.ZodType ? z.output<R> : never) => 200 | 201 | 202;
  /** A `'player'` write any active guardian may make for the player: a payment (checkout, plan, demo card). */
  guardiansMayPay?: Pol extends 'player' ? true : never;
  /**
   * A `'player'` write an active guardian without 'may edit' still reaches under this rule of the policy table (the
   * public profile's PUT: `playerData.hideProfile`); the handler lets through only what the rule covers (subject.mayEdit
   * is false for them).
   */
  guardianRule?: Pol extends 'player' ? 'playerData.hideProfile' : never;
} & ParamsField<P, PS>;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<PS, B, Q, Pol, L> {
  c: Context<AppBindings>;
  deps: AppDeps;
  actor: Pol extends 'public' ? SessionActor | null : SessionActor;
  params: PS;
  body: B;
  query: Q;
  /** What the authorize step's `load` returned (undefined for routes without one). */
  loaded: L;
  /** Whose things a `'player'` route acts on (undefined for other routes). */
  subject: Pol extends 'player' ? PlayerSubject : undefined;
}

type AnySpec = {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  authorize:
    | Marker
    | { policy: PolicyName; denied: string; load?: (input: LoadInput<never, never, never>) => Promise<unknown> }
    | { policy: PolicyName; checkedIn: 'service' };
  unauthenticated?: string;
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType | 'raw';
  status?: 200 | 201 | 202;
  statusOf?: (result: never) => 200 | 201 | 202;
  guardiansMayPay?: true;
  guardianRule?: 'playerData.hideProfile';
};

/** A route as defineRoute registered it: what the OpenAPI document and the route tests read. */
export type DefinedRoute = AnySpec;

/**
 * Each app's routes, in the order defineRoute registered them: the list belongs to the app it was registered on (two
 * apps in one process never share one), and goes with it (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).
 */
const routesOfApp = new WeakMap<Hono<AppBindings>, DefinedRoute[]>();

/** Every route registered on `app` with defineRoute, in order. */
export const registeredRoutes = (app: Hono<AppBindings>): readonly DefinedRoute[] => routesOfApp.get(app) ?? [];

/** Path parameters whose malformed value means "no such thing": a 404 with the schema's message, not a 400. */
const notFoundParams = new WeakSet<z.ZodType>();

/** A uuid path parameter: a malformed id is 404 with `message` (never a 500, never a 400). */
export function uuidPathParam(message = 'Not found') {
  const schema = z.uuid({ message });
  notFoundParams.add(schema);
  return schema;
}

/** A free-text path parameter (a TeamID, a token, a session id): the service looks it up and answers 404 itself. */
export const textPathParam = () => z.string();

/** A numeric path id within INT4 (a college's school id): malformed or out of range → 404 with `message`. */
export function intPathParam(schema: z.ZodType<number>) {
  notFoundParams.add(schema);
  return schema;
}

/** A uuid given to a service, or 404 with `message` (never a 500 for a malformed id); routes use uuidPathParam. */
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
 * Registers one API route; the pipeline is fixed (ARCHITECTURE.md, "The life of a request"): authenticate →
 * authorize a site rule → params → query → body (domain schemas) → load → authorize the loaded resource → handler →
 * present (response schema). Every step is declared; a route that leaves one out does not type-check
 * (route.types.test.ts). The route is also listed in the OpenAPI document.
 */
export function defineRoute<
  const P extends string,
  Pol extends PolicyName | Marker,
  R extends z.ZodType | 'raw',
  PS extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  L = undefined,
>(
  app: Hono<AppBindings>,
  spec: RouteSpec<P, PS, B, Q, R, Pol, L>,
  handler: (
    input: RouteInput<Infer<PS>, Infer<B>, Infer<Q>, Pol, L>,
  ) => Promise<(R extends z.ZodType ? z.input<R> : never) | Response>,
): void {
  const s = spec as unknown as AnySpec;
  const list = routesOfApp.get(app) ?? [];
  routesOfApp.set(app, list);
  list.push(s);
  const auth = s.authorize;
  app[s.method](s.path, async (c) => {
    const actor = c.get('actor');
    if (auth !== 'public' && !actor)
      throw new AppError('unauthenticated', s.unauthenticated ?? messages.userNotAuthenticated);
    // A rule over the actor alone is decided before any input is read.
    if (
      typeof auth === 'object' &&
      'denied' in auth &&
      !auth.load &&
      !allowPolicy(actor, auth.policy as never, site as never)
    )
      throw new AppError('forbidden', auth.denied);
    const subject = auth === 'player' ? await resolveSubject(c, actor!, s) : undefined;
    let rawBody: unknown = undefined;
    if (s.body) {
      try {
        rawBody = await c.req.json();
      } catch {
        throw new AppError('invalid_input', 'The request body must be JSON.');
      }
    }
    const rawParams = c.req.param() as Record<string, string>;
    refuseNul({ ...rawParams, ...c.req.query() }, rawBody);
    const params = s.params ? parseParams(s.params, rawParams) : undefined;
    const query = s.query ? parseOrThrow(s.query, c.req.query()) : undefined;
    const body = s.body ? parseOrThrow(s.body, rawBody) : undefined;
    const deps = c.get('deps');
    let loaded: unknown = undefined;
    if (typeof auth === 'object' && 'denied' in auth && auth.load) {
      loaded = await auth.load({ deps, actor: actor!, params, query, body } as never);
      if (!allowPolicy(actor, auth.policy as never, loaded as never)) throw new AppError('forbidden', auth.denied);
    }
    const result = await handler({ c, deps, actor, params, query, body, loaded, subject } as never);
    if (s.response === 'raw') {
      if (!(result instanceof Response)) throw new Error(`${s.method} ${s.path} declares a raw response`);
      return result;
    }
    // A prepared answer (http/prepared-json.ts) was checked against the response schema when it was made.
    if (result instanceof Response) return result;
    const presented = s.response.parse(result);
    return jsonAnswer(c, presented, s.statusOf ? s.statusOf(presented as never) : (s.status ?? 200));
  });
}

/**
 * The subject of a `'player'` route (docs/decisions/0060-families.md): the actor, or the player the X-Dugout-Player
 * header names when the actor is an active guardian of theirs — one indexed query, only when the header is there.
 */
async function resolveSubject(c: Context<AppBindings>, actor: SessionActor, s: AnySpec): Promise<PlayerSubject> {
  const named = c.req.header(ACTING_PLAYER_HEADER)?.trim();
  if (!named || named === actor.userId) return { playerId: actor.userId, actorIsGuardian: false, mayEdit: true };
  const link =
    actor.role === 'guardian' && named.length <= 100
      ? await findActiveGuardianLink(c.get('deps').db, actor.userId, named)
      : null;
  const player = playerData(named, [], link ? [link] : []);
  if (!allowPolicy(actor, 'playerData.actFor', player)) throw new AppError('not_found', familyMessages.playerNotFound);
  const mayEdit = allowPolicy(actor, 'playerData.editFor', player);
  if (
    s.method !== 'get' &&
    !mayEdit &&
    !s.guardiansMayPay &&
    !(s.guardianRule && allowPolicy(actor, s.guardianRule, player))
  )
    throw new AppError('forbidden', familyMessages.guardianMayNotEdit);
  return { playerId: named, actorIsGuardian: true, mayEdit };
}

/**
 * The actor as the player a guardian acts for (docs/decisions/0060-families.md): services that read `actor.userId` get
 * the player's id and a player's role, and nothing of the guardian's own rights; the e-mail stays the actor's (the
 * payer's, for a checkout). Without a guardian acting, the actor itself.
 */
export function actingActor<A extends SessionActor>(actor: A, subject: PlayerSubject): A {
  if (!subject.actorIsGuardian) return actor;
  return {
    ...actor,
    userId: subject.playerId,
    role: 'player',
    isCoach: false,
    organizationId: null,
    organizationRole: null,
  };
}

/** Path parameters: a parameter marked "not found" (uuidPathParam, intPathParam) answers 404, any other 400. */
function parseParams(schema: z.ZodType, raw: Record<string, string>): unknown {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.path[0];
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  if (typeof key === 'string' && shape[key] && notFoundParams.has(shape[key]))
    throw new AppError('not_found', issue!.message);
  throw invalidInput(result.error);
}

/** The OpenAPI 3.1 document for `routes` (an app's registeredRoutes; served at /api/docs/openapi.json). */
export function openApiDocument(routes: readonly DefinedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const toSchema = (s: z.ZodType, io: 'input' | 'output') => {
    try {
      return z.toJSONSchema(s, { io, unrepresentable: 'any' });
    } catch {
      return {};
    }
  };
  for (const spec of routes) {
    const oaPath = spec.path.replace(/:([a-zA-Z]+)/g, '{$1}');
    const paramSchema = spec.params ? toSchema(spec.params, 'input') : null;
    const paramProps =
      paramSchema && typeof paramSchema === 'object' && 'properties' in paramSchema
        ? (paramSchema as { properties: Record<string, unknown> }).properties
        : {};
    const params = [...spec.path.matchAll(/:([a-zA-Z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: paramProps[m[1]!] ?? { type: 'string' },
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
      security: spec.authorize === 'public' ? [] : [{ session: [] }],
      'x-authorize': typeof spec.authorize === 'string' ? spec.authorize : spec.authorize.policy,
      parameters: [...params, ...queryParams],
      ...(spec.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(spec.body, 'input') } } } }
        : {}),
      responses: {
        [spec.status ?? 200]: {
          description: 'OK',
          content:
            spec.response === 'raw'
              ? { 'application/octet-stream': {} }
              : { 'application/json': { schema: toSchema(spec.response, 'output') } },
        },
        default: { description: 'Error: { error: { code, message, fields? } }' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dugout API', version: '0.1.0' },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: `${AUTH_COOKIE_PREFIX}.session_token` } },
    },
    paths,
  };
}
