import { lazy, startTransition, StrictMode, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { whenIdleAfterLoad } from '@/lib/idle';
import { retryOnce } from '@/lib/lazy';
import { AppRoutes, preloadScreen } from '@/app/Router';
import { paths } from '@/app/paths';
import './index.css';

const queryClient = createQueryClient();
// The toaster is not essential: if its code cannot be fetched (twice), the app goes on without toasts rather than
// failing outside every screen's error boundary.
const Toasts = lazy<ComponentType>(() =>
  retryOnce(() => import('@/app/Toasts')).catch(() => ({ default: () => null })),
);

/**
 * The toaster (sonner) is not part of the entry (docs/decisions/0026-front-end-loading.md): on the landing page it mounts at the visitor's first
 * click, key or navigation (nothing there raises a toast before); on any other first page once it has loaded.
 */
function DeferredToasts() {
  const [ready, setReady] = useState(false);
  const location = useLocation();
  const [firstAddress] = useState(location.key);
  const moved = location.key !== firstAddress;
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    if (moved) return go();
    if (window.location.pathname !== paths.home) return whenIdleAfterLoad(go);
    window.addEventListener('pointerdown', go, { once: true });
    window.addEventListener('keydown', go, { once: true });
    return () => {
      window.removeEventListener('pointerdown', go);
      window.removeEventListener('keydown', go);
    };
  }, [ready, moved]);
  return ready ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * The first render waits for the first page's screen code (the server preloads it beside the entry for the busiest
 * screens), so the screen renders at once instead of after a fallback that React keeps for at least 300 ms; until then
 * the page shows the header index.html paints. The render is a transition: React builds the page in slices of a few
 * milliseconds instead of one long task (docs/decisions/0034-screens-without-their-dialogs.md: total blocking time). A screen whose code cannot be fetched renders
 * through its error screen, as before.
 */
const root = createRoot(document.getElementById('root')!);
void preloadScreen(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <AppRoutes />
              <DeferredToasts />
            </BrowserRouter>
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );
