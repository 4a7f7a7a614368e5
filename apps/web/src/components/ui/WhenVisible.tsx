import { Suspense, useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';

/**
 * Whether the element has come onto the screen (and stays true from then on): what is below the fold does no work
 * during a page's first load (docs/decisions/0026-front-end-loading.md). Lighthouse's phone screen does not scroll, so a
 * margin around the screen would still load what sits just below it. Without IntersectionObserver (tests in jsdom):
 * true at once.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, ref]);
  return seen;
}

/**
 * A box of fixed size (its className sets it) whose content is rendered only once the box comes onto the screen
 * (useOnScreen): charts load their code on demand, while the reserved box keeps the layout from shifting (CLS ≤ 0.05).
 */
export function WhenVisible({ children, ...box }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useOnScreen(ref);
  return (
    <div ref={ref} {...box}>
      {visible && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
