import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router';
import type { Me } from '@dugout/domain/accounts';
import { AppRoutes, preloadScreen } from '@/app/Router';
import { createQueryClient } from '@/lib/query-client';
import { server } from './msw';
import { shellHandlers } from './shell';

/**
 * The app's query client (lib/query-client.ts: stale and cache times as in production) with retries off, so a failed
 * request shows its error state at once instead of after a retry.
 */
export function createTestQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export interface RenderAppOptions {
  /** who `GET /api/me` says is signed in; `null` for a signed-out visitor */
  user: NonNullable<Me['user']> | null;
  /** the API the screen reads and writes (route(...) handlers, e.g. a fake's `handlers()`), beside the shell's */
  handlers?: RequestHandler[];
}

export type RenderedApp = RenderResult & { user: UserEvent; queryClient: ReturnType<typeof createTestQueryClient> };

/**
 * Renders the app at `path` (a path with its query, e.g. '/team-management?team=THUNDER17U') as `main.tsx` does: the
 * screen's code first, then the real routes, layout, guards and lazy screens, a fresh query client, the router at that
 * address. The shell's answers (`/api/me` for `user`, branding, notifications) are added to `handlers`; the first
 * handler that matches a request answers it. Returns Testing Library's queries and a `user` (user-event) to click,
 * type, select and upload with.
 */
export async function renderApp(path: string, { user, handlers = [] }: RenderAppOptions): Promise<RenderedApp> {
  server.use(...handlers, ...shellHandlers(user));
  // as main.tsx: the first page's screen is loaded before the first render (in a test, its first transform too, which
  // would otherwise eat into the first query's wait)
  await preloadScreen(new URL(path, window.location.href).pathname);
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }), queryClient };
}
