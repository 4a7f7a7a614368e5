import { describe, expect, it } from 'vitest';
import { interviewAnswersSchema, interviewSteps, statesOfAnswers, type InterviewAnswers } from './interview.ts';

const none: InterviewAnswers = interviewAnswersSchema.parse({});

describe('college interview answers', () => {
  it('every answer is optional; blanks count as not answered', () => {
    expect(interviewAnswersSchema.parse({})).toEqual(none);
    const a = interviewAnswersSchema.parse({
      divisions: [],
      homeZip: '',
      maxNetPrice: '',
      sat: null,
      intendedMajor: '  ',
      priorities: [],
    });
    expect(Object.values(a).every((v) => v === undefined)).toBe(true);
  });

  it('reads form strings and checks each answer with its message', () => {
    expect(
      interviewAnswersSchema.parse({ maxNetPrice: '$25,000', states: ['tx', 'TX'], gpa: '3.75', sat: '1310' }),
    ).toMatchObject({ maxNetPrice: 25000, states: ['TX'], gpa: 3.75, sat: 1310 });
    const bad = interviewAnswersSchema.safeParse({
      homeZip: '1234',
      maxDistanceMiles: 5,
      sat: 1605,
      act: 40,
      gpa: 5.5,
      states: ['XX'],
      priorities: ['cost', 'cost'],
      divisions: ['D4'],
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      homeZip: 'Enter a 5-digit ZIP code',
      maxDistanceMiles: 'Maximum distance must be between 25 and 3,000 miles',
      sat: 'SAT must be between 400 and 1600',
      act: 'ACT must be between 1 and 36',
      gpa: 'GPA must be between 0.0 and 5.0',
      states: 'Choose states from the list',
      priorities: 'Rank each priority at most once',
      divisions: 'Choose divisions from the list',
    });
  });

  it('the steps ask every question once, each with a label', () => {
    const fields = interviewSteps.flatMap((s) => s.fields.map((f) => f.name));
    expect([...fields].sort()).toEqual(Object.keys(interviewAnswersSchema.shape).sort());
    expect(interviewSteps.every((s) => s.title && s.help && s.fields.every((f) => f.label))).toBe(true);
  });

  it('regions add their states', () => {
    expect([...statesOfAnswers({ regions: ['Southwest'], states: ['CA'] })].sort()).toEqual([
      'AZ',
      'CA',
      'NM',
      'OK',
      'TX',
    ]);
    expect(statesOfAnswers({}).size).toBe(0);
  });
});
