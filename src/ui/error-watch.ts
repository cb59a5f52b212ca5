import { WindowPageReload } from '../adapters/window/page-reload.adapter';
import { WindowErrors } from '../adapters/window/window-errors.adapter';
import { ErrorReporter } from '../application/analytics/error-reporter';

/**
 * Started by the boot script before anything else can fail: recovering from an outdated chunk is
 * functional and runs for everyone; the js_error events wait in memory for the visitor's decision
 * (observability.ts connects them to analytics, or drops them).
 */
export function watchErrors(win: Window): ErrorReporter {
  const reporter = new ErrorReporter({ now: () => Date.now() }, new WindowPageReload(win));
  new WindowErrors(win).listen(reporter);
  return reporter;
}
