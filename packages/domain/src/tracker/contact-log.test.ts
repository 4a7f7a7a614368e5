import { describe, expect, it } from 'vitest';
import { contactLogSchema, contactMethods, emptyContactLog, sortContactLogs } from './contact-log.ts';

describe('coach contact log', () => {
  it('methods in the spec order, Email by default', () => {
    expect(contactMethods).toEqual(['Phone', 'Email', 'Text', 'In-Person', 'Video Call', 'Other']);
    expect(emptyContactLog().contactMethod).toBe('Email');
  });
  it('name, date and method are required; title, info and notes optional', () => {
    const r = contactLogSchema.safeParse({ contactName: ' ', contactDate: '', contactMethod: '' });
    expect(r.success).toBe(false);
    const f = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(f).toEqual({
      contactName: 'Contact name is required',
      contactDate: 'Contact date is required',
      contactMethod: 'Contact method is required',
    });
    expect(
      contactLogSchema.parse({
        contactName: 'Coach Lee',
        contactDate: '2025-02-03',
        contactMethod: 'Video Call',
        contactTitle: '',
      }),
    ).toEqual({
      contactName: 'Coach Lee',
      contactTitle: null,
      contactDate: '2025-02-03',
      contactMethod: 'Video Call',
      contactInfo: null,
      discussionNotes: null,
    });
  });
  it('sorts newest contact date first', () => {
    expect(
      sortContactLogs([
        { contactDate: '2025-01-02' },
        { contactDate: '2025-03-01' },
        { contactDate: '2024-12-31' },
      ]).map((l) => l.contactDate),
    ).toEqual(['2025-03-01', '2025-01-02', '2024-12-31']);
  });
});
