// The public surface of features/tracker: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { pgErrorCode, trackSchoolIfMissing } from './tracker.service.ts';
export { findLiveProfileLink, type LiveProfileLink } from './tracker.repo.ts';
