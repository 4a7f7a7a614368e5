// The public surface of features/fit: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { fitRoutes } from './fit.routes.ts';
