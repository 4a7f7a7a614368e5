import type { AppDeps } from '../../deps-types.ts';

/** Work that runs at every sign-in (features register theirs here, e.g. clean-up of stale pending submissions). */
export type SignInHook = (deps: AppDeps, userId: string) => Promise<void>;
const hooks: SignInHook[] = [];

export const onSignIn = (hook: SignInHook) => void hooks.push(hook);

export async function runSignInHooks(deps: AppDeps, userId: string) {
  for (const hook of hooks) {
    try {
      await hook(deps, userId);
    } catch (err) {
      deps.logger.warn({ err, userId }, 'sign-in hook failed');
    }
  }
}
