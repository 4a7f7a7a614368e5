// The public surface of features/coach-notes: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { coachNotesRoutes } from './coach-notes.routes.ts';
