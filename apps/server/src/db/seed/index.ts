import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps-types.ts';
import { users } from '../schema/index.ts';
import type { DemoWorld } from './demo-world.ts';

export { DEMO_PASSWORD, demoAccounts, type DemoKey, type DemoWorld } from './demo-world.ts';

/** Runs at every start: reference tables the product cannot work without (scoring tables). Idempotent. */
export type BaseSeeder = (deps: AppDeps) => Promise<void>;
/** Runs once, on an empty database, unless DEMO_DATA=false (docs/decisions/0015-reference-and-demo-data.md). */
export type DemoSeeder = (deps: AppDeps, world: DemoWorld) => Promise<void>;

/** A demo seeder and its place: 10 colleges (reference data), 20 submissions, 30 teams, 40 tracker and contact logs, 50 organizations. */
export interface DemoSeederEntry {
  order: number;
  name: string;
  seed: DemoSeeder;
}

/**
 * The base seeders, in the order given (the features' manifests, features/manifests.ts). They are passed in: db/ is
 * below the features and never names one (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).
 */
export async function seedBase(deps: AppDeps, seeders: readonly BaseSeeder[]) {
  for (const seed of seeders) await seed(deps);
}

/**
 * Seeds the demo world when the database has no users yet: `makeWorld` makes the demo accounts, then the demo seeders
 * run by `order`; a seeder finds what it needs (a demo user, a team) in the database or in the world. Returns true
 * when it seeded.
 */
export async function seedDemoIfEmpty(
  deps: AppDeps,
  makeWorld: (deps: AppDeps) => Promise<DemoWorld>,
  seeders: readonly DemoSeederEntry[],
): Promise<boolean> {
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const world = await makeWorld(deps);
  for (const { seed } of [...seeders].sort((a, b) => a.order - b.order)) await seed(deps, world);
  return true;
}
