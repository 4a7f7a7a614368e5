import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Dialog as D } from 'radix-ui';
import { LogOut, Menu, X } from 'lucide-react';
import { homeScreenPath } from '@dugout/domain/access';
import { apiGet } from '@/lib/api';
import { brandingResponse, useMe, useSignOut } from '@/lib/auth';
import { useActingPlayer } from '@/lib/acting';
import { minutes } from '@/lib/query-client';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/utils';
import { dismissPageToasts } from '@/lib/page-toast';
import { whenIdleAfterLoad } from '@/lib/idle';
import { paths } from '../paths';
import { navItems } from './nav-items';
import { brandingKeys } from '@/lib/keys';

/**
 * Signed-in visitors only: the bell and its popover load once the first signed-in page has loaded (and the browser is
 * idle), not with the landing page, and not in competition with the screen's own code and data (docs/decisions/0026-front-end-loading.md).
 */
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

const DEFAULT_LOGO = '/logo.svg';
const brandingQuery = {
  queryKey: brandingKeys.all,
  queryFn: () => apiGet('/api/branding', brandingResponse),
  staleTime: minutes(5),
};

export function Header() {
  const { user } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const branding = useQuery(brandingQuery);
  const [logoFailed, setLogoFailed] = useState(false);
  const [bellReady, setBellReady] = useState(false);
  useEffect(() => (user && !bellReady ? whenIdleAfterLoad(() => setBellReady(true)) : undefined), [user, bellReady]);
  const logo = !logoFailed && branding.data?.logoUrl ? branding.data.logoUrl : DEFAULT_LOGO;
  const acting = useActingPlayer();
  const items = navItems(user, pathname, !!acting);
  // A toast about the page the user arrived at ('Account created') does not follow them to the next one.
  useEffect(() => dismissPageToasts(pathname), [pathname]);
  // Resolved once the home screen is on screen (an effect runs after the navigation has been committed).
  const arrivedHome = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (pathname === paths.home) arrivedHome.current?.();
  }, [pathname]);

  const doSignOut = async () => {
    setOpen(false);
    // Leave the current screen first: a protected screen still on screen when the user becomes null would otherwise
    // send the signed-out visitor to /auth.
    if (pathname !== paths.home)
      await new Promise<void>((resolve) => {
        arrivedHome.current = resolve;
        void navigate(paths.home);
      });
    arrivedHome.current = null;
    await signOut();
    // Toasts (sonner) are not part of the entry: loaded when one is shown (app/Toasts.tsx).
    const { toast } = await import('sonner');
    toast.success('Signed out successfully');
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
      isActive && 'bg-brand-50 text-brand-800',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-3 sm:px-6">
        {/* Signed in, the logo leads to the account's home screen (docs/decisions/0027-screen-access.md). */}
        <Link
          to={user ? homeScreenPath(user) : paths.home}
          className="flex items-center gap-2 font-bold text-brand-900"
          aria-label={`${branding.data?.appName ?? 'Dugout'} home`}
        >
          {/* width/height: the default logo's square box is kept while it loads (the name beside it does not move) */}
          <img
            src={logo}
            alt=""
            width={32}
            height={32}
            className="h-8 w-auto max-w-32"
            onError={() => setLogoFailed(true)}
          />
          <span className="text-lg">{branding.data?.appName ?? 'Dugout'}</span>
        </Link>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {items.map((i) => (
            <NavLink key={i.to} to={i.to} className={linkClass}>
              {i.label}
            </NavLink>
          ))}
          {user ? (
            <Button variant="ghost" size="sm" onClick={doSignOut}>
              <LogOut aria-hidden /> Sign Out
            </Button>
          ) : (
            <>
              <Button variant="ghost" size="sm" asChild>
                <Link to={paths.auth}>Sign In</Link>
              </Button>
              <Button size="sm" asChild>
                <Link to={paths.signUpSelection}>Get Started</Link>
              </Button>
            </>
          )}
        </nav>
        {user && (
          <div className="ml-auto md:ml-0">
            {/* the fallback keeps the bell's place (a 40 px icon button) so the header does not shift */}
            <Suspense fallback={<div className="size-10" />}>
              {bellReady ? <NotificationBell /> : <div className="size-10" />}
            </Suspense>
          </div>
        )}
        <D.Root open={open} onOpenChange={setOpen}>
          <D.Trigger asChild>
            <Button variant="ghost" size="icon" className={cn('md:hidden', !user && 'ml-auto')} aria-label="Open menu">
              <Menu aria-hidden />
            </Button>
          </D.Trigger>
          <D.Portal>
            <D.Overlay className="fixed inset-0 z-50 bg-black/40 md:hidden" />
            <D.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 bg-white p-4 shadow-xl md:hidden">
              <div className="mb-3 flex items-center justify-between">
                <D.Title className="font-semibold">Menu</D.Title>
                <D.Description className="sr-only">Site navigation</D.Description>
                <D.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Close menu">
                    <X aria-hidden />
                  </Button>
                </D.Close>
              </div>
              <nav aria-label="Mobile" className="flex flex-col gap-1">
                {items.map((i) => (
                  <NavLink key={i.to} to={i.to} className={linkClass} onClick={() => setOpen(false)}>
                    {i.label}
                  </NavLink>
                ))}
                {user ? (
                  <Button variant="outline" className="mt-2" onClick={doSignOut}>
                    <LogOut aria-hidden /> Sign Out
                  </Button>
                ) : (
                  <>
                    <NavLink to={paths.auth} className={linkClass} onClick={() => setOpen(false)}>
                      Sign In
                    </NavLink>
                    <Button className="mt-2" asChild onClick={() => setOpen(false)}>
                      <Link to={paths.signUpSelection}>Get Started</Link>
                    </Button>
                  </>
                )}
              </nav>
            </D.Content>
          </D.Portal>
        </D.Root>
      </div>
    </header>
  );
}
