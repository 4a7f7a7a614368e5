import type { Hono } from 'hono';
import { z } from 'zod';
import { coachNoteInputSchema, coachNoteResponseSchema, coachNoteSchema } from '@dugout/domain/coach-notes';
import { okResponseSchema } from '@dugout/domain/shared';
import type { AppBindings, SessionActor } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import type { AppDeps } from '../../deps-types.ts';
import { deleteNote, findNote, requireActivePlayer, saveNote, type NoteKey } from './coach-notes.repo.ts';
import { teamRule } from '../../access/rules.ts';

/**
 * Coach notes (docs/decisions/0025-coach-notes-and-profile-panels.md): each approved staff member of a team keeps one
 * private note per active player. Every route asks the policy table's `team.manage` first (owner, approved
 * administrators and coaches, site admins; anyone else 403 'Not authorized to view this team'), then the player.
 */
export function coachNotesRoutes(app: Hono<AppBindings>) {
  const path = '/api/teams/:code/players/:userId/coach-note';
  const params = z.object({ code: textPathParam(), userId: textPathParam() });
  /** The note's key, once the player is an active member of the team (404 'Player not found.' otherwise). */
  const noteKey = async (
    deps: Pick<AppDeps, 'db'>,
    actor: SessionActor,
    teamCode: string,
    playerUserId: string,
  ): Promise<NoteKey> => {
    await requireActivePlayer(deps.db, teamCode, playerUserId);
    return { teamCode, coachUserId: actor.userId, playerUserId };
  };

  defineRoute(
    app,
    {
      method: 'get',
      path,
      summary: "The signed-in coach's note on a player of the team (or null)",
      tag: 'coach-notes',
      params,
      authorize: teamRule('team.manage'),
      response: coachNoteResponseSchema,
    },
    async ({ deps, actor, params, loaded: team }) => {
      const key = await noteKey(deps, actor, team.teamCode, params.userId);
      return { note: await findNote(deps.db, key) };
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path,
      summary: "Add or edit the signed-in coach's note on a player of the team",
      tag: 'coach-notes',
      params,
      authorize: teamRule('team.manage'),
      body: coachNoteInputSchema,
      response: coachNoteSchema,
    },
    async ({ deps, actor, params, body, loaded: team }) => {
      const key = await noteKey(deps, actor, team.teamCode, params.userId);
      return saveNote(deps.db, key, body.notes);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path,
      summary: "Delete the signed-in coach's note on a player of the team",
      tag: 'coach-notes',
      params,
      authorize: teamRule('team.manage'),
      response: okResponseSchema,
    },
    async ({ deps, actor, params, loaded: team }) => {
      const key = await noteKey(deps, actor, team.teamCode, params.userId);
      await deleteNote(deps.db, key);
      return { ok: true as const };
    },
  );
}
