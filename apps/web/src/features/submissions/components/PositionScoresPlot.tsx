import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The bars of PositionScoresChart (recharts, loaded on demand when the chart comes into view). */
export default function PositionScoresPlot({
  data,
  bestPosition,
}: {
  data: Array<{ position: string; score: number }>;
  bestPosition: string | null;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 20, right: 8, left: -16, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="position" tick={{ fontSize: 12 }} />
        <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v) => [Number(v).toFixed(1), 'Score']} />
        <Bar dataKey="score" radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.position} fill={d.position === bestPosition ? '#1d4ed8' : '#94a3b8'} />
          ))}
          <LabelList dataKey="score" position="top" formatter={(v) => Number(v).toFixed(1)} style={{ fontSize: 11 }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
