import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { formatPrice, isListedSubmission } from '@dugout/domain/scoring';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { ErrorState, Spinner } from '@/components/ui/States';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { RequireAuth } from '@/lib/GuardContext';
import { errorMessage } from '@/lib/api';
import { useSubmission } from '../api/get-submission';
import { useCheckoutSubmission } from '../api/checkout-submission';
import { ScoreSummary } from '../components/ScoreSummary';
import { PositionScoresChart } from '../components/PositionScoresChart';
import { MetricBreakdown } from '../components/MetricBreakdown';
import { EnterMetricsPrompt } from '../components/EnterMetricsPrompt';

/** /metrics-submission: review the scored submission and complete it (free, demo card or team funded; docs/decisions/0005-payments.md, docs/decisions/0006-submission-routes.md). */
/** `teamArea`: the player's team area (join by TeamID carrying this submission), filled by app/pages/MetricsSubmissionScreen.tsx. */
type TeamAreaSlot = (submissionId: string) => ReactNode;

function Review({ id, teamArea }: { id: string; teamArea?: TeamAreaSlot }) {
  const q = useSubmission(id);
  const checkout = useCheckoutSubmission();
  const navigate = useNavigate();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const { submission, payment } = q.data!;
  const complete = isListedSubmission(submission);
  const free = !payment || payment.priceCents === 0;

  const onComplete = async () => {
    try {
      const result = await checkout.mutateAsync(id);
      if (result.status === 'checkout' && result.checkoutUrl) {
        // the demo card page is ours; Stripe's hosted checkout is another site
        if (result.checkoutUrl.startsWith('/')) navigate(result.checkoutUrl);
        else window.location.assign(result.checkoutUrl);
        return;
      }
      toast.success(free ? 'Score saved' : 'Submission complete', { description: 'Your dashboard is ready.' });
      navigate(`/dashboard?submission=${id}`);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  };

  return (
    <div className="space-y-6">
      <ScoreSummary submission={submission} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PositionScoresChart
          scores={submission.positionScores}
          bestPosition={submission.bestPosition}
          throws={submission.throws}
        />
        <MetricBreakdown metrics={submission.metricScores} position={submission.submittedPosition} />
      </div>
      {complete ? (
        <Card>
          <CardHeader>
            <CardTitle>Submission complete</CardTitle>
            <CardDescription>This submission is on your dashboard.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={`/dashboard?submission=${id}`}>View Dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      ) : free ? (
        // Nothing is charged (the free provider, a paid team or a subscription): no price line, no checkout step —
        // one action that saves the score (docs/decisions/0005-payments.md).
        <Card>
          <CardHeader>
            <CardTitle>Save your score</CardTitle>
            <CardDescription>
              {payment?.provider !== 'free' && payment?.label ? `${payment.label}. ` : ''}
              Your score goes to your dashboard and the metrics tracker.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-4">
            <Button onClick={onComplete} disabled={checkout.isPending}>
              {checkout.isPending ? 'Saving…' : 'Save my score'}
            </Button>
            <Link className="text-sm text-blue-700 underline" to="/metrics">
              Change my metrics
            </Link>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Complete your submission</CardTitle>
            <CardDescription>Save this score to your dashboard and the metrics tracker.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium">{payment?.label}</p>
              <p className="text-sm text-slate-600">Price: {formatPrice(payment?.priceCents ?? 0)}</p>
              <p className="text-sm">
                <Link className="text-blue-700 underline" to="/subscription-select">
                  Or choose a plan that covers every dashboard
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" asChild>
                <Link to="/metrics">Edit Metrics</Link>
              </Button>
              <Button onClick={onComplete} disabled={checkout.isPending}>
                {checkout.isPending ? 'Working…' : 'Continue to Payment'}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      {teamArea?.(id)}
    </div>
  );
}

export default function MetricsSubmissionPage({ teamArea }: { teamArea?: TeamAreaSlot } = {}) {
  const [params] = useSearchParams();
  const id = params.get('submission') ?? '';
  return (
    <PageContainer>
      <PageTitle subtitle="Your score, best position and how each metric counts.">Metrics Submission</PageTitle>
      <RequireAuth>
        {() => (id ? <Review id={id} teamArea={teamArea} /> : <EnterMetricsPrompt title="No submission to review" />)}
      </RequireAuth>
    </PageContainer>
  );
}
