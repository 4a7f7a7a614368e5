import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { whenIdleAfterLoad } from '@/lib/idle';

export const RETRY_DELAY_MS = 300;

/** Loads a screen's code; a failed load is retried once after 300 ms (docs/spec/part-1-accounts-teams-organizations.md section 2). */
export function retryOnce<T>(load: () => Promise<T>, delayMs = RETRY_DELAY_MS): Promise<T> {
  return load().catch(
    () => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), delayMs)),
  );
}

/** A screen whose code is fetched on demand; `preload` fetches it ahead (a failed fetch is retried once). */
export interface LazyScreen<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  preload: () => Promise<void>;
}

/**
 * A screen loaded on demand. Once its code is in, it renders at once instead of through `lazy`: React shows a
 * suspended screen's fallback for at least 300 ms, so the first page's screen is loaded before the app's first render
 * (main.tsx; docs/decisions/0034-screens-without-their-dialogs.md) and never waits for that.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchCode = () =>
    retryOnce(load).then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(fetchCode);
  const Screen = (props: P) => {
    // chosen once per mount: switching from Lazy to the loaded screen would remount it
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  };
  Screen.preload = () => fetchCode().then(() => undefined);
  return Screen;
}

/**
 * A part of a screen that its first paint does not show, such as a dialog's form
 * (docs/decisions/0034-screens-without-their-dialogs.md): its code stays out of the screen's first load and is
 * fetched once the page has loaded and the browser is idle (`usePreloadWhenIdle`), or when it is first shown,
 * whichever comes first; a failed fetch is retried once.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= retryOnce(load).then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined; // the next try fetches again
        throw error;
      },
    ));
  return { Component: lazy(preload), preload };
}

/** Fetches a deferred part's code once the page has loaded and the browser is idle (a failure waits for first use). */
export function usePreloadWhenIdle(preload: () => Promise<unknown>) {
  useEffect(() => whenIdleAfterLoad(() => void preload().catch(() => undefined)), [preload]);
}
