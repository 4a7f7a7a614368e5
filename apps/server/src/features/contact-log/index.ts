// The public surface of features/contact-log: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { contactLogRoutes } from './contact-log.routes.ts';
