import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { PageContainer } from '@/components/ui/Page';

export default function NotFound() {
  return (
    <PageContainer className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <p className="text-6xl font-black text-brand-800">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Back to home</Link>
      </Button>
    </PageContainer>
  );
}
