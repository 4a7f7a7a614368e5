import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/**
 * The bars of one BenchmarksChart measurement (recharts, loaded on demand when the chart comes into view). The value
 * axis is drawn with its unit; where it does not start at zero the chart says so below it. For a time (lower is better)
 * the axis runs right to left and each bar spans from the slow end to the mark, so the better mark draws the longer bar.
 */
export default function BenchmarkPlot({
  data,
  from,
  to,
  unit,
  lowerIsBetter,
}: {
  data: Array<{ name: string; value: number; label: string; you: boolean }>;
  from: number;
  to: number;
  unit: string;
  lowerIsBetter: boolean;
}) {
  const bars = data.map((d) => ({ ...d, span: lowerIsBetter ? [d.value, to] : d.value }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 4, right: 56, left: 0, bottom: 16 }}
        accessibilityLayer={false}
      >
        <XAxis
          type="number"
          domain={[from, to]}
          reversed={lowerIsBetter}
          allowDataOverflow
          tick={{ fontSize: 10 }}
          tickCount={4}
          label={{ value: unit, position: 'insideBottom', offset: -12, fontSize: 11 }}
        />
        <YAxis type="category" dataKey="name" width={72} tick={{ fontSize: 11 }} />
        <Bar dataKey="span" isAnimationActive={false} radius={[0, 4, 4, 0]}>
          {data.map((d) => (
            <Cell key={d.name} fill={d.you ? '#1d4ed8' : '#94a3b8'} />
          ))}
          <LabelList dataKey="label" position="right" style={{ fontSize: 11 }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
