import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SchoolOption } from '@dugout/domain/colleges';
import { CollegeCombobox } from './CollegeCombobox';

const option = (schoolId: number, schoolName: string): SchoolOption =>
  ({ schoolId, schoolName, division: 'D1', conference: 'ACC' }) as SchoolOption;
const OPTIONS = [option(1, 'Boston College'), option(2, 'Duke'), option(3, 'Wake Forest')];

function Picker({ chosen }: { chosen: (o: SchoolOption | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <CollegeCombobox
      options={OPTIONS}
      value={value}
      onChange={(o) => {
        setValue(o?.schoolId ?? null);
        chosen(o);
      }}
    />
  );
}

describe('CollegeCombobox', () => {
  it('a blur just before focus comes back does not close the list the user is typing in', () => {
    vi.useFakeTimers();
    try {
      const chosen = vi.fn();
      render(<Picker chosen={chosen} />);
      const input = screen.getByRole('combobox', { name: 'College' });
      // Focus leaves (e.g. the picker is disabled while another division's schools load), then comes back.
      fireEvent.focus(input);
      fireEvent.blur(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'Duke' } });
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('listbox', { name: 'College' })).toBeTruthy();
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(chosen).toHaveBeenCalledWith(OPTIONS[1]);
      expect((input as HTMLInputElement).value).toBe('Duke (D1)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaving the picker closes its list', () => {
    vi.useFakeTimers();
    try {
      render(<Picker chosen={() => {}} />);
      const input = screen.getByRole('combobox', { name: 'College' });
      fireEvent.focus(input);
      expect(screen.getByRole('listbox', { name: 'College' })).toBeTruthy();
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('listbox', { name: 'College' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
