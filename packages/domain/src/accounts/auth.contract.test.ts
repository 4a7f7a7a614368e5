import { describe, expect, it } from 'vitest';
import { familyMessages } from '../families/messages.ts';
import {
  signInSchema,
  signUpSchema,
  resetPasswordSchema,
  signInProtectionMessages,
  unlockSignInSchema,
} from './auth.contract.ts';
import { supportRequestSchema } from '../support/support.contract.ts';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('account and support input rules', () => {
  it('lower-cases and trims e-mail addresses', () => {
    expect(signInSchema.parse({ email: '  Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
  });
  it('uses the spec login messages', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'Invalid email address',
      'Password is required',
    ]);
  });
  it('never lets a sign-up choose the admin role', () => {
    expect(
      signUpSchema.safeParse({
        accountType: 'admin',
        firstName: 'a',
        lastName: 'b',
        email: 'a@b.co',
        password: 'secret1',
      }).success,
    ).toBe(false);
  });
  it('requires matching passwords of at least 6 characters on reset', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ token: 't', password: '12345', confirmPassword: '12345' })),
    ).toContain('New password must be at least 6 characters');
    expect(
      messages(resetPasswordSchema.safeParse({ token: 't', password: '123456', confirmPassword: '123457' })),
    ).toEqual(['Passwords do not match']);
  });
  it('applies the support rules: subject, 10-character message, valid e-mail, name and e-mail present', () => {
    const ok = { subject: 'technical', message: '1234567890', userName: 'Ann', userEmail: 'ann@example.com' };
    expect(supportRequestSchema.safeParse(ok).success).toBe(true);
    expect(messages(supportRequestSchema.safeParse({ ...ok, message: '123456789' }))).toEqual([
      'Message must be at least 10 characters long',
    ]);
    expect(messages(supportRequestSchema.safeParse({ ...ok, subject: '' }))).toEqual(['Please select a subject']);
    expect(messages(supportRequestSchema.safeParse({ ...ok, userEmail: 'ann@' }))).toEqual([
      'Please enter a valid email',
    ]);
    expect(messages(supportRequestSchema.safeParse({ ...ok, userName: '  ' }))).toEqual([
      'Please provide your name and email.',
    ]);
  });
  it('refuses an empty or oversized unlock token with the unlock message', () => {
    expect(unlockSignInSchema.safeParse({ token: 'a.1.b' }).success).toBe(true);
    expect(messages(unlockSignInSchema.safeParse({ token: '' }))).toEqual([signInProtectionMessages.unlockInvalid]);
    expect(messages(unlockSignInSchema.safeParse({ token: 'x'.repeat(513) }))).toEqual([
      signInProtectionMessages.unlockInvalid,
    ]);
  });
});

describe('sign-up date of birth (docs/decisions/0060-families.md)', () => {
  const base = { firstName: 'a', lastName: 'b', email: 'a@b.co', password: 'secret1' };
  const dobMessage = (body: Record<string, unknown>) =>
    signUpSchema.safeParse(body).error?.issues.find((i) => i.path[0] === 'dateOfBirth')?.message;
  it('is required of a player, and under 13 is refused kindly', () => {
    expect(dobMessage({ ...base, accountType: 'player' })).toBe(familyMessages.dobRequired);
    const twelve = new Date();
    twelve.setUTCFullYear(twelve.getUTCFullYear() - 12);
    expect(dobMessage({ ...base, accountType: 'player', dateOfBirth: twelve.toISOString().slice(0, 10) })).toBe(
      familyMessages.under13,
    );
    expect(signUpSchema.safeParse({ ...base, accountType: 'player', dateOfBirth: '2005-06-01' }).success).toBe(true);
  });
  it('is optional for a guardian, a coach or an organization administrator', () => {
    for (const accountType of ['guardian', 'coach', 'organization_admin'])
      expect(signUpSchema.safeParse({ ...base, accountType }).success).toBe(true);
  });
});
