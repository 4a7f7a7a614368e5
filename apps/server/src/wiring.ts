// The composition root's walk over the features' manifests (features/manifests.ts, one ordered list;
// docs/decisions/0053-no-cycles-one-manifest-per-feature.md): their routes on the API app, their jobs on the queue,
// their base seeders, the demo world and the demo seeders. createApp, deps.ts, boot.ts and the test stack call these.
import { Hono } from 'hono';
import type { AppBindings } from './http/context.ts';
import type { AppDeps } from './deps-types.ts';
import { registeredRoutes, type DefinedRoute } from './http/route.ts';
import { seedBase, seedDemoIfEmpty } from './db/seed/index.ts';
import type { FeatureManifest, FeatureWiring } from './features/manifest-types.ts';
import { manifests } from './features/manifests.ts';

/** Registers every feature's routes on the API app, in the list's order (admin's guard first). */
export function registerFeatureRoutes(api: Hono<AppBindings>, list: readonly FeatureManifest[] = manifests) {
  const wiring: FeatureWiring = { signInHooks: list.flatMap((m) => m.signInHooks ?? []) };
  for (const m of list) m.routes?.(api, wiring);
}

/** Every feature route, as defineRoute declares it (the list the OpenAPI document and the route tests read). */
export function featureRouteList(): readonly DefinedRoute[] {
  const api = new Hono<AppBindings>();
  registerFeatureRoutes(api);
  return registeredRoutes(api);
}

/** Gives the job queue every feature's job handlers (made from the finished deps). */
export function registerFeatureJobs(deps: AppDeps, list: readonly FeatureManifest[] = manifests) {
  for (const m of list) for (const [kind, make] of Object.entries(m.jobs ?? {})) deps.jobs.register(kind, make(deps));
}

/** Every feature's base seeders, at every start (idempotent). */
export const seedFeatureBase = (deps: AppDeps) =>
  seedBase(
    deps,
    manifests.flatMap((m) => m.baseSeeders ?? []),
  );

/** The demo world on an empty database: the demo accounts (the manifest giving `demoWorld`), then the demo seeders. */
export function seedFeatureDemo(deps: AppDeps): Promise<boolean> {
  const makeWorld = manifests.find((m) => m.demoWorld)?.demoWorld;
  if (!makeWorld) throw new Error('no feature manifest gives the demo world (features/accounts/manifest.ts)');
  return seedDemoIfEmpty(
    deps,
    makeWorld,
    manifests.flatMap((m) => m.demoSeeders ?? []),
  );
}
