import { describe, expect, it } from 'vitest';
import { changesEmail, emailChangeMessages, emailChangeTokenSchema, profileFormSchemaFor } from './email-change.ts';

const form = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.test',
  phone: '555-0101',
  zipCode: '75201',
  city: '',
  state: '',
  highSchool: '',
  highSchoolState: '',
  emailPassword: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

describe('e-mail change rules (docs/decisions/0039-email-change-confirmation.md)', () => {
  it('a save changes the address only when it differs beyond case and spaces', () => {
    expect(changesEmail('ann@example.test', ' ANN@example.test ')).toBe(false);
    expect(changesEmail('ann@example.test', 'ann2@example.test')).toBe(true);
  });

  it('the Personal Info form asks for the current password only when the e-mail changes', () => {
    const schema = profileFormSchemaFor('ann@example.test');
    expect(schema.safeParse(form).success).toBe(true);
    const moved = schema.safeParse({ ...form, email: 'new@example.test' });
    expect(moved.success).toBe(false);
    expect(moved.error?.issues).toEqual([
      expect.objectContaining({ path: ['emailPassword'], message: emailChangeMessages.passwordRequired }),
    ]);
    expect(schema.safeParse({ ...form, email: 'new@example.test', emailPassword: 'secret1' }).success).toBe(true);
  });

  it('a link token must be present and of a sane length', () => {
    expect(emailChangeTokenSchema.safeParse({ token: '' }).success).toBe(false);
    expect(emailChangeTokenSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
    expect(emailChangeTokenSchema.safeParse({}).error?.issues[0]?.message).toBe(emailChangeMessages.linkInvalid);
    expect(emailChangeTokenSchema.safeParse({ token: 'abc' }).success).toBe(true);
  });
});
