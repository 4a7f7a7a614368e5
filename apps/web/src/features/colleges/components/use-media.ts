// The hook lives in lib/ (College Interaction uses it too); this path stays for the colleges feature's imports.
export { useIsMobile } from '@/lib/use-media';
