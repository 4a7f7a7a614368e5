import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthSchema, isMinor, isUnderAccountAge, yearsBefore } from './age.ts';
import { familyMessages } from './messages.ts';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('age (docs/decisions/0060-families.md)', () => {
  it('counts the birthday on the day, not the eve', () => {
    expect(ageOn('2008-11-27', at('2026-11-26'))).toBe(17);
    expect(ageOn('2008-11-27', at('2026-11-27'))).toBe(18);
    expect(isMinor('2008-11-27', at('2026-11-26'))).toBe(true);
    expect(isMinor('2008-11-27', at('2026-11-27'))).toBe(false);
  });
  it('uses the UTC calendar date of now', () => {
    expect(ageOn('2008-11-27', new Date('2026-11-26T23:59:59Z'))).toBe(17);
    expect(ageOn('2008-11-27', new Date('2026-11-27T00:00:00Z'))).toBe(18);
  });
  it('a 29 February birthday counts on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', at('2026-02-28'))).toBe(17);
    expect(ageOn('2008-02-29', at('2026-03-01'))).toBe(18);
  });
  it('an unknown date of birth is not a minor', () => {
    expect(isMinor(null, at('2026-11-27'))).toBe(false);
  });
  it('under 13: the eve of the 13th birthday is too young, the day is fine', () => {
    expect(isUnderAccountAge('2013-11-28', at('2026-11-27'))).toBe(true);
    expect(isUnderAccountAge('2013-11-27', at('2026-11-27'))).toBe(false);
  });
  it('yearsBefore gives the date exactly that many years back (29 Feb → 28 Feb)', () => {
    expect(yearsBefore(at('2026-11-27'), 16)).toBe('2010-11-27');
    expect(yearsBefore(at('2028-02-29'), 1)).toBe('2027-02-28');
  });
  it('the schema wants a real date, not in the future, not before 1900', () => {
    expect(dateOfBirthSchema.safeParse('2010-04-02').success).toBe(true);
    expect(dateOfBirthSchema.safeParse('').error?.issues[0]?.message).toBe(familyMessages.dobRequired);
    expect(dateOfBirthSchema.safeParse('2010-02-30').error?.issues[0]?.message).toBe(familyMessages.dobInvalid);
    expect(dateOfBirthSchema.safeParse('1899-12-31').error?.issues[0]?.message).toBe(familyMessages.dobInvalid);
    expect(dateOfBirthSchema.safeParse('2999-01-01').error?.issues[0]?.message).toBe(familyMessages.dobFuture);
  });
});
