import { Suspense, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A box of fixed size (its className sets it) whose content is rendered only once the box comes near the screen:
 * charts load their code on demand and nothing below the fold runs during a page's first load, while the reserved
 * box keeps the layout from shifting (docs/decisions/0026-front-end-loading.md: route chunks carry only what the route shows; CLS ≤ 0.05).
 * Without IntersectionObserver (tests in jsdom) the content renders at once.
 */
export function WhenVisible({ children, ...box }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '200px',
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} {...box}>
      {visible && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
