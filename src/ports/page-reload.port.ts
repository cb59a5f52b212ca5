/**
 * Reloading the page to recover from an outdated deploy, remembering when across the reload
 * (the tab's own storage), so the rule can refuse to loop.
 */
export interface PageReload {
  /** When this tab last reloaded to recover (ms since the epoch), or null. */
  lastReloadAt(): number | null;
  /** Logs `warning`, remembers `at`, and reloads. */
  reload(at: number, warning: string): void;
}
