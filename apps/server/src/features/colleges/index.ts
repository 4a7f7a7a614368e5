// The public surface of features/colleges: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { loadSearchList } from './colleges.repo.ts';
