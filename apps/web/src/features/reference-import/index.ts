/** Reference-data import for site admins; the /admin page composes (docs/decisions/0022-one-job-loop.md: the upload is a durable job) ReferenceImportPanel. */
export { ReferenceImportPanel } from './components/ReferenceImportPanel';
export { DataHealthPanel } from './components/DataHealthPanel';
