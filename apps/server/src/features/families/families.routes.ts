import type { Hono } from 'hono';
import { z } from 'zod';
import {
  consentRequestSchema,
  dateOfBirthUpdateSchema,
  familyInviteSchema,
  familyLinkSchema,
  familyLinkSettingsSchema,
  familyMessages,
  familyResponseSchema,
  isUnderAccountAge,
  profileSharingSchema,
  sharingUpdateSchema,
} from '@dugout/domain/families';
import { AppError, okResponseSchema } from '@dugout/domain/shared';
import type { AppBindings } from '../../http/context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { defineRoute, textPathParam, uuidPathParam, type LoadInput } from '../../http/route.ts';
import {
  acceptLink,
  configureLink,
  endLink,
  familyView,
  grantConsent,
  inviteFamily,
  knownConsentScope,
  loadLinkSnapshot,
  recordDateOfBirth,
  revokeConsent,
  sharingOf,
  updateSharing,
} from './families.service.ts';

/** Invitations e-mail someone: a few a minute per account and per address. */
export const FAMILY_INVITES_PER_MINUTE = 20;

const linkParams = z.object({ id: uuidPathParam(familyMessages.linkNotFound) });
/** The link in the path as the signed-in account meets it (404 for a link it is neither side of). */
const loadLink = ({ deps, actor, params }: LoadInput<{ id: string }, unknown, unknown>) =>
  loadLinkSnapshot(deps, actor, params.id);

/** Families (docs/decisions/0060-families.md): links between guardians and players, consent, the sharing gate. */
export function familiesRoutes(app: Hono<AppBindings>) {
  const tag = 'families';
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/family',
      summary: 'My family links (either side) and, for a guardian, each active linked player with the consent history',
      tag,
      authorize: 'self',
      response: familyResponseSchema,
    },
    async ({ deps, actor }) => familyView(deps, actor),
  );

  app.use(
    '/api/family/invites',
    rateLimit({ name: 'family-invite', windowMs: 60_000, max: FAMILY_INVITES_PER_MINUTE }),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/family/invites',
      summary: 'Invite by e-mail: a player invites a parent or guardian, a guardian invites a player',
      tag,
      authorize: { policy: 'site.linkFamily', denied: familyMessages.inviteNotAllowed },
      body: familyInviteSchema,
      response: familyLinkSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => inviteFamily(deps, actor, body.email),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/family/links/:id/accept',
      params: linkParams,
      summary: 'Accept a family link addressed to me; both sides agreed → active',
      tag,
      authorize: { policy: 'guardianLink.accept', denied: familyMessages.acceptNotAllowed, load: loadLink },
      response: familyLinkSchema,
    },
    async ({ deps, actor, loaded }) => acceptLink(deps, actor, loaded),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/family/links/:id',
      params: linkParams,
      summary: "End, decline or withdraw a family link (either side); access and the link's consents end at once",
      tag,
      authorize: { policy: 'guardianLink.end', denied: familyMessages.notAllowed, load: loadLink },
      response: okResponseSchema,
    },
    async ({ deps, actor, loaded }) => endLink(deps, actor, loaded),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/family/links/:id',
      params: linkParams,
      summary: "My side's settings: the player's 'guardians may edit', the guardian's e-mail copies and coach sharing",
      tag,
      authorize: { policy: 'guardianLink.configure', denied: familyMessages.notAllowed, load: loadLink },
      body: familyLinkSettingsSchema,
      response: familyLinkSchema,
    },
    async ({ deps, actor, loaded, body }) => configureLink(deps, actor, loaded, body),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/family/links/:id/consents',
      params: linkParams,
      summary: "Record a guardian's consent for a minor (kept as an audit row)",
      tag,
      authorize: { policy: 'guardianLink.consent', denied: familyMessages.consentNotAllowed, load: loadLink },
      body: consentRequestSchema,
      response: familyLinkSchema,
      status: 201,
    },
    async ({ deps, actor, loaded, body }) => grantConsent(deps, actor, loaded, body.scope),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/family/links/:id/consents/:scope',
      params: z.object({ id: uuidPathParam(familyMessages.linkNotFound), scope: textPathParam() }),
      summary: 'Revoke a consent (the row stays, with who revoked it and when)',
      tag,
      authorize: { policy: 'guardianLink.consent', denied: familyMessages.consentNotAllowed, load: loadLink },
      response: familyLinkSchema,
    },
    async ({ deps, actor, loaded, params }) => {
      if (!knownConsentScope(params.scope)) throw new AppError('not_found', familyMessages.consentNotFound);
      return revokeConsent(deps, actor, loaded, params.scope);
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/profile/sharing',
      summary:
        "Share my profile with college coaches (a minor's needs a guardian's 'share_profile' consent); whether it is in effect",
      tag,
      authorize: 'self',
      body: sharingUpdateSchema,
      response: profileSharingSchema,
    },
    async ({ deps, actor, body }) => updateSharing(deps, actor.userId, body.shareWithCollegeCoaches),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/profile/date-of-birth',
      summary: 'Record my date of birth (asked once of players who have none)',
      tag,
      authorize: 'self',
      body: dateOfBirthUpdateSchema,
      response: profileSharingSchema.extend({ dateOfBirth: z.string().nullable(), isMinor: z.boolean() }),
    },
    async ({ deps, actor, body }) => {
      if (actor.role === 'player' && isUnderAccountAge(body.dateOfBirth, new Date()))
        throw new AppError('invalid_input', familyMessages.under13, { dateOfBirth: familyMessages.under13 });
      await recordDateOfBirth(deps.db, actor.userId, body.dateOfBirth);
      return sharingOf(deps.db, actor.userId);
    },
  );
}
