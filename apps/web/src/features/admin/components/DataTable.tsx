import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/ScrollRegion';

/** A plain responsive table: scrolls sideways on small screens, by keyboard too (a focusable region named by the caption). */
export function DataTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollRegion label={`${caption} table`} className="rounded-lg border border-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
export const Td = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <td className={`px-3 py-2 align-top ${className}`}>{children}</td>
);
