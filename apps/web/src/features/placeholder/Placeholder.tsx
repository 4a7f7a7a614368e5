import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { Button } from '@/components/ui/Button';

/** A screen whose feature has not landed yet: says so plainly, never a blank page. */
export function Placeholder({ title, description }: { title: string; description: string }) {
  return (
    <PageContainer>
      <PageTitle subtitle={description}>{title}</PageTitle>
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        <Construction className="size-6 text-amber-500" aria-hidden />
        <p>This part of Dugout is being built and is not available yet.</p>
        <Button variant="outline" asChild>
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </PageContainer>
  );
}

export const placeholder = (title: string, description: string) =>
  function PlaceholderScreen() {
    return <Placeholder title={title} description={description} />;
  };
