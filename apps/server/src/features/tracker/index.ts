// The public surface of features/tracker: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { pgErrorCode } from './tracker.service.ts';
export { trackerRoutes } from './tracker.routes.ts';
