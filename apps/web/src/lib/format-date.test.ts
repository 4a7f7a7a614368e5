import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a calendar date for people, whatever the time zone', () => {
    expect(formatDate('2001-03-01')).toBe('March 1, 2001');
    expect(formatDate('1988-12-31')).toBe('December 31, 1988');
    expect(formatDate('2024-02-29T00:00:00Z')).toBe('February 29, 2024');
    expect(formatDate('2001-03')).toBe('March 2001');
  });

  it('leaves what is not a real date as the source wrote it, and blank as nothing', () => {
    expect(formatDate('1931')).toBe('1931');
    expect(formatDate('Spring 1988')).toBe('Spring 1988');
    expect(formatDate('2001-02-30')).toBe('2001-02-30');
    expect(formatDate('  ')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});
