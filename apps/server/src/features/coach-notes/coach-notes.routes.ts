import type { Hono } from 'hono';
import { coachNoteInputSchema, coachNoteResponseSchema, coachNoteSchema, okResponseSchema } from '@dugout/domain';
import type { AppBindings, SessionActor } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { requireTeamAdministrator } from '../../access/team-access.repo.ts';
import type { AppDeps } from '../../deps.ts';
import { deleteNote, findNote, requireActivePlayer, saveNote, type NoteKey } from './coach-notes.repo.ts';

/**
 * Coach notes (docs/decisions/0025-coach-notes-and-profile-panels.md): each approved staff member of a team keeps one
 * private note per active player. Every route asks the team policy first (requireTeamAdministrator: owner, approved
 * administrators and coaches, site admins; anyone else 403 'Not authorized to view this team'), then the player.
 */
export function coachNotesRoutes(app: Hono<AppBindings>) {
  const path = '/api/teams/:code/players/:userId/coach-note';
  const authorise = async (deps: AppDeps, actor: SessionActor, params: Record<string, string>): Promise<NoteKey> => {
    const team = await requireTeamAdministrator(deps.db, actor, params.code!);
    await requireActivePlayer(deps.db, team.teamCode, params.userId!);
    return { teamCode: team.teamCode, coachUserId: actor.userId, playerUserId: params.userId! };
  };

  defineRoute(
    app,
    {
      method: 'get',
      path,
      summary: "The signed-in coach's note on a player of the team (or null)",
      tag: 'coach-notes',
      auth: true,
      response: coachNoteResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const key = await authorise(deps, actor, params);
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
      auth: true,
      body: coachNoteInputSchema,
      response: coachNoteSchema,
    },
    async ({ deps, actor, params, body }) => {
      const key = await authorise(deps, actor, params);
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
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const key = await authorise(deps, actor, params);
      await deleteNote(deps.db, key);
      return { ok: true as const };
    },
  );
}
