// The public surface of features/accounts: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export {
  endOtherSessionsAndResetLinks,
  findUserWithProfile,
  loadCurrentUser,
  touchLastLogin,
} from './accounts.repo.ts';
export { createAccount, sendConfirmEmail, sendResetEmail } from './accounts.service.ts';
export { loadActor } from './session.ts';
