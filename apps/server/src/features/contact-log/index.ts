// The public surface of features/contact-log: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { createLog } from './contact-log.service.ts';
