import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationResultSchema, type VerificationBody } from '@dugout/domain/metrics-sources';
import { api } from '@/lib/api';
import { invalidateTeamPlayers } from './invalidate-team-players';

/** POST /api/teams/:code/verifications: the chosen metrics of the chosen players' latest submissions, verified. */
export const verifyMetrics = ({ teamCode, ...body }: VerificationBody & { teamCode: string }) =>
  api('POST', `/api/teams/${encodeURIComponent(teamCode)}/verifications`, verificationResultSchema, { body });

/** The badges change on Top Metrics, the roster's profiles and the dashboards: read again from the server. */
export function useVerifyMetrics() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyMetrics,
    onSettled: (_res, _err, { teamCode }) => invalidateTeamPlayers(qc, teamCode),
  });
}
