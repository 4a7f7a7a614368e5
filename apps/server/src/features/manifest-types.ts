// The shape of a feature's manifest (docs/decisions/0053-no-cycles-one-manifest-per-feature.md): everything the
// composition root wires for a feature, in one value. features/manifests.ts lists them in order; createApp (routes),
// deps.ts (jobs) and the seeding at start-up (base and demo seeders) walk that one list.
import type { Hono } from 'hono';
import type { AppBindings } from '../http/context.ts';
import type { AppDeps } from '../deps-types.ts';
import type { BaseSeeder, DemoSeederEntry, DemoWorld } from '../db/seed/index.ts';
import type { JobHandler } from '../services/jobs/queue.ts';

/** Work that runs at every sign-in (e.g. clean-up of stale pending submissions); a failure is logged, never shown. */
export type SignInHook = (deps: AppDeps, userId: string) => Promise<void>;

/** What a feature's routes may be given besides the app: what other features contributed to them. */
export interface FeatureWiring {
  /** Every manifest's sign-in hooks, in the list's order (the accounts routes run them). */
  signInHooks: readonly SignInHook[];
}

/** Job kinds and the handler of each, made from the app's dependencies when they are built. */
export type JobHandlers = Record<string, (deps: AppDeps) => JobHandler>;

export interface FeatureManifest {
  /** The feature's folder name. */
  name: string;
  /** Registers the feature's API routes (defineRoute) and their middleware on the API app. */
  routes?(app: Hono<AppBindings>, wiring: FeatureWiring): void;
  jobs?: JobHandlers;
  /** Reference rows the product needs, at every start (idempotent). */
  baseSeeders?: readonly BaseSeeder[];
  /** The demo world's rows, once, on an empty database unless DEMO_DATA=false. */
  demoSeeders?: readonly DemoSeederEntry[];
  /** Makes the demo accounts the demo seeders build on (one manifest gives it: accounts). */
  demoWorld?: (deps: AppDeps) => Promise<DemoWorld>;
  signInHooks?: readonly SignInHook[];
}
