import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceConfirmSchema, devicePreviewSchema, type DeviceFileBody } from '@dugout/domain/metrics-sources';
import { api } from '@/lib/api';
import { invalidateTeamPlayers } from '@/features/teams/api/invalidate-team-players';
import { submissionKeys } from './keys';

/**
 * Device files (docs/decisions/0063-metric-sources-on-screen.md): the player's own (`target` null) or, for a coach, a
 * team member's (`{ teamCode, memberId }`). Preview saves nothing; confirm saves a new scored submission.
 */
export type DeviceFileTarget = { teamCode: string; memberId: string } | null;

const filesPath = (target: DeviceFileTarget, step: 'preview' | 'confirm') =>
  target
    ? `/api/teams/${encodeURIComponent(target.teamCode)}/members/${encodeURIComponent(target.memberId)}/metric-files/${step}`
    : `/api/metrics/files/${step}`;

export const previewDeviceFile = (target: DeviceFileTarget, body: DeviceFileBody) =>
  api('POST', filesPath(target, 'preview'), devicePreviewSchema, { body });
export const confirmDeviceFile = (target: DeviceFileTarget, body: DeviceFileBody) =>
  api('POST', filesPath(target, 'confirm'), deviceConfirmSchema, { body });

export const usePreviewDeviceFile = (target: DeviceFileTarget) =>
  useMutation({ mutationFn: (body: DeviceFileBody) => previewDeviceFile(target, body) });

/**
 * Saving makes stale what shows the player's values: their submissions, dashboards and history, and for a coach the
 * team's players (Top Metrics) and roster.
 */
export function useConfirmDeviceFile(target: DeviceFileTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceFileBody) => confirmDeviceFile(target, body),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: submissionKeys.all }),
        target ? invalidateTeamPlayers(qc, target.teamCode) : Promise.resolve(),
      ]),
  });
}
