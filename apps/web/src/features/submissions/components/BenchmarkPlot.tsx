import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** The bars of one BenchmarksChart measurement (recharts, loaded on demand when the chart comes into view). */
export default function BenchmarkPlot({
  data,
  min,
  max,
  pad,
}: {
  data: Array<{ name: string; value: number; label: string; you: boolean }>;
  min: number;
  max: number;
  pad: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 56, left: 0, bottom: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide domain={[Math.max(0, min - pad), max + pad / 4]} />
        <YAxis type="category" dataKey="name" width={72} tick={{ fontSize: 11 }} />
        <Bar dataKey="value" isAnimationActive={false} radius={[0, 4, 4, 0]}>
          {data.map((d) => (
            <Cell key={d.name} fill={d.you ? '#1d4ed8' : '#94a3b8'} />
          ))}
          <LabelList dataKey="label" position="right" style={{ fontSize: 11 }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
