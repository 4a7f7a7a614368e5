import { headlineScore, headlineTexts, scoreBadgeColor, type ScoredFacts } from '@dugout/domain/scoring';
import { Badge } from '@/components/ui/Badge';

/** A player's headline score as a badge: '91.1 at C' (the score every screen shows for this submission). */
export function HeadlineBadge({ row }: { row: ScoredFacts }) {
  const h = headlineScore(row);
  return (
    <Badge tone={scoreBadgeColor(h.score)} data-testid="headline-score">
      {headlineTexts.atPosition(h)}
    </Badge>
  );
}
