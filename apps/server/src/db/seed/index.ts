import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps-types.ts';
import { users } from '../schema/index.ts';
import type { DemoWorld } from './demo-world.ts';

export { DEMO_PASSWORD, demoAccounts, type DemoKey, type DemoWorld } from './demo-world.ts';

/** Runs at every start: reference tables the product cannot work without (scoring tables). Idempotent. */
export type BaseSeeder = (deps: AppDeps) => Promise<void>;
/** Runs once, on an empty database, unless DEMO_DATA=false (docs/decisions/0015-reference-and-demo-data.md). */
export type DemoSeeder = (deps: AppDeps, world: DemoWorld) => Promise<void>;

const baseSeeders: BaseSeeder[] = [];
const demoSeeders: Array<{ order: number; name: string; seed: DemoSeeder }> = [];

export const registerBaseSeeder = (seed: BaseSeeder) => void baseSeeders.push(seed);
/**
 * Demo seeders run by `order`: 10 colleges (reference data), 20 submissions, 30 teams, 40 tracker and contact logs,
 * 50 organizations. A seeder finds what it needs (a demo user, a team) in the database or in `world`.
 */
/** Makes the demo accounts the demo seeders start from (features/accounts registers it). */
let makeDemoWorld: ((deps: AppDeps) => Promise<DemoWorld>) | null = null;
export const registerDemoWorld = (make: (deps: AppDeps) => Promise<DemoWorld>) => void (makeDemoWorld = make);

export const registerDemoSeeder = (order: number, name: string, seed: DemoSeeder) =>
  void demoSeeders.push({ order, name, seed });

export async function seedBase(deps: AppDeps) {
  for (const seed of baseSeeders) await seed(deps);
}

/** Seeds the demo world when the database has no users yet. Returns true when it seeded. */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  if (!makeDemoWorld) throw new Error('no demo world registered (features/accounts/accounts.seed.ts)');
  const world = await makeDemoWorld(deps);
  for (const { seed } of [...demoSeeders].sort((a, b) => a.order - b.order)) await seed(deps, world);
  return true;
}
