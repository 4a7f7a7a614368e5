import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/States';

/** The empty state of every submissions screen with nothing to show yet: a title and the way to /metrics. */
export function EnterMetricsPrompt({ title }: { title: string }) {
  return (
    <EmptyState title={title}>
      <Button asChild>
        <Link to="/metrics">Enter Metrics</Link>
      </Button>
    </EmptyState>
  );
}
