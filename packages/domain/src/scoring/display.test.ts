import { describe, expect, it } from 'vitest';
import { formatMph, formatPrice, formatRpm, formatStrikePct, formatWeightShare } from './display.ts';

describe('submission display formats', () => {
  it('formats measurements', () => {
    expect(formatMph(90)).toBe('90.0 mph');
    expect(formatRpm(2400)).toBe('2,400 rpm');
    expect(formatStrikePct(66)).toBe('66.0%');
    expect(formatMph(null)).toBe('N/A');
    expect(formatRpm(Number.NaN)).toBe('N/A');
  });
  it('formats prices and weights', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(2999)).toBe('$29.99');
    expect(formatWeightShare(0.35)).toBe('35%');
    expect(formatWeightShare(0.05)).toBe('5%');
  });
});
