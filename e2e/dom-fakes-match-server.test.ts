import { describe, expect, it } from 'vitest';
import { featureRouteList } from '../apps/server/src/wiring.ts';
import { routeDeclaration } from '../apps/web/src/test/msw.ts';
import { shellHandlers } from '../apps/web/src/test/shell.ts';
import { createTeamFake } from '../apps/web/src/test/fakes/teams.ts';
import { createPaymentsFake } from '../apps/web/src/test/fakes/payments.ts';
import { createCollegesFake } from '../apps/web/src/test/fakes/colleges.ts';
import { createDashboardFake } from '../apps/web/src/test/fakes/dashboard.ts';
import { createProfileFake, fakeProfile } from '../apps/web/src/test/fakes/profile.ts';
import { createFitFake } from '../apps/web/src/test/fakes/fit.ts';
import { createFamilyFake } from '../apps/web/src/test/fakes/families.ts';
import { createPlayerSourcesFake, teamSourcesHandlers } from '../apps/web/src/test/fakes/metric-sources.ts';
import { createPublicProfileFake } from '../apps/web/src/test/fakes/public-profile.ts';

/**
 * The DOM tests' fake API (apps/web/src/test/, docs/decisions/0047-dom-tests.md) answers only routes the server has,
 * with the very schemas the server's `defineRoute` declares: a fake route whose path, response or body schema is not
 * the server's fails here. (Here because it reads both apps: apps/web and apps/server may not import each other.)
 */
function serverRoutes() {
  return new Map(featureRouteList().map((r) => [`${r.method.toUpperCase()} ${r.path}`, r]));
}

describe("the DOM tests' fake API", () => {
  it("declares only the server's routes, with the server's response and body schemas", () => {
    const server = serverRoutes();
    const fakes = [
      ...shellHandlers(null),
      ...createTeamFake().handlers(),
      ...createPaymentsFake().handlers(),
      ...createCollegesFake({ userId: 'u' }).handlers(),
      ...createDashboardFake({
        viewerId: 'u',
        player: {
          id: 'u',
          firstName: null,
          lastName: null,
          email: null,
          highSchool: null,
          highSchoolState: null,
          primaryPosition: null,
          graduationYear: null,
          isPostgradDisplay: false,
        },
        measured: { height: 72, weight: 180, throws: null, bats: null, position: 'OF' },
      }).handlers(),
      ...createProfileFake({ profile: fakeProfile({ userId: 'u', email: 'u@example.com' }) }).handlers(),
      ...createFitFake().handlers(),
      ...createFamilyFake({ me: { role: 'guardian', isMinor: false, dateOfBirth: null } }).handlers(),
      ...createPlayerSourcesFake({
        player: {
          id: 'u',
          firstName: null,
          lastName: null,
          email: null,
          highSchool: null,
          highSchoolState: null,
          primaryPosition: null,
          graduationYear: null,
          isPostgradDisplay: false,
        },
        values: { height: 72, weight: 180 },
      }).handlers(),
      ...teamSourcesHandlers(createTeamFake().state),
      ...createPublicProfileFake().handlers(),
    ];
    const drift: string[] = [];
    for (const handler of fakes) {
      const fake = routeDeclaration(handler);
      if (!fake) {
        drift.push(`a handler not made by route(): ${String(handler.info.header)}`);
        continue;
      }
      const key = `${fake.method} ${fake.path}`;
      const real = server.get(key);
      if (!real) drift.push(`${key}: no such route on the server`);
      else if (real.response !== fake.response) drift.push(`${key}: another response schema than the server's`);
      else if ((real.body ?? undefined) !== fake.body) drift.push(`${key}: another body schema than the server's`);
    }
    expect(fakes.length).toBeGreaterThan(15);
    expect(drift).toEqual([]);
  });
});
