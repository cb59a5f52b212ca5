import type { GlobalErrorHandlers, GlobalErrors } from '../../ports/global-errors.port';

/** The window's 'error' and 'unhandledrejection' events. */
export class WindowErrors implements GlobalErrors {
  constructor(private readonly win: Window) {}

  listen(handlers: GlobalErrorHandlers): () => void {
    const onError = (e: ErrorEvent) =>
      handlers.error({ message: e.message, source: e.filename, line: e.lineno, column: e.colno, error: e.error });
    const onRejection = (e: PromiseRejectionEvent) => handlers.rejection(e.reason);
    this.win.addEventListener('error', onError);
    this.win.addEventListener('unhandledrejection', onRejection);
    return () => {
      this.win.removeEventListener('error', onError);
      this.win.removeEventListener('unhandledrejection', onRejection);
    };
  }
}
