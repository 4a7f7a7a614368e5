import { describe, expect, it } from 'vitest';
import { brandingSchema, meSchema, okResponseSchema } from './shell-schemas';

// The shell's answers are used before their schema has loaded in production (lib/api.ts deferredSchema): that is only
// the same answer if parsing changes nothing, i.e. the schemas have no transforms or defaults.
describe('the deferred shell schemas leave a valid answer as it is', () => {
  it.each([
    ['me, signed out', meSchema, { user: null }],
    [
      'me, signed in',
      meSchema,
      {
        user: {
          id: 'u1',
          email: 'player@example.com',
          firstName: null,
          lastName: 'Smith',
          role: 'player',
          isCoach: false,
          organizationId: null,
          organizationRole: null,
          hasCompletedDashboard: true,
          profileImageUrl: null,
        },
      },
    ],
    ['branding', brandingSchema, { logoUrl: null, appName: 'Dugout' }],
    ['ok', okResponseSchema, { ok: true }],
  ])('%s', (_name, schema, answer) => {
    expect(schema.parse(answer)).toStrictEqual(answer);
  });
});
