import type { ReactNode } from 'react';
import { Mail, Trash2 } from 'lucide-react';
import type { TeamAbilities } from '@dugout/domain/access';
import { formatShortDate, gradYearLabel } from '@dugout/domain/shared';
import { inviteMailLabel, type TeamPlayers } from '@dugout/domain/teams';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { toast } from '@/lib/toast';
import { useSendInvite } from '../../api/send-invite';
import { useCancelInvite } from '../../api/cancel-invite';

/** Overview: the pending invites (send again, cancel) above the one player list (the Player Roster the page passes). */

export function OverviewTab({
  teamCode,
  data,
  abilities,
  roster,
}: {
  teamCode: string;
  data: TeamPlayers;
  abilities: TeamAbilities;
  roster: ReactNode;
}) {
  const send = useSendInvite();
  const cancel = useCancelInvite();
  return (
    <div className="space-y-6">
      <section aria-label="Pending invites">
        <h3 className="mb-2 font-semibold">Pending Invites ({data.invites.length})</h3>
        {data.invites.length === 0 ? (
          <p className="text-sm text-slate-500">No pending invites.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {data.invites.map((i) => (
              <li
                key={i.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="pending-invite"
              >
                <div>
                  <p className="font-medium">
                    {i.firstName} {i.lastName} <Badge tone="yellow">Pending</Badge>
                  </p>
                  <p className="text-sm text-slate-600">
                    {i.email} · {i.primaryPosition} · Class of {gradYearLabel(i.graduationYear, i.isPostgradDisplay)}
                    {i.mail
                      ? ` · ${inviteMailLabel(i.mail)}${i.mail.sentAt ? ` ${formatShortDate(i.mail.sentAt)}` : ''}`
                      : ''}
                  </p>
                  {i.guardianEmail && <p className="break-words text-sm text-slate-600">Guardian: {i.guardianEmail}</p>}
                </div>
                {abilities.managePlayers && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Send Invite to ${i.firstName} ${i.lastName}`}
                      disabled={send.isPending}
                      onClick={async () => {
                        try {
                          await send.mutateAsync({ teamCode, inviteId: i.id });
                          toast.success('Invite sent!', {
                            description: 'The player has been sent an invitation email.',
                          });
                        } catch {
                          toast.error('Error sending invite', {
                            description: 'Failed to send invite. Please try again.',
                          });
                        }
                      }}
                    >
                      <Mail /> Send Invite
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete invite for ${i.firstName} ${i.lastName}`}
                      onClick={async () => {
                        try {
                          await cancel.mutateAsync({ teamCode, inviteId: i.id });
                          toast.success('Invite cancelled', { description: 'The invitation has been cancelled.' });
                        } catch {
                          toast.error('Error', { description: 'Failed to cancel invite.' });
                        }
                      }}
                    >
                      <Trash2 className="text-red-600" />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {roster}
    </div>
  );
}
