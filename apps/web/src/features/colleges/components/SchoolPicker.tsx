import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { SEARCH_LIST_MAX_HEIGHT, collegeTexts, schoolOptionLabel, type SchoolOption } from '@dugout/domain';
import { cn } from '@/lib/utils';

const ROW = 36;
const OVERSCAN = 6;

/**
 * The searchable 'College' picker: options '{school name} ({division})', a list at most 300 high. Only the rows in
 * view are rendered, so it stays fast with thousands of schools. Keyboard: arrows, Enter, Escape.
 */
export function SchoolPicker({
  options, value, onChange, disabled,
}: { options: SchoolOption[]; value: number | null; onChange: (option: SchoolOption | null) => void; disabled?: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const selected = options.find((o) => o.schoolId === value) ?? null;

  const filtered = useMemo(() => {
    const q = text.trim().toLowerCase();
    if (!q) return options;
    return options.filter((o) => schoolOptionLabel(o).toLowerCase().includes(q) || (o.conference ?? '').toLowerCase().includes(q));
  }, [options, text]);

  const height = Math.min(SEARCH_LIST_MAX_HEIGHT, Math.max(filtered.length, 1) * ROW);
  const first = Math.max(0, Math.floor(scrollTop / ROW) - OVERSCAN);
  const last = Math.min(filtered.length, Math.ceil((scrollTop + SEARCH_LIST_MAX_HEIGHT) / ROW) + OVERSCAN);

  const choose = (o: SchoolOption) => {
    onChange(o);
    setText('');
    setOpen(false);
  };
  const scrollTo = (i: number) => {
    const el = listRef.current;
    if (!el) return;
    if (i * ROW < el.scrollTop) el.scrollTop = i * ROW;
    else if ((i + 1) * ROW > el.scrollTop + SEARCH_LIST_MAX_HEIGHT) el.scrollTop = (i + 1) * ROW - SEARCH_LIST_MAX_HEIGHT;
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const next = Math.max(0, Math.min(filtered.length - 1, active + (e.key === 'ArrowDown' ? 1 : -1)));
      setActive(next);
      scrollTo(next);
    } else if (e.key === 'Enter' && open && filtered[active]) {
      e.preventDefault();
      choose(filtered[active]!);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {collegeTexts.pickerLabel}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && filtered[active] ? `${id}-opt-${filtered[active]!.schoolId}` : undefined}
          disabled={disabled}
          autoComplete="off"
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 pr-9 text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:opacity-60"
          placeholder={selected ? schoolOptionLabel(selected) : 'Search colleges…'}
          value={open ? text : selected ? schoolOptionLabel(selected) : text}
          onFocus={() => {
            setOpen(true);
            setText('');
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setScrollTop(0);
            if (listRef.current) listRef.current.scrollTop = 0;
            setOpen(true);
          }}
          onKeyDown={onKey}
        />
        <ChevronsUpDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      </div>
      {open && (
        <div
          ref={listRef}
          id={`${id}-list`}
          role="listbox"
          aria-label={collegeTexts.pickerLabel}
          className="absolute z-30 mt-1 w-full overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
          style={{ maxHeight: SEARCH_LIST_MAX_HEIGHT, height }}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        >
          {filtered.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">No colleges match “{text}”</p>
          ) : (
            <div style={{ height: filtered.length * ROW, position: 'relative' }}>
              {filtered.slice(first, last).map((o, k) => {
                const i = first + k;
                return (
                  <div
                    key={o.schoolId}
                    id={`${id}-opt-${o.schoolId}`}
                    role="option"
                    aria-selected={o.schoolId === value}
                    className={cn('absolute inset-x-0 flex cursor-pointer items-center truncate px-3 text-sm', i === active ? 'bg-blue-50 text-blue-900' : 'text-slate-800')}
                    style={{ top: i * ROW, height: ROW }}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(o)}
                  >
                    {schoolOptionLabel(o)}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
