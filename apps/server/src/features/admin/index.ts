// The public surface of features/admin: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { RESCORE_JOB, rescoreHandler } from './rescore-job.ts';
export { adminRoutes } from './admin.routes.ts';
