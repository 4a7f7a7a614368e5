import {
  consentScopes,
  familyInviteSchema,
  familyLinkSettingsSchema,
  familyLinkSchema,
  familyResponseSchema,
  consentRequestSchema,
  type ConsentScope,
  type FamilyLink,
  type FamilyResponse,
} from '@dugout/domain/families';
import { okResponseSchema } from '@dugout/domain/shared';
import { apiError, route } from '../msw';

/**
 * A fake of the families routes (the families contract, apps/server/src/features/families): the signed-in account's
 * links as `GET /api/family` answers them, and the writes changing them as the service does: an invite adds a pending
 * link I agreed to, accept makes it active, DELETE ends it (gone from the list), PATCH sets my side's settings, a
 * consent grant adds an audit row (newest first) and a revoke stamps it. `fail` makes the next write answer an error.
 */
export function fakeLink(over: Partial<FamilyLink> & { id: string }): FamilyLink {
  return familyLinkSchema.parse({
    status: 'active',
    invitedBy: 'player',
    myside: 'guardian',
    other: { userId: 'u-casey', name: 'Casey Demoplayer', email: 'player@example.com' },
    iAgreed: true,
    theyAgreed: true,
    guardianMayEdit: false,
    copyEmails: true,
    shareWithCoaches: true,
    teamName: null,
    ...over,
  });
}

export function createFamilyFake(init: {
  me: FamilyResponse['me'];
  links?: FamilyLink[];
  /** my name, as the consent history says who granted or revoked */
  myName?: string;
  now?: string;
}) {
  const now = init.now ?? '2026-11-27T15:00:00.000Z';
  const state = {
    me: init.me,
    links: [...(init.links ?? [])],
    /** the next write answers this error instead (one time) */
    fail: null as null | {
      code: 'conflict' | 'forbidden' | 'not_found' | 'rate_limited';
      message: string;
      fields?: Record<string, string>;
    },
    requests: [] as string[],
  };
  const failing = () => {
    const f = state.fail;
    state.fail = null;
    return f ? apiError(f.code, f.message, f.fields) : null;
  };
  const find = (id: string) => state.links.find((l) => l.id === id);
  const replace = (link: FamilyLink) => {
    state.links = state.links.map((l) => (l.id === link.id ? link : l));
    return link;
  };
  let seq = 0;
  const handlers = () => [
    route('GET', '/api/family', { response: familyResponseSchema }, () => ({ me: state.me, links: state.links })),
    route('POST', '/api/family/invites', { response: familyLinkSchema, body: familyInviteSchema }, ({ body }) => {
      state.requests.push(`invite ${body.email}`);
      const f = failing();
      if (f) return f;
      const link = fakeLink({
        id: `link-new-${++seq}`,
        status: 'pending',
        invitedBy: state.me.role === 'guardian' ? 'guardian' : 'player',
        myside: state.me.role === 'guardian' ? 'guardian' : 'player',
        other: { userId: null, name: null, email: body.email.toLowerCase() },
        iAgreed: true,
        theyAgreed: false,
      });
      state.links = [link, ...state.links];
      return new Response(JSON.stringify(familyLinkSchema.parse(link)), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
    route('POST', '/api/family/links/:id/accept', { response: familyLinkSchema }, ({ params }) => {
      state.requests.push(`accept ${params.id}`);
      const f = failing();
      if (f) return f;
      const l = find(params.id);
      if (!l) return apiError('not_found', 'Link not found');
      return replace({
        ...l,
        status: 'active',
        iAgreed: true,
        theyAgreed: true,
        player: l.myside === 'guardian' ? { isMinor: true, consents: [] } : undefined,
      });
    }),
    route('DELETE', '/api/family/links/:id', { response: okResponseSchema }, ({ params }) => {
      state.requests.push(`end ${params.id}`);
      const f = failing();
      if (f) return f;
      if (!find(params.id)) return apiError('not_found', 'Link not found');
      state.links = state.links.filter((l) => l.id !== params.id);
      return { ok: true };
    }),
    route(
      'PATCH',
      '/api/family/links/:id',
      { response: familyLinkSchema, body: familyLinkSettingsSchema },
      ({ params, body }) => {
        state.requests.push(`patch ${params.id} ${JSON.stringify(body)}`);
        const f = failing();
        if (f) return f;
        const l = find(params.id);
        if (!l) return apiError('not_found', 'Link not found');
        return replace({ ...l, ...body });
      },
    ),
    route(
      'POST',
      '/api/family/links/:id/consents',
      { response: familyLinkSchema, body: consentRequestSchema },
      ({ params, body }) => {
        state.requests.push(`grant ${params.id} ${body.scope}`);
        const f = failing();
        if (f) return f;
        const l = find(params.id);
        if (!l?.player) return apiError('not_found', 'Link not found');
        const row = {
          scope: body.scope,
          grantedAt: now,
          grantedBy: init.myName ?? 'Jordan Demoparent',
          revokedAt: null,
          revokedBy: null,
        };
        return replace({ ...l, player: { ...l.player, consents: [row, ...l.player.consents] } });
      },
    ),
    route('DELETE', '/api/family/links/:id/consents/:scope', { response: familyLinkSchema }, ({ params }) => {
      state.requests.push(`revoke ${params.id} ${params.scope}`);
      const f = failing();
      if (f) return f;
      const l = find(params.id);
      const scope = params.scope as ConsentScope;
      if (!l?.player || !consentScopes.includes(scope)) return apiError('not_found', 'Link not found');
      return replace({
        ...l,
        player: {
          ...l.player,
          consents: l.player.consents.map((c) =>
            c.scope === scope && !c.revokedAt
              ? { ...c, revokedAt: now, revokedBy: init.myName ?? 'Jordan Demoparent' }
              : c,
          ),
        },
      });
    }),
  ];
  return { state, handlers };
}
