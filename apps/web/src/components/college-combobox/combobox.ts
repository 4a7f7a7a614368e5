import { SEARCH_LIST_MAX_HEIGHT, schoolOptionLabel, type SchoolOption } from '@dugout/domain/colleges';

/** The pure logic of the one college combobox (CollegeCombobox.tsx): filtering, keyboard, the rows in view. */

/** Height of one option row in px; only the rows in view (plus OVERSCAN) are rendered. */
export const ROW_HEIGHT = 36;
export const OVERSCAN = 6;

/**
 * The options to show for the typed text: schools not in `excludeIds` whose label '{school name} ({division})' or
 * conference contains the text (case-insensitive, trimmed); every option when the text is blank.
 */
export function filterSchoolOptions(
  options: readonly SchoolOption[],
  text: string,
  excludeIds: readonly number[] = [],
): SchoolOption[] {
  const q = text.trim().toLowerCase();
  const excluded = new Set(excludeIds);
  return options.filter((o) => !excluded.has(o.schoolId) && matches(o, q));
}

/** Whether an option matches lower-cased, trimmed text: its label, its stored division or its conference. */
const matches = (o: SchoolOption, q: string) =>
  !q ||
  schoolOptionLabel(o).toLowerCase().includes(q) ||
  o.division.toLowerCase().includes(q) ||
  (o.conference ?? '').toLowerCase().includes(q);

/**
 * What an empty list says. When the typed text matches only schools left out (`excludeIds`, e.g. already in the
 * tracker), it names them with `excludedReason` ('“Duke (D1)” is already in your tracker') instead of claiming that no
 * college matches; otherwise 'No colleges match “…”', or 'No colleges found' with no text.
 */
export function emptyListMessage(
  options: readonly SchoolOption[],
  text: string,
  excludeIds: readonly number[] = [],
  excludedReason = 'is not offered here',
): string {
  const q = text.trim().toLowerCase();
  if (!q) return 'No colleges found';
  const excluded = new Set(excludeIds);
  const left = options.filter((o) => excluded.has(o.schoolId) && matches(o, q));
  if (left.length === 0) return `No colleges match “${text.trim()}”`;
  const names = left.slice(0, 3).map((o) => `“${schoolOptionLabel(o)}”`);
  const more = left.length > 3 ? ` and ${left.length - 3} more` : '';
  return `${names.join(', ')}${more} ${left.length === 1 ? excludedReason : excludedReason.replace(/^is /, 'are ')}`;
}

export interface ComboboxState {
  open: boolean;
  active: number;
}
export type ComboboxKeyResult = { handled: false } | { handled: true; open: boolean; active: number; choose?: number };

/**
 * One key press on the input: ArrowDown / ArrowUp open the list and move the active row (clamped to the list),
 * Enter chooses the active row of an open list, Escape closes. Any other key is the input's own.
 */
export function comboboxKey(state: ComboboxState, key: string, count: number): ComboboxKeyResult {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const active = Math.max(0, Math.min(count - 1, state.active + (key === 'ArrowDown' ? 1 : -1)));
    return { handled: true, open: true, active };
  }
  if (key === 'Enter' && state.open && state.active >= 0 && state.active < count)
    return { handled: true, open: false, active: state.active, choose: state.active };
  if (key === 'Escape') return { handled: true, open: false, active: state.active };
  return { handled: false };
}

/** The rows to render for a scroll position: [first, last) with OVERSCAN rows either side, and the list's height (at most 300). */
export function visibleRows(scrollTop: number, count: number, maxHeight = SEARCH_LIST_MAX_HEIGHT) {
  return {
    first: Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN),
    last: Math.min(count, Math.ceil((scrollTop + maxHeight) / ROW_HEIGHT) + OVERSCAN),
    height: Math.min(maxHeight, Math.max(count, 1) * ROW_HEIGHT),
  };
}

/** The scroll position that brings row `index` into view, or null when it already is. */
export function scrollTopFor(index: number, scrollTop: number, maxHeight = SEARCH_LIST_MAX_HEIGHT): number | null {
  if (index * ROW_HEIGHT < scrollTop) return index * ROW_HEIGHT;
  if ((index + 1) * ROW_HEIGHT > scrollTop + maxHeight) return (index + 1) * ROW_HEIGHT - maxHeight;
  return null;
}
