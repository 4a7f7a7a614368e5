import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';

/** One panel of the school profile: a card with a heading (its accessible name) and the source of its figures. */
export function Section({
  title,
  icon,
  children,
  className,
  actions,
  source,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  source?: string | null;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className={className} role="region" aria-labelledby={id}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={id} className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        {actions}
      </CardHeader>
      <CardContent>
        {children}
        {source !== undefined && (
          <p className="mt-3 text-xs text-slate-500" data-testid="source">
            {source ? `Source: ${source}` : 'Source: none on file'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
    <dd className="mt-0.5 text-sm text-slate-900">{children ?? 'N/A'}</dd>
  </div>
);
