import { toast } from '@/lib/toast';

/**
 * Toasts that belong to one page: shown on the page the user has just arrived at (e.g. 'Account created' on the first
 * screen after sign-up) and dismissed as soon as they move on, so they do not follow the user from screen to screen.
 * Call after the navigation; the header calls `dismissPageToasts` on every change of address. sonner is imported on
 * first use (lib/toast.ts), so the header keeps it out of the entry chunk (docs/decisions/0026-front-end-loading.md).
 */
const shownOn = new Map<string | number, string>();

export function pageToastSuccess(id: string, title: string, opts: { description?: string } = {}) {
  shownOn.set(id, window.location.pathname);
  toast.success(title, { ...opts, id, onDismiss: () => shownOn.delete(id), onAutoClose: () => shownOn.delete(id) });
}

export function dismissPageToasts(pathname: string) {
  const leaving = [...shownOn].filter(([, path]) => path !== pathname).map(([id]) => id);
  if (leaving.length === 0) return;
  for (const id of leaving) shownOn.delete(id);
  leaving.forEach((id) => toast.dismiss(id));
}
