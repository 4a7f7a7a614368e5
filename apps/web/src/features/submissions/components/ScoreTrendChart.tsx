import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortDate, type SubmissionSummary } from '@dugout/domain';

/** Score over time, oldest to newest. */
export function ScoreTrendChart({ history }: { history: SubmissionSummary[] }) {
  const data = [...history]
    .reverse()
    .map((h) => ({ date: formatShortDate(h.createdAt), score: h.submittedScore ?? 50 }));
  return (
    <div className="h-64 w-full" data-testid="trend-chart" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 12, right: 12, left: -16, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} />
          <YAxis domain={[50, 100]} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [Number(v).toFixed(1), 'Score']} />
          <Line
            type="monotone"
            dataKey="score"
            stroke="#1d4ed8"
            strokeWidth={2}
            dot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
