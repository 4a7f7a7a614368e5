import { useMutation } from '@tanstack/react-query';
import { type TeamMessageInput, teamMessageResultSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';

/** 'E-mail players & guardians': the server answers how many e-mails it queued. Nothing on a screen changes, so nothing is invalidated. */
export const messagePlayers = ({ teamCode, ...input }: TeamMessageInput & { teamCode: string }) =>
  api('POST', `/api/teams/${encodeURIComponent(teamCode)}/messages`, teamMessageResultSchema, { body: input });
export const useMessagePlayers = () => useMutation({ mutationFn: messagePlayers });
