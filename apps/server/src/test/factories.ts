import { randomBytes } from 'node:crypto';
import type { AccountRole } from '@dugout/domain/access';
import { createAccount } from '../features/accounts/accounts.service.ts';
import type { TestStack } from './test-app.ts';

export const TEST_PASSWORD = 'correct-horse-9';

/** A valid metrics submission of an outfielder (the body of POST /api/submissions). */
export const sampleHitterMetrics = {
  height: 72,
  weight: 180,
  sixty: 7.1,
  exitVelocity: 88,
  throwVelocity: 80,
  bats: 'Right',
  throws: 'Right',
  position: 'OF',
  graduationYear: 2027,
};

/**
 * A right-handed, catcher-shaped player who submitted at 1B: the best position is another one, so the headline score
 * (docs/decisions/0048-one-headline-score.md) differs from the submitted one.
 */
export const firstBaseMetrics = {
  height: 72,
  weight: 200,
  sixty: 7.2,
  throwVelocity: 84,
  exitVelocity: 95,
  bats: 'Right',
  throws: 'Right',
  position: '1B',
  graduationYear: 2027,
};

/** A valid metrics submission of a right-handed pitcher. */
export const samplePitcherMetrics = {
  height: 72,
  weight: 180,
  fastballVelocity: 90,
  fbSpinRate: 2400,
  strikePercentage: 66,
  bats: 'Right',
  throws: 'Right',
  position: 'RHP',
  graduationYear: 2027,
};

/** Creates an account through the real sign-up path and returns it with a signed-in API client. */
export async function createUser(
  stack: TestStack,
  role: AccountRole = 'player',
  overrides: { email?: string; firstName?: string; lastName?: string } = {},
) {
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const { userId } = await createAccount(stack.deps, {
    email,
    password: TEST_PASSWORD,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? role,
    role,
  });
  // The session comes straight from better-auth, so factories never trip the HTTP sign-in rate limit.
  const session = await stack.deps.auth.api.signInEmail({
    body: { email, password: TEST_PASSWORD },
    headers: new Headers(),
    returnHeaders: true,
  });
  const client = stack.client();
  client.storeCookies(session.headers);
  return { id: userId, email, client };
}
