// The public surface of features/branding: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { clearBrandingCache } from './branding.routes.ts';
