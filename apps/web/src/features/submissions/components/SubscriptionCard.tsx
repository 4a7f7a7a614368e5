import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { formatPrice } from '@dugout/domain/scoring';
import { formatShortDate } from '@dugout/domain/shared';
import {
  intervalLabels,
  intervalUnit,
  subscriptionMessages,
  subscriptionStatusLabels,
  type SubscriptionView,
} from '@dugout/domain/subscriptions';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/Dialog';
import { errorMessage } from '@/lib/api';
import { useCancelSubscription, useRenewSubscription } from '../api/subscription-actions';
import { followCheckout } from './follow-checkout';

const tone = { active: 'green', cancelled: 'yellow', expired: 'red', pending: 'grey' } as const;

/** When it renews, ends or ended, in the spec's local date format. */
export function periodLine(s: SubscriptionView): string {
  const date = formatShortDate(s.expiresAt);
  if (s.status === 'active') return `Renews on ${date}`;
  if (s.status === 'cancelled') return `Ends on ${date}`;
  if (s.status === 'expired') return `Expired on ${date}`;
  return 'Awaiting payment';
}

/** One subscription on /subscription: plan, status, period; Cancel (with confirmation) or Renew. */
export function SubscriptionCard({ subscription: s }: { subscription: SubscriptionView }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const renew = useRenewSubscription();
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{s.plan.name}</CardTitle>
          <Badge tone={tone[s.status]}>{subscriptionStatusLabels[s.status]}</Badge>
        </div>
        <CardDescription>
          {intervalLabels[s.plan.interval]} · {formatPrice(s.plan.priceCents)}
          {s.plan.priceCents > 0 ? ` / ${intervalUnit[s.plan.interval]}` : ''}
          {s.teamName ? ` · ${s.teamName}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">
          {periodLine(s)}
          {s.startedAt ? ` · Member since ${formatShortDate(s.startedAt)}` : ''}
        </p>
        {s.status === 'expired' && (
          <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {s.teamCode ? subscriptionMessages.teamLapsed : subscriptionMessages.lapsed}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {s.abilities.renew && (
            <Button
              disabled={renew.isPending}
              onClick={async () => {
                try {
                  followCheckout(navigate, await renew.mutateAsync(s.id));
                } catch (err) {
                  toast.error('Error', { description: errorMessage(err) });
                }
              }}
            >
              {renew.isPending ? 'Opening checkout…' : 'Renew Subscription'}
            </Button>
          )}
          {s.abilities.cancel && (
            <Dialog open={open} onOpenChange={setOpen}>
              <DialogTrigger asChild>
                <Button variant="outline">Cancel Subscription</Button>
              </DialogTrigger>
              <DialogContent
                title="Cancel Subscription"
                description={`It will not renew. You keep everything it covers until ${formatShortDate(s.expiresAt)}.`}
              >
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" onClick={() => setOpen(false)}>
                    Keep Subscription
                  </Button>
                  <Button
                    variant="destructive"
                    disabled={cancel.isPending}
                    onClick={async () => {
                      try {
                        await cancel.mutateAsync(s.id);
                        setOpen(false);
                        toast.success('Subscription cancelled', {
                          description: `It ends on ${formatShortDate(s.expiresAt)}.`,
                        });
                      } catch (err) {
                        toast.error('Error', { description: errorMessage(err) });
                      }
                    }}
                  >
                    {cancel.isPending ? 'Cancelling…' : 'Confirm Cancellation'}
                  </Button>
                </div>
              </DialogContent>
            </Dialog>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
