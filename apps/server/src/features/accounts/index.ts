// The public surface of features/accounts: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export {
  endOtherSessionsAndResetLinks,
  findUserWithProfile,
  loadCurrentUser,
  touchLastLogin,
} from './accounts.repo.ts';
export { accountsRoutes } from './accounts.routes.ts';
export { createAccount, sendConfirmEmail, sendResetEmail } from './accounts.service.ts';
export { loadActor } from './session.ts';
export { onSignIn } from './sign-in-hooks.ts';
