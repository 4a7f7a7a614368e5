// The public surface of features/notifications: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { notificationsRoutes } from './notifications.routes.ts';
