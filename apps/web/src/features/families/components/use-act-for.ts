import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setActingPlayer, type ActingPlayer } from '@/lib/acting';
import { forgetAccountData } from '@/lib/keys';

/**
 * Starts (a player) or stops (null) acting for a player and opens `to`. The query cache is cleared either way: every
 * cached answer belonged to the account seen before, and the next screen must not show one person's data under another's
 * name (docs/decisions/0061-acting-for-a-player-in-the-web.md).
 */
export function useActFor() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (player: ActingPlayer | null, to: string) => {
      setActingPlayer(player);
      forgetAccountData(qc);
      void navigate(to);
    },
    [qc, navigate],
  );
}
