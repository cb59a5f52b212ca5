import { type Token, token } from '../../ports/token';
import type { ConsentGatedAnalytics } from './consent-gated-analytics.use-case';
import type { ErrorReporter } from './error-reporter';

/** Analytics' application services, by token. */
/** The page's uncaught errors, held for the visitor's decision (started by the boot script, before the container). */
export const ERROR_REPORTER: Token<ErrorReporter> = /* @__PURE__ */ token<ErrorReporter>('ErrorReporter');
/** Analytics as consent allows it; its code loads after the app has rendered (the first call loads it). */
export const CONSENT_GATED_ANALYTICS: Token<() => Promise<ConsentGatedAnalytics>> =
  /* @__PURE__ */ token<() => Promise<ConsentGatedAnalytics>>('ConsentGatedAnalytics');
