// The public surface of features/winter-training: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { winterTrainingRoutes } from './winter-training.routes.ts';
