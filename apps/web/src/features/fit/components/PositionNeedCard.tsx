import { fitGroupOfPosition, fitPositionGroupLabels, type Position } from '@dugout/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { usePositionNeed } from '../api/fit.api';

const tone = { 'likely openings': 'blue', balanced: 'grey', crowded: 'yellow', 'no players listed': 'grey' } as const;

/** Position need at this program for the viewer's position group (their latest submission's best position). */
export function PositionNeedCard({ schoolId }: { schoolId: number }) {
  const q = usePositionNeed(schoolId, schoolId > 0);
  if (!q.data?.position) return null;
  const group = fitGroupOfPosition(q.data.position as Position);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Position need: {fitPositionGroupLabels[group]}</CardTitle>
        <CardDescription>From the current roster, for your best position ({q.data.position}).</CardDescription>
      </CardHeader>
      <CardContent data-testid="position-need">
        {q.data.need ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={tone[q.data.need.reading as keyof typeof tone] ?? 'grey'}>{q.data.need.reading}</Badge>
            <span>{q.data.need.text}</span>
          </div>
        ) : (
          <p className="text-sm text-slate-600">No current roster on file.</p>
        )}
      </CardContent>
    </Card>
  );
}
