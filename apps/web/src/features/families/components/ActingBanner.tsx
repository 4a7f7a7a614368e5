import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { actingPlayerLost, onActingPlayerLost, setActingPlayer, useActingPlayer } from '@/lib/acting';
import { useMe } from '@/lib/auth';
import { forgetAccountData } from '@/lib/keys';
import { useFamily } from '../api/get-family';
import { useActFor } from './use-act-for';
import { familyTexts } from './family-texts';

/**
 * Under the header while a guardian acts for a player: 'Viewing <name>'s account' (read only when the player does not
 * let guardians edit) and Back to Family (docs/decisions/0061-acting-for-a-player-in-the-web.md). It also forgets the
 * choice when /api/family no longer lists the link as active, or when the server answers 'Player not found'.
 */
export function ActingBanner() {
  const { user } = useMe();
  const acting = useActingPlayer();
  const guardian = user?.role === 'guardian';
  const family = useFamily(guardian && !!acting);
  const actFor = useActFor();
  const qc = useQueryClient();
  const navigate = useNavigate();

  // A player the server no longer lets this guardian reach (link ended): back to /family with a message.
  useEffect(
    () =>
      onActingPlayerLost((player) => {
        forgetAccountData(qc);
        void navigate('/family', { state: { familyNotice: familyTexts.lost(player.name) } });
      }),
    [qc, navigate],
  );

  // Not a guardian (signed out, another account) or the link is no longer active: forget the choice.
  const links = family.data?.links;
  const stillActive = links?.find(
    (l) => l.myside === 'guardian' && l.status === 'active' && l.other.userId === acting?.id,
  );
  useEffect(() => {
    if (!acting || !user) return;
    if (!guardian) {
      setActingPlayer(null);
      forgetAccountData(qc);
    } else if (links && !stillActive) actingPlayerLost(acting);
    else if (stillActive && stillActive.guardianMayEdit !== acting.mayEdit)
      setActingPlayer({ ...acting, mayEdit: stillActive.guardianMayEdit });
  }, [acting, user, guardian, links, stillActive, qc]);

  if (!acting || !guardian) return null;
  return (
    <div role="region" aria-label="Acting for a player" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm text-amber-950 sm:px-6">
        <Eye className="size-4 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1 break-words">
          <strong>{familyTexts.viewing(acting.name)}</strong>
          {!acting.mayEdit && <span> · {familyTexts.readOnly}</span>}
        </p>
        <Button variant="outline" size="sm" onClick={() => actFor(null, '/family')}>
          {familyTexts.backToFamily}
        </Button>
      </div>
    </div>
  );
}
