import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { policyNames } from '@dugout/domain/access';
import { startTestStack, type TestStack } from '../test/test-app.ts';
import { openApiDocument } from './route.ts';
import { featureRouteList } from '../wiring.ts';

/**
 * Every registered route declares its whole pipeline (docs/decisions/0023-route-pipeline-and-policy-table.md): a
 * params schema naming each path parameter, a body schema for a write that takes one, a response, and an authorize
 * step that names a rule of the policy table (or the explicit 'public' / 'self' / 'player'). The list is the one the OpenAPI
 * document is made from.
 */

/** Writes without a JSON body, and why; a new write without a body must be added here on purpose. */
const writesWithoutBody: Record<string, string> = {
  'POST /api/admin/outbox/:id/retry': 'an action on the mail in the path',
  'POST /api/notifications/read-all': 'an action on my notifications',
  'POST /api/notifications/:id/read': 'an action on the notification in the path',
  'POST /api/profile/photo': 'multipart upload',
  'POST /api/admin/reference-imports': 'multipart upload',
  'POST /api/teams/:code/logo': 'multipart upload',
  'POST /api/submissions/:id/checkout': 'an action on the submission in the path',
  'POST /api/subscriptions/:id/renew': 'an action on the subscription in the path',
  'POST /api/subscriptions/:id/cancel': 'an action on the subscription in the path',
  'POST /api/teams/:code/invites/:inviteId/send': 'an action on the invite in the path',
  'POST /api/family/links/:id/accept': 'an action on the family link in the path',
  'POST /api/tracker/:trackerId/profile-link': 'an action on the tracked school in the path (its link)',
};

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const routes = () => {
  const seen = new Map<string, ReturnType<typeof featureRouteList>[number]>();
  for (const r of featureRouteList()) seen.set(`${r.method.toUpperCase()} ${r.path}`, r);
  return [...seen.entries()];
};

describe('the route list', () => {
  it('holds every API route', () => {
    expect(routes().length).toBeGreaterThan(100);
  });

  it('gives every path parameter a schema', () => {
    const missing: string[] = [];
    for (const [key, r] of routes()) {
      const names = [...r.path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]!);
      if (names.length === 0) continue;
      const shape = r.params instanceof z.ZodObject ? (r.params.shape as Record<string, unknown>) : {};
      for (const n of names) if (!shape[n]) missing.push(`${key} :${n}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every write a body schema, unless it is listed as taking none', () => {
    const writes = routes().filter(([, r]) => r.method !== 'get' && r.method !== 'delete');
    expect(writes.filter(([key, r]) => !r.body && !(key in writesWithoutBody)).map(([key]) => key)).toEqual([]);
    // The list holds no stale entries: each is a write without a body.
    const known = new Map(writes);
    for (const key of Object.keys(writesWithoutBody)) expect(known.get(key)?.body, key).toBeUndefined();
    for (const key of Object.keys(writesWithoutBody)) expect(known.has(key), key).toBe(true);
  });

  it('gives every route a response schema (or a declared raw answer)', () => {
    for (const [key, r] of routes()) expect(r.response === 'raw' || r.response instanceof z.ZodType, key).toBe(true);
  });

  it('gives every route an authorize step naming a rule of the policy table, or public / self / player', () => {
    const wrong: string[] = [];
    for (const [key, r] of routes()) {
      const a = r.authorize;
      // 'player': the pipeline asks playerData.actFor / editFor (http/route.ts, docs/decisions/0060-families.md)
      if (a === 'public' || a === 'self' || a === 'player') continue;
      if (typeof a !== 'object' || !policyNames.includes(a.policy)) {
        wrong.push(`${key}: ${JSON.stringify(a)}`);
        continue;
      }
      // A rule over a resource is decided on what `load` returned, or by the service (named so here).
      if ('denied' in a) {
        if (!a.denied) wrong.push(`${key}: no refusal message`);
        if (!a.load && !a.policy.startsWith('site.')) wrong.push(`${key}: ${a.policy} without a load step`);
      } else if (a.checkedIn !== 'service') wrong.push(`${key}: neither denied nor checkedIn`);
    }
    expect(wrong).toEqual([]);
  });

  it('puts the params schemas and the rule of each route in the OpenAPI document', () => {
    const doc = openApiDocument(featureRouteList()) as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string; schema: unknown }> }>>;
    };
    const get = doc.paths['/api/submissions/{id}']!.get!;
    expect(get.parameters.find((p) => p.in === 'path' && p.name === 'id')?.schema).toMatchObject({ format: 'uuid' });
    expect(doc.paths['/api/teams/{code}']!.patch).toMatchObject({ 'x-authorize': 'team.edit' });
    expect(doc.paths['/api/admin/users']!.get).toMatchObject({ 'x-authorize': 'site.administer' });
  });
});
