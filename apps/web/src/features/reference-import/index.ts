/** Reference-data import for site admins; the /admin page (issue 7) composes ReferenceImportPanel. */
export { ReferenceImportPanel } from './components/ReferenceImportPanel';
export { DataHealthPanel } from './components/DataHealthPanel';
