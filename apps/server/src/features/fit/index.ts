// The public surface of features/fit: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { loadBenchmarks } from './fit.repo.ts';
export { loadAnswers } from './fit.service.ts';
