// The public surface of features/branding: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { brandingRoutes, clearBrandingCache } from './branding.routes.ts';
