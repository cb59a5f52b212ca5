import type { ErrorReport } from '../domain/analytics/js-error';

export interface GlobalErrorHandlers {
  /** An uncaught error (the window's 'error' event, which React 19 also raises for render errors). */
  error(report: ErrorReport): void;
  /** A promise rejected with no handler; the reason may be anything. */
  rejection(reason: unknown): void;
}

/** The page's uncaught errors and unhandled rejections. Returns the stop. */
export interface GlobalErrors {
  listen(handlers: GlobalErrorHandlers): () => void;
}
