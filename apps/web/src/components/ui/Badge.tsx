import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

const tones = {
  grey: 'bg-slate-100 text-slate-700 border-slate-200',
  red: 'bg-red-100 text-red-800 border-red-200',
  yellow: 'bg-yellow-100 text-yellow-800 border-yellow-200',
  blue: 'bg-blue-100 text-blue-800 border-blue-200',
  green: 'bg-green-100 text-green-800 border-green-200',
  orange: 'bg-orange-100 text-orange-800 border-orange-200',
} as const;
export type BadgeTone = keyof typeof tones;

export const Badge = ({ tone = 'grey', className, ...p }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) => (
  <span
    className={cn(
      'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
      tones[tone],
      className,
    )}
    {...p}
  />
);
