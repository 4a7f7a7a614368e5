// The public surface of features/organizations: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { listRequests, teamsCoachedBy } from './organizations.repo.ts';
export { organizationsRoutes } from './organizations.routes.ts';
