import type { PageReload } from '../../ports/page-reload.port';

/** The tab's own storage remembers the time across the reload (and is gone with the tab). */
const KEY = 'digs.recoveryReloadAt';

/** Reloads through `location.reload()`; the warning goes to the console, as the spec logs it. */
export class WindowPageReload implements PageReload {
  constructor(private readonly win: Window) {}

  lastReloadAt(): number | null {
    try {
      const at = Number(this.win.sessionStorage.getItem(KEY));
      return Number.isFinite(at) && at > 0 ? at : null;
    } catch {
      return null;
    }
  }

  /** Without storage the time cannot be remembered, and a reload could loop: then it stays. */
  reload(at: number, warning: string): void {
    try {
      this.win.sessionStorage.setItem(KEY, String(at));
    } catch {
      return;
    }
    console.warn(warning);
    this.win.location.reload();
  }
}
