// The public surface of features/metric-sources: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it. Nothing yet: the sources other
// screens show are read through features/submissions (listVerificationsOf) and the domain's rules.
export {};
