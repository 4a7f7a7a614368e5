import { describe, expect, it } from 'vitest';
import { accountRoleLabel, accountRoles } from './roles.ts';

describe('role labels', () => {
  it('names every role in words, each differently, never by its stored id', () => {
    const labels = accountRoles.map(accountRoleLabel);
    expect(new Set(labels).size).toBe(accountRoles.length);
    for (const [i, role] of accountRoles.entries()) {
      expect(labels[i]).not.toBe(role);
      expect(labels[i]).not.toMatch(/_/);
    }
    expect(accountRoleLabel('organization_admin')).toBe('Organization Admin');
  });
});
