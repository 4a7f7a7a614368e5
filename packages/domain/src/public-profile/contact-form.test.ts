import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contract.ts';
import { publicProfileMessages as msg } from './messages.ts';

const base = { name: 'Coach Kim', school: 'Duke', email: 'Kim@Duke.test', message: 'Hello' };

describe('contactFormSchema', () => {
  it('takes the typed school, an optional id (an empty hidden field is none) and lower-cases the e-mail', () => {
    expect(contactFormSchema.parse({ ...base, schoolId: '' })).toEqual({
      ...base,
      schoolId: undefined,
      title: '',
      email: 'kim@duke.test',
    });
    expect(contactFormSchema.parse({ ...base, school: '', schoolId: '42' }).schoolId).toBe(42);
  });

  it('refuses no school at all, and an id that is not a positive INT4', () => {
    const noSchool = contactFormSchema.safeParse({ ...base, school: '  ' });
    expect(noSchool.error?.issues[0]).toMatchObject({ path: ['school'], message: msg.contactSchool });
    for (const schoolId of ['0', '-3', '2147483648', '1.5', 'x'])
      expect(contactFormSchema.safeParse({ ...base, schoolId }).error?.issues[0]?.message, schoolId).toBe(
        msg.contactSchool,
      );
  });

  it('makes one-line fields one line (no line break reaches a mail header) and refuses a name of control characters', () => {
    const parsed = contactFormSchema.parse({ ...base, name: 'Coach\r\nBcc: x@y.test', title: ' Head\tcoach ' });
    expect(parsed.name).toBe('Coach Bcc: x@y.test');
    expect(parsed.title).toBe('Head coach');
    expect(contactFormSchema.safeParse({ ...base, name: '\u0001\u0002' }).error?.issues[0]?.message).toBe(
      msg.contactName,
    );
    expect(contactFormSchema.parse({ ...base, message: 'line one\nline two' }).message).toBe('line one\nline two');
  });

  it('bounds every field', () => {
    for (const over of [
      { name: 'n'.repeat(121) },
      { title: 't'.repeat(81) },
      { school: 's'.repeat(121) },
      { message: 'm'.repeat(2001) },
      { email: `${'e'.repeat(250)}@x.test` },
    ])
      expect(contactFormSchema.safeParse({ ...base, ...over }).success, Object.keys(over)[0]).toBe(false);
  });
});
