import { useCallback, useRef } from 'react';

/**
 * For a screen that asks again whenever its filters change: `begin()` marks a new request and
 * returns whether that request is still the last one begun, to be asked before its answer is shown.
 * An answer to filters the member has since changed (the default list, still being read when they
 * chose a filter) can come after the answer to the new ones, and must not replace it.
 */
export function useLastRequest(): () => () => boolean {
  const last = useRef(0);
  return useCallback(() => {
    const mine = ++last.current;
    return () => mine === last.current;
  }, []);
}
