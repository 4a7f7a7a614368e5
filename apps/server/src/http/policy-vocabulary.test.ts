import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { abilityRules, policyNames, type PolicyName } from '@dugout/domain/access';
import { featureRouteList } from '../wiring.ts';

/**
 * The policy table as the only vocabulary (docs/decisions/0054-the-policy-table-as-the-only-vocabulary.md): every
 * route's authorize step names a rule of the domain's table, every ability the screens read asks a rule some route
 * declares, and no rule of the table is an alias nobody uses. A rule outside those uses is listed below with its reason.
 */

/** Rules no route declares that the screens' abilities read, and why no route names them. */
const screenOnlyRules: Partial<Record<PolicyName, string>> = {
  'ownRecord.change':
    "'self' routes reach a user's own rows through actor.userId (another user's row is simply not found), so they name " +
    'no rule; the tracker and the dashboard ask it to offer changes and a new submission to the owner only',
};

/** Rules no route declares and no ability reads: asked inside one flow, and why. */
const serviceOnlyRules: Partial<Record<PolicyName, string>> = {
  'playerData.view':
    "the 'player' routes that also show another player's data (a coach's ?user= on /api/dashboard and /api/tracker, a " +
    "team member's submission) ask it in the handler or the service for that player (docs/decisions/0060-families.md)",
  'playerData.actFor':
    "asked by the route pipeline (http/route.ts) for every route marked 'player' that carries the X-Dugout-Player header",
  'playerData.editFor':
    "asked by the route pipeline for a write of a route marked 'player' by a guardian acting for the player",
  'playerData.hideProfile':
    'asked by the route pipeline (guardianRule) for PUT /api/public-profile by an active guardian the player has not ' +
    'allowed to make changes: they may still turn the profile off (docs/decisions/0065-public-profile.md)',
  'site.requestOrganization':
    'POST /api/organization-requests refuses a non-coach with its own message before the team rule it declares ' +
    "(team.requestOrganization, checked in the service, which alone reads the body's team)",
};

/** Abilities the screens read that are a thing's state, not a rule: why. */
const stateAbilities: Record<string, string> = {
  renew: "a subscription's state (lapsed or ending), listed only on plans the caller may manage (subscription.manage)",
  cancel: "a subscription's state (active, not yet cancelled), listed only on plans the caller may manage",
};

const declared = () => {
  const byRule = new Map<string, string[]>();
  for (const r of featureRouteList()) {
    const rule = typeof r.authorize === 'string' ? r.authorize : r.authorize.policy;
    byRule.set(rule, [...(byRule.get(rule) ?? []), `${r.method.toUpperCase()} ${r.path}`]);
  }
  return byRule;
};
const abilityRuleNames = () =>
  new Set(Object.values(abilityRules).flatMap((group) => Object.values(group) as PolicyName[]));

/** Every file of the web app's screens (tests and fakes aside). */
function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : webSources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe('the policy table as the only vocabulary', () => {
  it("names a rule of the domain's table in every route's authorize step (or 'public' / 'self' / 'player')", () => {
    const known = new Set<string>([...policyNames, 'public', 'self', 'player']);
    const routes = declared();
    expect(routes.size).toBeGreaterThan(10);
    expect([...routes].filter(([rule]) => !known.has(rule))).toEqual([]);
  });

  it('reads in every ability a rule some route declares, or one listed as screen-only with its reason', () => {
    const routes = declared();
    const unbacked = [...abilityRuleNames()].filter((rule) => !routes.has(rule) && !(rule in screenOnlyRules));
    expect(unbacked, 'abilities whose rule no route declares').toEqual([]);
    // The list holds no stale entry: each is read by an ability and declared by no route.
    for (const rule of Object.keys(screenOnlyRules)) {
      expect(abilityRuleNames().has(rule as PolicyName), rule).toBe(true);
      expect(routes.has(rule), rule).toBe(false);
    }
  });

  it('holds no rule that no route declares and no ability reads, unless listed as asked in a service', () => {
    const routes = declared();
    const abilities = abilityRuleNames();
    const unused = policyNames.filter(
      (rule) => !routes.has(rule) && !abilities.has(rule) && !(rule in serviceOnlyRules),
    );
    expect(unused, 'aliases nobody uses: delete them').toEqual([]);
    for (const rule of Object.keys(serviceOnlyRules)) {
      expect(policyNames, rule).toContain(rule);
      expect(routes.has(rule) || abilities.has(rule as PolicyName), rule).toBe(false);
    }
  });

  it('lets the screens read only abilities of the domain (abilityRules) or listed state', () => {
    const webRoot = path.resolve(import.meta.dirname, '../../../web/src');
    const names = new Set(Object.values(abilityRules).flatMap((group) => Object.keys(group)));
    const read = new Map<string, string>();
    for (const file of webSources(webRoot))
      for (const m of readFileSync(file, 'utf8').matchAll(/\babilities\??\.(\w+)/g))
        read.set(m[1]!, path.relative(webRoot, file));
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter(([name]) => !names.has(name) && !(name in stateAbilities))).toEqual([]);
  });
});
