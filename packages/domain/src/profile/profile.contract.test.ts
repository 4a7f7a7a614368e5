import { describe, expect, it } from 'vitest';
import {
  canSearchHighSchools,
  isValidPostalCode,
  passwordChangeSchema,
  photoProblem,
  profileSchema,
} from './profile.contract.ts';

const msgs = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];
const ok = { firstName: 'Ann', lastName: 'Lee', email: 'Ann@Example.com', phone: '555-0101', zipCode: '75201' };

describe('profile rules (docs/spec/part-1-accounts-teams-organizations.md section 5 Profile)', () => {
  it('uses every required-field message', () => {
    expect(msgs(profileSchema.safeParse({ firstName: '', lastName: ' ', email: 'x', phone: '', zipCode: '' }))).toEqual(
      [
        'First name is required',
        'Last name is required',
        'Invalid email address',
        'Phone number is required',
        'ZIP/Postal code is required',
      ],
    );
  });
  it('accepts US ZIP and Canadian postal codes only', () => {
    for (const z of ['12345', '12345-6789', 'K1A 0B1', 'k1a0b1']) expect(isValidPostalCode(z)).toBe(true);
    for (const z of ['1234', '123456', 'ABCDE', '12345-678', 'D1A 1A1']) expect(isValidPostalCode(z)).toBe(false);
    expect(msgs(profileSchema.safeParse({ ...ok, zipCode: '1234' }))).toEqual([
      'Please enter a valid US ZIP code (12345) or Canadian postal code (A1A 1A1)',
    ]);
    expect(profileSchema.parse({ ...ok, highSchool: '' })).toMatchObject({
      email: 'ann@example.com',
      highSchool: null,
    });
  });
  it('needs all three password fields, 6 characters and a matching confirmation', () => {
    expect(
      msgs(passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: '', confirmPassword: '' })),
    ).toEqual(['All password fields are required to change password']);
    expect(
      msgs(passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: '12345', confirmPassword: '12345' })),
    ).toEqual(['New password must be at least 6 characters']);
    expect(
      msgs(passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: '123456', confirmPassword: '123457' })),
    ).toEqual(['Passwords do not match']);
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: '123456', confirmPassword: '123456' })
        .success,
    ).toBe(true);
  });
  it('accepts JPG, PNG and GIF photos under 2MB', () => {
    expect(photoProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 1024 })).toBe(
      'Please select a valid image file (JPG, PNG, or GIF)',
    );
    expect(photoProblem({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe('Image must be smaller than 2MB');
    expect(photoProblem({ type: 'image/gif', size: 2 * 1024 * 1024 })).toBe('Image must be smaller than 2MB');
  });
  it('searches high schools only with a state and at least 2 characters', () => {
    expect(canSearchHighSchools('TX', 'R')).toBe(false);
    expect(canSearchHighSchools('', 'Ri')).toBe(false);
    expect(canSearchHighSchools('TX', 'Ri')).toBe(true);
  });
});

describe('the Personal Info form', () => {
  it('checks the password only once a password field is filled', async () => {
    const { profileFormSchema } = await import('./profile.contract.ts');
    const base = { ...ok, currentPassword: '', newPassword: '', confirmPassword: '' };
    expect(profileFormSchema.safeParse(base).success).toBe(true);
    expect(msgs(profileFormSchema.safeParse({ ...base, newPassword: 'abcdef' }))).toEqual([
      'All password fields are required to change password',
    ]);
  });
});
