import { toast } from 'sonner';

/**
 * Toasts that belong to one page: shown on the page the user has just arrived at (e.g. 'Account created' on the first
 * screen after sign-up) and dismissed as soon as they move on, so they do not follow the user from screen to screen.
 * Call after the navigation; the header calls `dismissPageToasts` on every change of address.
 */
const shownOn = new Map<string | number, string>();

export function pageToastSuccess(id: string, title: string, opts: { description?: string } = {}) {
  shownOn.set(id, window.location.pathname);
  toast.success(title, { ...opts, id, onDismiss: () => shownOn.delete(id), onAutoClose: () => shownOn.delete(id) });
}

export function dismissPageToasts(pathname: string) {
  for (const [id, path] of shownOn)
    if (path !== pathname) {
      shownOn.delete(id);
      toast.dismiss(id);
    }
}
