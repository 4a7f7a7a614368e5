import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/roles.ts';
import { codeEntropyBits } from '../teams/team.contract.ts';
import {
  generateOrganizationCode,
  ORGANIZATION_CODE_LENGTH,
  joinOrganizationSchema,
  mayRequestOrganization,
  memberOfLabel,
  organizationRequestSchema,
  organizationSchema,
  showRequestToJoinOrganization,
} from './organization.contract.ts';
import { allow, organization, site } from '../access/policies.ts';

const canManageOrganization = (a: Actor | null, id: string) => allow(a, 'manage', organization(id));
const canCreateOrganization = (a: Actor | null) => allow(a, 'createOrganization', site);

const msgs = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];
const actor = (over: Partial<Actor>): Actor => ({ userId: 'u', role: 'player', isCoach: false, ...over });
const ORG = '3f1c2a4e-0a7b-4d0c-9a55-2f7f3a1b2c3d';

describe('organizations', () => {
  it('generates 10-character upper-case codes without look-alike characters (at least 40 bits)', () => {
    let i = 0;
    const seq = [0, 16, 31, 3, 6, 9, 12, 19, 22, 25];
    const code = generateOrganizationCode((n) => seq[i++ % seq.length]! % n);
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(code).not.toMatch(/[01IO]/);
    expect(codeEntropyBits(ORGANIZATION_CODE_LENGTH)).toBeGreaterThanOrEqual(40);
  });
  it("asks for an organization code with the spec's message and upper-cases it", () => {
    expect(msgs(joinOrganizationSchema.safeParse({ organizationCode: '  ' }))).toEqual([
      'Please enter an organization code',
    ]);
    expect(joinOrganizationSchema.parse({ organizationCode: ' dvbc1234 ' }).organizationCode).toBe('DVBC1234');
  });
  it('requires a team and an organization, message optional (empty → null)', () => {
    expect(msgs(organizationRequestSchema.safeParse({ teamCode: '', organizationId: '' }))).toEqual([
      'Please select a team',
      'Please select an organization',
    ]);
    expect(organizationRequestSchema.parse({ teamCode: 'abc', organizationId: ORG, message: '' })).toEqual({
      teamCode: 'ABC',
      organizationId: ORG,
      message: null,
    });
  });
  it('validates the organization form and saves empty optional fields as null', () => {
    expect(msgs(organizationSchema.safeParse({ name: 'A' }))).toEqual([
      'Organization name must be at least 2 characters',
    ]);
    expect(msgs(organizationSchema.safeParse({ name: 'Club', contactEmail: 'x@' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(organizationSchema.parse({ name: ' Club ', website: '', contactEmail: '' })).toMatchObject({
      name: 'Club',
      website: null,
      contactEmail: null,
    });
  });
  it('lets program admins of that organization and site admins manage it', () => {
    expect(canManageOrganization(actor({ organizationRole: 'program_admin', organizationId: ORG }), ORG)).toBe(true);
    expect(canManageOrganization(actor({ organizationRole: 'program_admin', organizationId: 'other' }), ORG)).toBe(
      false,
    );
    expect(canManageOrganization(actor({ role: 'admin' }), ORG)).toBe(true);
    expect(canManageOrganization(actor({ role: 'coach', isCoach: true }), ORG)).toBe(false);
    expect(canManageOrganization(null, ORG)).toBe(false);
    expect(canCreateOrganization(actor({ role: 'organization_admin' }))).toBe(true);
    expect(canCreateOrganization(actor({ role: 'coach' }))).toBe(false);
  });
  it('allows a new request only without a pending or approved one for that organization', () => {
    expect(mayRequestOrganization([{ organizationId: ORG, status: 'rejected' }], ORG)).toBe(true);
    expect(mayRequestOrganization([{ organizationId: ORG, status: 'pending' }], ORG)).toBe(false);
    expect(showRequestToJoinOrganization(true, [{ status: 'pending' }])).toBe(true);
    expect(showRequestToJoinOrganization(true, [{ status: 'approved' }])).toBe(false);
    expect(memberOfLabel('Demo Valley Baseball Club')).toBe('Member of Demo Valley Baseball Club');
  });
});
