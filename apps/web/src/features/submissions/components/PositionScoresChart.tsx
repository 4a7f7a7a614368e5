import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { positions, type Position } from '@dugout/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The score at each of the 7 positions; the best position stands out. A list repeats the numbers for screen readers. */
export function PositionScoresChart({
  scores,
  bestPosition,
}: {
  scores: Partial<Record<Position, number>> | null;
  bestPosition: string | null;
}) {
  const data = positions.map((p) => ({ position: p, score: scores?.[p] ?? 50 }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Score by Position</CardTitle>
        <CardDescription>Your measurables scored at each of the 7 positions.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-64 w-full" data-testid="position-chart" aria-hidden>
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
                <LabelList
                  dataKey="score"
                  position="top"
                  formatter={(v) => Number(v).toFixed(1)}
                  style={{ fontSize: 11 }}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ul className="sr-only">
          {data.map((d) => (
            <li key={d.position}>
              {d.position}: {d.score.toFixed(1)}
              {d.position === bestPosition ? ' (best position)' : ''}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
