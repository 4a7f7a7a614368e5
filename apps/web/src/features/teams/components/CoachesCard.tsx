import { useState } from 'react';
import { toast } from '@/lib/toast';
import { teamStaffMessages } from '@dugout/domain/access';
import { formatShortDate, fullName } from '@dugout/domain/shared';
import { coachRoleLabel, type CoachEntry } from '@dugout/domain/teams';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { errorMessage } from '@/lib/api';
import { useDecideStaff } from '../api/decide-staff';

/**
 * 'Registered Coaches (count)': the owner first as 'Team Owner', others with their stored role. Coaches who joined
 * by TeamID wait as 'Pending approval' with Approve / Decline for the owner and team administrators; the owner may
 * remove an approved coach (the server decides each action: `actions`).
 */
export function CoachesCard({ teamCode, coaches }: { teamCode: string; coaches: CoachEntry[] }) {
  const decide = useDecideStaff();
  const [confirming, setConfirming] = useState<string | null>(null);
  const registered = coaches.filter((c) => c.status === 'approved');
  const act = async (c: CoachEntry, decision: 'approve' | 'decline' | 'remove') => {
    const name = fullName(c.firstName, c.lastName) || c.email;
    try {
      await decide.mutateAsync({ teamCode, userId: c.userId, decision });
      const title = {
        approve: teamStaffMessages.approvedToast,
        decline: teamStaffMessages.declinedToast,
        remove: teamStaffMessages.removedToast,
      }[decision];
      toast.success(title, { description: name });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    } finally {
      setConfirming(null);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Registered Coaches ({registered.length})</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100" aria-label="Registered Coaches">
          {coaches.map((c) => {
            const name = fullName(c.firstName, c.lastName) || c.email;
            return (
              <li
                key={c.userId}
                data-testid="coach-entry"
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {fullName(c.firstName, c.lastName)}{' '}
                    <Badge tone={c.isOwner ? 'blue' : 'grey'}>{coachRoleLabel(c)}</Badge>{' '}
                    {c.status === 'pending' && <Badge tone="yellow">{teamStaffMessages.pendingBadge}</Badge>}
                  </p>
                  <p className="break-all text-sm text-slate-600">
                    {c.email}
                    {c.phone ? ` · ${c.phone}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-sm text-slate-500">Joined {formatShortDate(c.joinedAt)}</p>
                  {c.actions.approve && (
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      onClick={() => void act(c, 'approve')}
                      aria-label={`Approve ${name}`}
                    >
                      Approve
                    </Button>
                  )}
                  {c.actions.decline && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={decide.isPending}
                      onClick={() => void act(c, 'decline')}
                      aria-label={`Decline ${name}`}
                    >
                      Decline
                    </Button>
                  )}
                  {c.actions.remove &&
                    (confirming === c.userId ? (
                      <>
                        <Button
                          size="sm"
                          variant="destructive"
                          disabled={decide.isPending}
                          onClick={() => void act(c, 'remove')}
                          aria-label={`Confirm removing ${name}`}
                        >
                          Confirm removal
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                          Cancel
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setConfirming(c.userId)}
                        aria-label={`Remove ${name}`}
                      >
                        Remove
                      </Button>
                    ))}
                </div>
              </li>
            );
          })}
        </ul>
        {registered.length <= 1 && (
          <div className="mt-2 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            <p className="font-medium">No additional coaches registered</p>
            <p>Invite additional coaches to help manage your team.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
