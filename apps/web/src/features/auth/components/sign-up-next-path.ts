import type { SignUpAccountType } from '@dugout/domain/access';

/** Where each account type continues after sign-up, or after following the e-mailed confirmation link (docs/decisions/0001-account-types.md). */
export const signUpNextPath: Record<SignUpAccountType, string> = {
  player: '/metrics',
  coach: '/coach-registration',
  organization_admin: '/organization-management',
  guardian: '/family',
};
