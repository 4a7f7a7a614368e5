import { describe, expect, it } from 'vitest';
import { COACH_NOTE_MAX, coachNoteInputSchema, coachNoteMessages } from './coach-notes.contract.ts';

describe('coach note input', () => {
  it('trims the note and keeps its text', () => {
    expect(coachNoteInputSchema.parse({ notes: '  Strong arm, works hard.  ' })).toEqual({
      notes: 'Strong arm, works hard.',
    });
  });

  it('refuses a blank or missing note with the form message', () => {
    for (const body of [{ notes: '' }, { notes: '   \n ' }, {}, { notes: 12 }]) {
      const r = coachNoteInputSchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(coachNoteMessages.required);
    }
  });

  it('accepts exactly the limit and refuses one character more', () => {
    expect(coachNoteInputSchema.safeParse({ notes: 'x'.repeat(COACH_NOTE_MAX) }).success).toBe(true);
    const r = coachNoteInputSchema.safeParse({ notes: 'x'.repeat(COACH_NOTE_MAX + 1) });
    expect(r.error!.issues[0]!.message).toBe('Notes must be at most 2000 characters');
  });
});
