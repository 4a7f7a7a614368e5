import type { AccountRole } from '@dugout/domain/access';

export const DEMO_PASSWORD = 'dugout-demo';

/** The demo accounts (made by features/accounts at the first start). Demo people are plainly fictitious (docs/decisions/0015-reference-and-demo-data.md). */
export const demoAccounts = [
  {
    key: 'player',
    email: 'player@example.com',
    firstName: 'Casey',
    lastName: 'Demoplayer',
    role: 'player',
    profile: {
      primaryPosition: 'RHP',
      hsGraduationYear: 2027,
      highSchool: 'Riverside Demo High',
      highSchoolState: 'TX',
      zipCode: '75201',
      phone: '555-0101',
      heightInches: 74,
      weightLbs: 185,
      bats: 'Right',
      throws: 'Right',
    },
  },
  {
    key: 'coach',
    email: 'coach@example.com',
    firstName: 'Morgan',
    lastName: 'Democoach',
    role: 'coach',
    profile: { phone: '555-0102' },
  },
  {
    key: 'orgadmin',
    email: 'orgadmin@example.com',
    firstName: 'Jordan',
    lastName: 'Demoadmin',
    role: 'organization_admin',
    profile: { phone: '555-0103', organizationRole: 'program_admin' },
  },
  {
    key: 'parent',
    email: 'parent@example.com',
    firstName: 'Jordan',
    lastName: 'Demoparent',
    role: 'guardian',
    profile: { phone: '555-0105' },
  },
  {
    key: 'admin',
    email: 'admin@example.com',
    firstName: 'Site',
    lastName: 'Administrator',
    role: 'admin',
    profile: {},
  },
] as const satisfies ReadonlyArray<{
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  profile: object;
}>;

export type DemoKey = (typeof demoAccounts)[number]['key'];
export interface DemoWorld {
  userIds: Record<DemoKey, string>;
}
