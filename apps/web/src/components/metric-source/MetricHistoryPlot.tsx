import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { metricSourceLabels, type MetricSourceKind } from '@dugout/domain/metrics-sources';
import { SourceShape } from './SourceShape';

export interface HistoryPlotPoint {
  /** the point's date as the axis shows it */
  date: string;
  value: number;
  kind: MetricSourceKind;
}

/**
 * One metric over time (recharts, loaded on demand): the line through the values, each point drawn in its source's
 * shape and colour (SourceShape), the tooltip naming the source.
 */
export default function MetricHistoryPlot({ data, unit }: { data: HistoryPlotPoint[]; unit: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 12, right: 12, left: -12, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tick={{ fontSize: 11 }} />
        <YAxis domain={['auto', 'auto']} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(v, _name, item) => [
            `${String(v)}${unit ? ` ${unit}` : ''} (${metricSourceLabels[(item.payload as HistoryPlotPoint).kind]})`,
            'Value',
          ]}
        />
        <Line
          type="monotone"
          dataKey="value"
          stroke="#94a3b8"
          strokeWidth={2}
          isAnimationActive={false}
          dot={(p: { cx?: number; cy?: number; index?: number; payload?: HistoryPlotPoint }) =>
            p.cx == null || p.cy == null || !p.payload ? (
              <g key={`dot-${p.index}`} />
            ) : (
              <g key={`dot-${p.index}`} data-source={p.payload.kind} className="history-point">
                <SourceShape kind={p.payload.kind} cx={p.cx} cy={p.cy} />
              </g>
            )
          }
          activeDot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
