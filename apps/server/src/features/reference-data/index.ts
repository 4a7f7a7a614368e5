// The public surface of features/reference-data: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { IMPORT_JOB, importHandler } from './reference-import-job.ts';
export { assertKind, importReferenceCsv } from './reference-import.service.ts';
export { importShippedReference, loadShippedReferenceIfEmpty } from './shipped-reference.ts';
export { fillZipCodesIfEmpty, zipCodesCsvFromPackage } from './zip-codes.ts';
