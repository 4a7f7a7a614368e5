import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page';
import { RequireAuth } from '@/app/guards';

/** A success screen: refreshes the current user (Dashboard link) and offers the dashboard. */
function Confirmation({ title, message }: { title: string; message: string }) {
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('submission');
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: ['auth', 'me'] });
    void qc.invalidateQueries({ queryKey: ['submissions'] });
  }, [qc]);
  return (
    <PageContainer className="max-w-xl">
      <RequireAuth>
        {() => (
          <Card>
            <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
              <CheckCircle2 className="size-12 text-green-600" aria-hidden />
              <h1 className="text-2xl font-bold">{title}</h1>
              <p className="text-slate-600">{message}</p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to={id ? `/dashboard?submission=${id}` : '/dashboard'}>View My Dashboard</Link>
                </Button>
                <Button variant="outline" asChild>
                  <Link to="/metrics-tracker">Metrics Tracker</Link>
                </Button>
              </div>
            </CardContent>
          </Card>
        )}
      </RequireAuth>
    </PageContainer>
  );
}

export const PaymentSuccess = () => <Confirmation title="Payment Successful" message="Thank you! Your payment went through and your dashboard is ready." />;
export const SubscriptionSuccess = () => <Confirmation title="Subscription Active" message="Thank you for subscribing. Your dashboard is ready." />;
export const SubscriptionRenewed = () => <Confirmation title="Subscription Renewed" message="Your subscription has been renewed. Keep tracking your progress." />;
export const DashboardPurchaseSuccess = () => <Confirmation title="Purchase Complete" message="Your dashboard is ready." />;
