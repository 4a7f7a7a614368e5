import { useId, useMemo, useState } from 'react';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { schoolOptionLabel as label, type SchoolOption } from '@dugout/domain';

/**
 * A searchable college picker labelled 'College': options read '{school name} ({division})', the list is at most
 * 300 high. A combobox: type to filter, arrow keys to move, Enter to choose.
 */
export function CollegePicker({ options, value, onChange, disabled, excludeIds = [] }: { options: SchoolOption[]; value: SchoolOption | null; onChange: (s: SchoolOption | null) => void; disabled?: boolean; excludeIds?: number[] }) {
  const id = useId();
  const [text, setText] = useState(value ? label(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const filtered = useMemo(() => {
    const q = text.trim().toLowerCase();
    const list = options.filter((o) => !excludeIds.includes(o.schoolId));
    return (q && (!value || q !== label(value).toLowerCase()) ? list.filter((o) => label(o).toLowerCase().includes(q) || (o.conference ?? '').toLowerCase().includes(q)) : list).slice(0, 200);
  }, [options, text, value, excludeIds]);
  const choose = (o: SchoolOption) => {
    onChange(o);
    setText(label(o));
    setOpen(false);
  };
  return (
    <div className="relative space-y-1.5">
      <Label htmlFor={id}>College</Label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder="Search colleges…"
        disabled={disabled}
        value={text}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, filtered.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && open && filtered[active]) {
            e.preventDefault();
            choose(filtered[active]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open && !disabled && (
        <ul id={`${id}-list`} role="listbox" aria-label="College" className="absolute z-20 mt-1 max-h-[300px] w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {filtered.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">No colleges found</li>
          ) : (
            filtered.map((o, i) => (
              <li
                key={o.schoolId}
                role="option"
                aria-selected={i === active}
                className={cn('cursor-pointer px-3 py-2 text-sm', i === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50')}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
                onMouseEnter={() => setActive(i)}
              >
                {label(o)}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
