import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/States';
import { HelpButton } from '@/features/support/components/HelpButton';
import { Header } from './Header';
import { Footer } from './Footer';
import { paths } from '../paths';
import { preloadDashboard } from '../screens';
import { guards } from '../Guards';
import { GuardsProvider } from '@/lib/GuardContext';
import { authKeys } from '@/lib/keys';
import { submissionKeys } from '@/features/submissions/api/keys';
import { useActingLossUnheard, useActingPlayer } from '@/lib/acting';
import { retryOnce } from '@/lib/lazy';

/**
 * The banner's code (and the family contract's schemas it reads) loads only while a guardian acts for a player: it
 * is not part of every visitor's first load (docs/decisions/0026-front-end-loading.md).
 */
const ActingBanner = lazy(() =>
  retryOnce(() => import('@/features/families/components/ActingBanner')).then((m) => ({ default: m.ActingBanner })),
);

/** A window message of type NAVIGATE_TO_DASHBOARD preloads the dashboard, refreshes submissions, goes to /dashboard. */
function useNavigateToDashboardMessage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: string } | null)?.type !== 'NAVIGATE_TO_DASHBOARD') return;
      void preloadDashboard();
      void qc.invalidateQueries({ queryKey: submissionKeys.all });
      void qc.invalidateQueries({ queryKey: authKeys.me() });
      navigate(paths.dashboard);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, qc]);
}

export function RootLayout() {
  useNavigateToDashboardMessage();
  const acting = useActingPlayer();
  // …and while the server's word that the player is no longer linked waits for it (lib/acting.ts).
  const lossUnheard = useActingLossUnheard();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      {/* While a guardian acts for a player: whose account this is (docs/decisions/0061-acting-for-a-player-in-the-web.md). */}
      {(acting || lossUnheard) && (
        <Suspense fallback={null}>
          <ActingBanner />
        </Suspense>
      )}
      {/* At least a screen tall, so the footer starts below the fold and does not jump while a screen loads (CLS). */}
      <main id="main" className="min-h-[calc(100dvh-3.5rem)] flex-1">
        <Suspense fallback={<Spinner />}>
          {/* Feature screens get the route guards from here (lib/GuardContext.tsx): features never import app/. */}
          <GuardsProvider value={guards}>
            <Outlet />
          </GuardsProvider>
        </Suspense>
      </main>
      <HelpButton />
      <Footer />
    </div>
  );
}
