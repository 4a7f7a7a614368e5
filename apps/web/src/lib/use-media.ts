import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@dugout/domain/colleges';

/** True when the viewport is narrower than the spec's mobile breakpoint (768): screens switch tables to cards. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
