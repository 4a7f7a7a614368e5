import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { SEARCH_LIST_MAX_HEIGHT, collegeTexts, schoolOptionLabel, type SchoolOption } from '@dugout/domain/colleges';
import { cn } from '@/lib/utils';
import { ROW_HEIGHT, comboboxKey, emptyListMessage, filterSchoolOptions, scrollTopFor, visibleRows } from './combobox';

export interface CollegeComboboxProps {
  /** The school options (GET /api/colleges/options, lib/school-options.ts). */
  options: readonly SchoolOption[];
  /** The chosen school's id, or null. */
  value: number | null;
  onChange: (option: SchoolOption | null) => void;
  disabled?: boolean;
  /** Schools not offered (e.g. those already in the tracker). */
  excludeIds?: readonly number[];
  /** Why an excluded school is not offered, when the typed text finds only such schools ('is already in your tracker'). */
  excludedReason?: string;
}

/**
 * The one searchable 'College' picker (College Search & Profile card, tracker, Record Commitment): options '{school name} ({division})', a list
 * at most 300 high. Only the rows in view are rendered, so it stays fast with thousands of schools. A combobox:
 * type to filter (name, division or conference), arrows to move, Enter to choose, Escape to close.
 */
export function CollegeCombobox({
  options,
  value,
  onChange,
  disabled,
  excludeIds,
  excludedReason,
}: CollegeComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  // Leaving the picker closes its list a moment later (a click on the list's scroll bar blurs the input). Focus that
  // comes back first cancels the close: a list the user is typing in never shuts under them.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const selected = options.find((o) => o.schoolId === value) ?? null;

  const filtered = useMemo(() => filterSchoolOptions(options, text, excludeIds), [options, text, excludeIds]);
  const { first, last, height } = visibleRows(scrollTop, filtered.length);

  const choose = (o: SchoolOption) => {
    onChange(o);
    setText('');
    setOpen(false);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const result = comboboxKey({ open, active }, e.key, filtered.length);
    if (!result.handled) return;
    if (e.key !== 'Escape') e.preventDefault();
    setOpen(result.open);
    setActive(result.active);
    const el = listRef.current;
    const top = el ? scrollTopFor(result.active, el.scrollTop) : null;
    if (el && top !== null) el.scrollTop = top;
    if (result.choose !== undefined) choose(filtered[result.choose]!);
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
            clearTimeout(closing.current);
            setOpen(true);
            setText('');
          }}
          onBlur={() => (closing.current = setTimeout(() => setOpen(false), 150))}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setScrollTop(0);
            if (listRef.current) listRef.current.scrollTop = 0;
            setOpen(true);
          }}
          onKeyDown={onKey}
        />
        <ChevronsUpDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
      {open && !disabled && (
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
            <p className="px-3 py-2 text-sm text-slate-600" role="status">
              {emptyListMessage(options, text, excludeIds, excludedReason)}
            </p>
          ) : (
            <div style={{ height: filtered.length * ROW_HEIGHT, position: 'relative' }}>
              {filtered.slice(first, last).map((o, k) => {
                const i = first + k;
                return (
                  <div
                    key={o.schoolId}
                    id={`${id}-opt-${o.schoolId}`}
                    role="option"
                    aria-selected={o.schoolId === value}
                    className={cn(
                      'absolute inset-x-0 flex cursor-pointer items-center truncate px-3 text-sm',
                      i === active ? 'bg-blue-50 text-blue-900' : 'text-slate-800',
                    )}
                    style={{ top: i * ROW_HEIGHT, height: ROW_HEIGHT }}
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
