import { describe, expect, it } from 'vitest';
import { contactCalendar, contactRulesUpdateSchema, defaultContactRules } from './contact-calendar.ts';

describe('contact calendar', () => {
  it('dates the NCAA D1 and D2 milestones from the graduation year, with their source', () => {
    const c = contactCalendar(2028, defaultContactRules(), '2026-07-01');
    expect(c.map((m) => [m.id, m.date, m.open])).toEqual([
      ['d2-contact', '2026-06-15', true],
      ['d2-visits', '2026-06-15', true],
      ['d1-contact', '2026-08-01', false],
      ['d1-visits', '2026-08-01', false],
    ]);
    expect(c[2]!.text).toBe('From Aug 1, 2026: D1 coaches may call, text, message and contact you off campus');
    expect(c.every((m) => m.source === 'NCAA Division I/II Manuals, 2024–25')).toBe(true);
    expect(contactCalendar(2030, defaultContactRules())[0]!.open).toBeNull();
  });

  it('the admin edit is validated', () => {
    const rules = defaultContactRules();
    expect(contactRulesUpdateSchema.safeParse({ rules }).success).toBe(true);
    const bad = contactRulesUpdateSchema.safeParse({
      rules: [
        { ...rules[0]!, month: 2, day: 30 },
        { ...rules[0]!, source: '' },
      ],
    });
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Day must be a day of that month',
      'Enter the source of the rule',
      'Rule id d1-contact appears more than once',
    ]);
    expect(contactRulesUpdateSchema.safeParse({ rules: [] }).error!.issues[0]!.message).toBe('Add at least one rule');
  });
});
