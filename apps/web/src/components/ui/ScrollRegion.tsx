import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A box that may scroll (a wide table on a phone, a long list): a named region that takes the keyboard focus, so it
 * scrolls with the arrow keys too (axe 'scrollable-region-focusable'), with a visible focus ring.
 */
export function ScrollRegion({
  label,
  children,
  className,
}: {
  /** What the region holds, read out when it takes the focus ('Users table'). */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
