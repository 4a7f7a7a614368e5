import { useEffect, useState } from 'react';

/**
 * Runs `work` once the page has loaded and the browser is idle: for code no screen needs to paint (the toaster,
 * background checks), so it never competes with a page's first load (docs/decisions/0030-first-paint-of-signed-in-screens.md). Returns a cancel function.
 */
export function whenIdleAfterLoad(work: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(work, { timeout: 3000 });
    else idleId = window.setTimeout(work, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
      else window.clearTimeout(idleId);
    }
  };
}

/**
 * False until the page has loaded and the browser is idle (`whenIdleAfterLoad`), then true: for reads a screen's
 * first paint does not show, such as the 1,683 school options of a picker below the screen's own content, so they
 * do not compete with the screen's data and code.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}
