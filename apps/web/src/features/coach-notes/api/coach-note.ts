import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachNoteResponseSchema } from '@dugout/domain/coach-notes';
import { apiGet } from '@/lib/api';
import { coachNoteKeys } from './keys';
import { minutes } from '@/lib/query-client';

export const coachNotePath = (teamCode: string, userId: string) =>
  `/api/teams/${encodeURIComponent(teamCode)}/players/${encodeURIComponent(userId)}/coach-note`;

/** GET /api/teams/:code/players/:userId/coach-note — the signed-in coach's own note on a player (or null). */
export const coachNoteQuery = (teamCode: string, userId: string) =>
  queryOptions({
    queryKey: coachNoteKeys.note(teamCode, userId),
    queryFn: ({ signal }) => apiGet(coachNotePath(teamCode, userId), coachNoteResponseSchema, undefined, signal),
    staleTime: minutes(2),
  });
export const useCoachNote = (teamCode: string, userId: string) => useQuery(coachNoteQuery(teamCode, userId));
