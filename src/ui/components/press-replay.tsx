import { useEffect } from 'react';
import { ERROR_REPORTER } from '../../application/analytics/analytics.tokens';
import type { ErrorReporter } from '../../application/analytics/error-reporter';
import { useServiceContainer } from '../hooks/use-service';
import type { PressWindow } from '../press-capture';
import { replayPresses } from '../press-replay';

/**
 * Placed inside the page's Suspense boundary, so its effect runs once the page itself (not only the
 * header around it) has been taken over: then the presses the head's script held are replayed
 * (ADR 088), counted as dead clicks (ADR 089), and the page is marked `data-app="ready"`.
 */
export function PressReplay() {
  const container = useServiceContainer();
  useEffect(() => {
    const path = location.pathname;
    const replaying = replayPresses(window as PressWindow);
    document.documentElement.dataset.app = 'ready';
    void replaying.then((held) => {
      if (held.length > 0 && container.isBound(ERROR_REPORTER))
        container.get<ErrorReporter>(ERROR_REPORTER).deadClicks(held.map((press) => ({ ...press, path })));
    });
  }, [container]);
  return null;
}
