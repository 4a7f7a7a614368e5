import { useCallback, useRef } from 'react';

/**
 * Where focus goes once a link has ended and the row (with the button that opened the dialog) is gone: a heading of the
 * section, after the dialog has given focus back (its close runs first, on the next task).
 */
export function useFocusAfterEnd<T extends HTMLElement>() {
  const target = useRef<T | null>(null);
  const focus = useCallback(() => {
    setTimeout(() => target.current?.focus(), 30);
  }, []);
  return { target, focus };
}
