import type { toast as sonnerToast } from 'sonner';
import { retryOnce } from '@/lib/lazy';

/**
 * The app's toasts (docs/spec/part-1-accounts-teams-organizations.md section 9), with sonner's own calls: sonner's code
 * is fetched at the first toast, not with the screen that may raise one (docs/decisions/0034-screens-without-their-dialogs.md: a screen's first load carries only
 * what it shows; docs/decisions/0034-screens-without-their-dialogs.md). The toaster (app/Toasts.tsx) shows a toast
 * raised before it mounts once it does. If sonner's code cannot be fetched (twice), the toast is dropped: the page is
 * offline and the screen's own state shows what happened.
 */
type Sonner = typeof sonnerToast;
let loading: Promise<Sonner> | undefined;
const sonner = () => (loading ??= retryOnce(() => import('sonner')).then((m) => m.toast));

function later<K extends 'success' | 'error' | 'info' | 'dismiss'>(kind: K) {
  return (...args: Parameters<Sonner[K]>): void => {
    sonner().then(
      (t) => (t[kind] as (...a: Parameters<Sonner[K]>) => unknown)(...args),
      () => {
        loading = undefined; // the next toast tries again
      },
    );
  };
}

export const toast = {
  success: later('success'),
  error: later('error'),
  info: later('info'),
  dismiss: later('dismiss'),
};
