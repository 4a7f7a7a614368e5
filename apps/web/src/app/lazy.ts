import { lazy, type ComponentType } from 'react';

export const RETRY_DELAY_MS = 300;

/** Loads a screen's code; a failed load is retried once after 300 ms (docs/spec/part-1-accounts-teams-organizations.md section 2). */
export function retryOnce<T>(load: () => Promise<T>, delayMs = RETRY_DELAY_MS): Promise<T> {
  return load().catch(
    () => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), delayMs)),
  );
}

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => retryOnce(load));
}
