import { randomBytes } from 'node:crypto';
import type { AccountRole } from '@dugout/domain';
import { createAccount } from '../features/accounts/accounts.service.ts';
import type { TestStack } from './test-app.ts';

export const TEST_PASSWORD = 'correct-horse-9';

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
