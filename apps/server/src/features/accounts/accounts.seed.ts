import type { AppDeps } from '../../deps-types.ts';
import { DEMO_PASSWORD, demoAccounts, type DemoKey, type DemoWorld } from '../../db/seed/index.ts';
import { createAccount } from './accounts.service.ts';

/** The demo world starts with the demo accounts (db/seed/demo-world.ts); every other demo seeder builds on them. */
export async function seedDemoAccounts(deps: Pick<AppDeps, 'auth' | 'db'>): Promise<DemoWorld> {
  const userIds = {} as Record<DemoKey, string>;
  for (const a of demoAccounts) {
    const { userId } = await createAccount(deps, {
      email: a.email,
      password: DEMO_PASSWORD,
      firstName: a.firstName,
      lastName: a.lastName,
      role: a.role,
      profile: a.profile,
    });
    userIds[a.key] = userId;
  }
  return { userIds };
}
