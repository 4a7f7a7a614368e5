// The public surface of features/organizations: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { listRequests, teamsCoachedBy } from './organizations.repo.ts';
