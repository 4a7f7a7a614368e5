import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/Button';

/** The generic error screen (docs/spec/part-1-accounts-teams-organizations.md section 2). */
export function ErrorScreen({ error }: { error?: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <AlertTriangle className="size-10 text-red-600" aria-hidden />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600">{String(message)}</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </div>
  );
}
