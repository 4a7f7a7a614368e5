import { describe, expect, it } from 'vitest';
import { inputMessages, optionalLine, optionalText, optionalWebsite, singleLineText } from './fields.ts';
import { signUpSchema } from '../accounts/auth.contract.ts';
import { updateTeamSchema } from '../teams/team.contract.ts';
import { organizationSchema } from '../organizations/organization.contract.ts';

describe('single-line text', () => {
  it('turns each run of control characters into one space and trims', () => {
    const name = singleLineText().max(80);
    expect(name.parse('Ann\r\nBcc: victim@example.com')).toBe('Ann Bcc: victim@example.com');
    expect(name.parse('\tAnn\u2028Lee\u0085\n')).toBe('Ann Lee');
    expect(optionalLine(40).parse('\r\n')).toBeNull();
  });
  it('is what names, team and organization names use; multi-line fields keep their newlines', () => {
    const signUp = signUpSchema.parse({
      accountType: 'player',
      firstName: 'Ann\r\n',
      lastName: 'Lee\r\nX-Injected: 1',
      email: 'ann@example.com',
      password: 'secret-1',
      dateOfBirth: '2008-05-01',
    });
    expect([signUp.firstName, signUp.lastName]).toEqual(['Ann', 'Lee X-Injected: 1']);
    expect(updateTeamSchema.parse({ teamName: 'Thunder\n17U', city: 'Dal\rlas' })).toMatchObject({
      teamName: 'Thunder 17U',
      city: 'Dal las',
    });
    const org = organizationSchema.parse({ name: 'Valley\r\nClub', description: 'Line one\nLine two' });
    expect(org).toMatchObject({ name: 'Valley Club', description: 'Line one\nLine two' });
    expect(optionalText(100).parse('a\nb')).toBe('a\nb');
  });
  it('still refuses a name that is only control characters', () => {
    expect(
      signUpSchema.safeParse({
        accountType: 'player',
        firstName: '\r\n',
        lastName: 'Lee',
        email: 'ann@example.com',
        password: 'secret-1',
      }).error?.issues[0]?.message,
    ).toBe('First name is required');
  });
});

describe('website fields', () => {
  it('accept http and https addresses only', () => {
    const site = optionalWebsite();
    expect(site.parse('https://thunder.example.com/team')).toBe('https://thunder.example.com/team');
    expect(site.parse('http://example.org')).toBe('http://example.org');
    expect(site.parse('  ')).toBeNull();
    for (const bad of [
      'javascript:alert(document.cookie)',
      'JavaScript://%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ftp://example.com/file',
      'file:///etc/passwd',
    ])
      expect(site.safeParse(bad).error?.issues[0]?.message, bad).toBe(inputMessages.website);
  });
  it('are the team and organization website fields', () => {
    expect(
      updateTeamSchema.safeParse({ teamName: 'T', teamUrl: 'javascript:alert(1)' }).error?.issues[0],
    ).toMatchObject({
      path: ['teamUrl'],
      message: inputMessages.website,
    });
    expect(organizationSchema.safeParse({ name: 'Org', website: 'data:text/html,hi' }).error?.issues[0]).toMatchObject({
      path: ['website'],
      message: inputMessages.website,
    });
  });
});
