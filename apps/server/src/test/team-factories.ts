import { randomBytes } from 'node:crypto';
import type { AccountRole } from '@dugout/domain';
import { createAccount } from '../features/accounts/accounts.service.ts';
import type { TestStack } from './test-app.ts';
import { TEST_PASSWORD } from './factories.ts';

/**
 * Like createUser, but the session comes from the sign-up itself (no POST /api/session), so a test file can create
 * many people without meeting the sign-in rate limit.
 */
export async function signedUpUser(stack: TestStack, role: AccountRole = 'player', overrides: { email?: string; firstName?: string; lastName?: string } = {}) {
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const { userId, headers } = await createAccount(
    stack.deps,
    { email, password: TEST_PASSWORD, firstName: overrides.firstName ?? 'Test', lastName: overrides.lastName ?? role, role },
    new Headers(),
  );
  const client = stack.client();
  for (const c of headers?.getSetCookie() ?? []) {
    const [pair] = c.split(';');
    const [k, ...v] = pair!.split('=');
    client.cookies.set(k!, v.join('='));
  }
  return { id: userId, email, client };
}

export const sampleTeam = { teamName: 'River Hawks 16U', teamType: 'Travel', city: 'Austin', state: 'TX', pocEmail: 'coach@hawks.test' };

/** A coach with a new team. */
export async function coachWithTeam(stack: TestStack, name = sampleTeam.teamName) {
  const coach = await signedUpUser(stack, 'coach');
  const res = await coach.client.post('/api/teams', { ...sampleTeam, teamName: name });
  if (res.status !== 201) throw new Error(`team creation failed: ${JSON.stringify(res.body)}`);
  return { coach, teamCode: res.body.teamCode as string };
}
