import type { AppDeps } from '../../deps-types.ts';
import type { SignInHook } from '../manifest-types.ts';

/**
 * Runs the features' sign-in hooks (their manifests' `signInHooks`, handed to the accounts routes by createApp;
 * docs/decisions/0053-no-cycles-one-manifest-per-feature.md). A failing hook is logged and does not stop the sign-in.
 */
export async function runSignInHooks(deps: AppDeps, hooks: readonly SignInHook[], userId: string) {
  for (const hook of hooks) {
    try {
      await hook(deps, userId);
    } catch (err) {
      deps.logger.warn({ err, userId }, 'sign-in hook failed');
    }
  }
}
