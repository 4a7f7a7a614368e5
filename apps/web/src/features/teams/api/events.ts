import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventResultsOutcomeSchema,
  metricEventListSchema,
  metricEventSchema,
  type EventBody,
  type EventResultsBody,
} from '@dugout/domain/metrics-sources';
import { api, apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { invalidateTeamPlayers } from './invalidate-team-players';
import { teamKeys } from './keys';

/** A team's events (docs/decisions/0063-metric-sources-on-screen.md): list, record one, enter or import its results. */
export const fetchTeamEvents = (teamCode: string, signal?: AbortSignal) =>
  apiGet(`/api/teams/${encodeURIComponent(teamCode)}/events`, metricEventListSchema, undefined, signal);
export const teamEventsQuery = (teamCode: string) =>
  queryOptions({
    queryKey: teamKeys.events(teamCode),
    queryFn: ({ signal }) => fetchTeamEvents(teamCode, signal),
    staleTime: minutes(2),
  });
export const useTeamEvents = (teamCode: string) => useQuery(teamEventsQuery(teamCode));

export const createEvent = (body: EventBody) => api('POST', '/api/events', metricEventSchema, { body });
export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSettled: (_res, _err, { teamCode }) => qc.invalidateQueries({ queryKey: teamKeys.events(teamCode) }),
  });
}

export const addEventResults = ({ eventId, body }: { eventId: string; teamCode: string; body: EventResultsBody }) =>
  api('POST', `/api/events/${encodeURIComponent(eventId)}/results`, eventResultsOutcomeSchema, { body });
/** New submissions for the players: the team's lists, profiles and dashboards, and the event's count, are stale. */
export function useAddEventResults() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addEventResults,
    onSettled: (_res, _err, { teamCode }) => invalidateTeamPlayers(qc, teamCode),
  });
}
