import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The line of ScoreTrendChart (recharts, loaded on demand when the chart comes into view). */
export default function ScoreTrendPlot({ data }: { data: Array<{ date: string; score: number }> }) {
  return (
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
  );
}
