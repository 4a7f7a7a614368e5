// The public surface of features/admin: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { RESCORE_JOB, rescoreHandler } from './rescore-job.ts';
