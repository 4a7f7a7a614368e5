import { formatScore, formatWeightShare, scoringMetricLabels, type Submission } from '@dugout/domain/scoring';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';

/** Each metric's score and its weight for the submitted position (a metric is relevant at weight 10% or more). */
export function MetricBreakdown({
  metrics,
  position,
}: {
  metrics: Submission['metricScores'];
  position: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Metric Scores</CardTitle>
        <CardDescription>How each metric counts at {position ?? 'your position'}.</CardDescription>
      </CardHeader>
      <CardContent>
        {!metrics || metrics.length === 0 ? (
          <p className="text-sm text-slate-600">No metric scores for this submission.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-slate-500">
                <th className="py-2 font-medium">Metric</th>
                <th className="py-2 text-right font-medium">Score</th>
                <th className="py-2 text-right font-medium">Weight</th>
              </tr>
            </thead>
            <tbody>
              {metrics.map((m) => (
                <tr key={m.metric} className="border-b last:border-0">
                  <td className="py-2">
                    {scoringMetricLabels[m.metric]}
                    {m.relevant && (
                      <Badge tone="blue" className="ml-2">
                        Key
                      </Badge>
                    )}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatScore(m.score)}</td>
                  <td className="py-2 text-right tabular-nums">{formatWeightShare(m.weight)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
