import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TeamAccessSnapshot } from '@dugout/domain/access';
import { okResponseSchema } from '@dugout/domain/shared';
import type { AppBindings } from './context.ts';
import { defineRoute, textPathParam } from './route.ts';
import { siteAdmin, teamRule } from '../access/rules.ts';

const load = async (teamCode: string): Promise<TeamAccessSnapshot> => ({
  kind: 'team',
  teamCode,
  ownerId: 'o',
  administratorIds: [],
  coachIds: [],
  approvedOrganizationIds: [],
});

// Never called: the compiler checks these declarations (`npx tsc -p apps/server`).
function declarations(app: Hono<AppBindings>) {
  const base = { method: 'get', summary: 's', tag: 't' } as const;
  // A complete route type-checks; its handler gets typed params and the loaded snapshot.
  defineRoute(
    app,
    {
      ...base,
      path: '/x/:code',
      params: z.object({ code: textPathParam() }),
      response: okResponseSchema,
      authorize: { policy: 'team.view', denied: 'no', load: ({ params }) => load(params.code) },
    },
    async ({ params, loaded, actor }) => {
      const code: string = params.code;
      const owner: string = loaded.ownerId;
      const id: string = actor.userId;
      return { ok: true as const, code, owner, id } as { ok: true };
    },
  );
  // A named step (access/rules.ts) types the handler as the written-out step does.
  defineRoute(
    app,
    {
      ...base,
      path: '/x/:code',
      params: z.object({ code: textPathParam() }),
      response: okResponseSchema,
      authorize: teamRule('team.edit'),
    },
    async ({ loaded, actor }) => {
      const team: string = loaded.teamCode;
      const id: string = actor.userId;
      return { ok: true as const, team, id } as { ok: true };
    },
  );
  defineRoute(app, { ...base, path: '/x', response: okResponseSchema, authorize: siteAdmin }, async ({ actor }) => {
    const id: string = actor.userId;
    return { ok: true as const, id } as { ok: true };
  });
  // @ts-expect-error — a team rule needs the team's code in the path
  defineRoute(app, { ...base, path: '/x', response: okResponseSchema, authorize: teamRule('team.view') }, async () => ({
    ok: true as const,
  }));
  // @ts-expect-error — no response schema
  defineRoute(app, { ...base, path: '/x', authorize: 'self' }, async () => ({ ok: true as const }));
  // @ts-expect-error — no authorize step
  defineRoute(app, { ...base, path: '/x', response: okResponseSchema }, async () => ({ ok: true as const }));
  // @ts-expect-error — a path parameter without a params schema
  defineRoute(app, { ...base, path: '/x/:id', response: okResponseSchema, authorize: 'self' }, async () => ({
    ok: true as const,
  }));
  defineRoute(
    app,
    // @ts-expect-error — a params schema that does not name the path's parameter
    { ...base, path: '/x/:id', params: z.object({ code: z.string() }), response: okResponseSchema, authorize: 'self' },
    async () => ({ ok: true as const }),
  );
  defineRoute(
    app,
    // @ts-expect-error — a rule over a resource needs a load step
    { ...base, path: '/x', response: okResponseSchema, authorize: { policy: 'team.view', denied: 'no' } },
    async () => ({ ok: true as const }),
  );
  defineRoute(
    app,
    {
      ...base,
      path: '/x',
      response: okResponseSchema,
      // @ts-expect-error — the load step must return the rule's resource
      authorize: { policy: 'team.view', denied: 'no', load: async () => ({ kind: 'site' as const }) },
    },
    async () => ({ ok: true as const }),
  );
  // @ts-expect-error — the answer must match the response schema
  defineRoute(app, { ...base, path: '/x', response: okResponseSchema, authorize: 'self' }, async () => ({ ok: false }));
  // A signed-out caller is possible only on a public route.
  defineRoute(app, { ...base, path: '/x', response: okResponseSchema, authorize: 'public' }, async ({ actor }) => {
    // @ts-expect-error — actor may be null
    void actor.userId;
    return { ok: true as const };
  });
  // 'player' (docs/decisions/0060-families.md): the handler gets the subject whose things it acts on.
  defineRoute(app, { ...base, path: '/x', response: okResponseSchema, authorize: 'player' }, async ({ subject }) => {
    const playerId: string = subject.playerId;
    const guardian: boolean = subject.actorIsGuardian;
    return { ok: true as const, playerId, guardian } as { ok: true };
  });
  defineRoute(
    app,
    { ...base, method: 'post', path: '/x', response: okResponseSchema, authorize: 'player', guardiansMayPay: true },
    async () => ({ ok: true as const }),
  );
  defineRoute(app, { ...base, path: '/x', response: okResponseSchema, authorize: 'self' }, async ({ subject }) => {
    // @ts-expect-error — only a 'player' route has a subject
    void subject.playerId;
    return { ok: true as const };
  });
  defineRoute(
    app,
    // @ts-expect-error — guardiansMayPay belongs to 'player' routes only
    { ...base, method: 'post', path: '/x', response: okResponseSchema, authorize: 'self', guardiansMayPay: true },
    async () => ({ ok: true as const }),
  );
  defineRoute(
    app,
    {
      ...base,
      method: 'put',
      path: '/x',
      response: okResponseSchema,
      authorize: 'self',
      // @ts-expect-error — guardianRule belongs to 'player' routes only
      guardianRule: 'playerData.hideProfile',
    },
    async () => ({ ok: true as const }),
  );
}

describe('defineRoute declarations', () => {
  it('is checked by the compiler (this file holds the type tests)', () => {
    expect(typeof declarations).toBe('function');
  });
});
