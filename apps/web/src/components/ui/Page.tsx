import type { ReactNode } from 'react';

export const PageContainer = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <div className={`mx-auto w-full max-w-6xl px-3 py-6 sm:px-6 sm:py-8 ${className}`}>{children}</div>
);

export const PageTitle = ({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) => (
  <div className="mb-6">
    <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{children}</h1>
    {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
  </div>
);
