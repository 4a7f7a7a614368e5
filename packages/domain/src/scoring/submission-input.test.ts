import { describe, expect, it } from 'vitest';
import {
  fitsStep,
  heightFromFeetAndInches,
  submissionFieldsFor,
  submissionInputSchema,
  submissionMessages,
} from './submission-input.ts';

const pitcher = {
  height: 72,
  weight: 180,
  fastballVelocity: 90,
  fbSpinRate: 2400,
  strikePercentage: 66,
  bats: 'Right',
  throws: 'Right',
  position: 'RHP',
  graduationYear: 2027,
  isPostgrad: false,
};
const fielder = {
  height: '73',
  weight: '185.5',
  sixty: '6.70',
  throwVelocity: '86',
  exitVelocity: '92.5',
  fastballVelocity: '',
  bats: 'Left',
  throws: 'Right',
  position: 'OF',
  graduationYear: '2028',
};
const fieldsOf = (value: unknown) => {
  const r = submissionInputSchema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('submission input', () => {
  it('accepts a pitcher as numbers and a fielder as form strings', () => {
    expect(submissionInputSchema.parse(pitcher)).toMatchObject({ height: 72, position: 'RHP', graduationYear: 2027 });
    const f = submissionInputSchema.parse(fielder);
    expect(f).toMatchObject({
      height: 73,
      weight: 185.5,
      sixty: 6.7,
      fastballVelocity: undefined,
      graduationYear: 2028,
      isPostgrad: false,
    });
  });

  it('height 48 to 96 inches, weight 50 to 400 lbs, with the messages', () => {
    expect(fieldsOf({ ...pitcher, height: 47.9 }).height).toBe(submissionMessages.heightRange);
    expect(fieldsOf({ ...pitcher, height: 96.1 }).height).toBe('Height must be between 48 and 96 inches');
    expect(fieldsOf({ ...pitcher, weight: 49 }).weight).toBe('Weight must be between 50 and 400 lbs');
    expect(fieldsOf({ ...pitcher, weight: 401 }).weight).toBe('Weight must be between 50 and 400 lbs');
    expect(fieldsOf({ ...pitcher, height: '' }).height).toBe(submissionMessages.heightRange);
    expect(fieldsOf({ ...pitcher, height: 48, weight: 400 })).toEqual({});
    expect(fieldsOf({ ...pitcher, height: 96, weight: 50 })).toEqual({});
  });

  it('steps: 0.1 for height, weight, velocities and strike %, 0.01 for the sixty', () => {
    expect(fieldsOf({ ...pitcher, height: 72.15 }).height).toBe('Height must be in steps of 0.1');
    expect(fieldsOf({ ...pitcher, fastballVelocity: 90.25 }).fastballVelocity).toBe(
      'Fastball velocity must be in steps of 0.1',
    );
    expect(fieldsOf({ ...fielder, sixty: '6.705' }).sixty).toBe('60-yard time must be in steps of 0.01');
    expect(fieldsOf({ ...fielder, sixty: '6.71' })).toEqual({});
    expect(fitsStep(0.3, 0.1)).toBe(true);
    expect(fitsStep(6.99, 0.01)).toBe(true);
  });

  it('asks for the position, bats, throws and graduation year', () => {
    const f = fieldsOf({ ...pitcher, position: '', bats: 'Both', throws: undefined, graduationYear: 2025 });
    expect(f).toMatchObject({
      position: 'Please select a position',
      bats: 'Please select how you bat',
      throws: 'Please select how you throw',
      graduationYear: 'Please select a graduation year',
    });
  });

  it('pitchers need a fastball velocity; fielders need 60, throw and exit velocity', () => {
    expect(fieldsOf({ ...pitcher, fastballVelocity: '' }).fastballVelocity).toBe(
      'Fastball velocity is required for pitchers',
    );
    const f = fieldsOf({ ...fielder, sixty: '', throwVelocity: null, exitVelocity: undefined });
    expect(f).toMatchObject({
      sixty: '60-yard time is required for position players',
      throwVelocity: 'Throw velocity is required for position players',
      exitVelocity: 'Exit velocity is required for position players',
    });
  });

  it('PostGrad counts as 2026', () => {
    expect(submissionInputSchema.parse({ ...pitcher, graduationYear: 2026, isPostgrad: true }).graduationYear).toBe(
      2026,
    );
    expect(submissionInputSchema.parse({ ...pitcher, graduationYear: 2030, isPostgrad: true }).graduationYear).toBe(
      2026,
    );
  });

  it('rejects text in number fields', () => {
    expect(fieldsOf({ ...pitcher, weight: 'heavy' }).weight).toBe('Weight must be a number');
  });

  it('names the fields each position asks for', () => {
    expect(submissionFieldsFor('RHP')).toContain('fastballVelocity');
    expect(submissionFieldsFor('OF')).toContain('sixty');
    expect(submissionFieldsFor('')).toEqual(['height', 'weight']);
  });
});

describe('one round of validation', () => {
  it('an empty form reports the selects and the required numbers together', () => {
    expect(fieldsOf({ position: '', bats: '', throws: '', graduationYear: 2027, height: '', weight: '' })).toEqual({
      position: submissionMessages.position,
      bats: submissionMessages.bats,
      throws: submissionMessages.throws,
      height: submissionMessages.heightRange,
      weight: submissionMessages.weightRange,
    });
  });
  it("a missing select does not hide the position's required measurements", () => {
    expect(fieldsOf({ ...fielder, bats: '', sixty: '', exitVelocity: '' })).toEqual({
      bats: submissionMessages.bats,
      sixty: submissionMessages.fielderSixty,
      exitVelocity: submissionMessages.fielderExit,
    });
  });
});

describe('height in feet and inches', () => {
  it('converts to inches; blank parts count as 0; both blank is not given', () => {
    expect(heightFromFeetAndInches('6', '1.5')).toBe(73.5);
    expect(heightFromFeetAndInches('6', '')).toBe(72);
    expect(heightFromFeetAndInches('', '70')).toBe(70);
    expect(heightFromFeetAndInches(' ', '')).toBeUndefined();
    expect(Number.isNaN(heightFromFeetAndInches('six', '0'))).toBe(true);
  });
});
