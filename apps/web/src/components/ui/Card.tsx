import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export const Card = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...p} />
);
export const CardHeader = ({ className, ...p }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-1.5 p-4 sm:p-6', className)} {...p} />
);
/** A card's heading: h2, or h1 (`as="h1"`) when the card is the whole screen (sign-in, reset password …). */
export const CardTitle = ({
  className,
  as: Heading = 'h2',
  ...p
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' }) => (
  <Heading className={cn('text-lg font-semibold leading-tight', className)} {...p} />
);
export const CardDescription = ({ className, ...p }: HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('text-sm text-slate-500', className)} {...p} />
);
export const CardContent = ({ className, ...p }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('p-4 pt-0 sm:p-6 sm:pt-0', className)} {...p} />
);
