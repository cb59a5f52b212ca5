/**
 * What the Amplitude SDK (2.47) keeps on the device, all named with its `AMP_` prefix: the
 * identity and session (`AMP_<key>`), unsent events (`AMP_unsent_<key>`), in localStorage here
 * (identityStorage), cookies and sessionStorage in other set-ups, and its diagnostics database
 * (IndexedDB `AMP_diagnostics_<key>`, opened even with diagnostics off). Kept apart from the SDK
 * so a page that never loaded it can still clear what an earlier page left: the SDK never closes
 * its database connection, so deleting the database waits until that page is gone, and each later
 * page of a visitor who refused asks again (then nothing holds it open).
 */
const PREFIX = /^AMP_/i;

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
}

export function forgetAnalyticsDevice(win: Window, apiKey: string): void {
  for (const pick of [() => win.localStorage, () => win.sessionStorage]) {
    try {
      const storage = pick();
      for (const key of keysOf(storage)) if (PREFIX.test(key)) storage.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept there.
    }
  }
  const host = win.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const cookie of win.document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!PREFIX.test(name)) continue;
    for (const domain of domains)
      win.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
  }
  try {
    win.indexedDB?.deleteDatabase(`AMP_diagnostics_${apiKey.substring(0, 10)}`);
  } catch {
    // No IndexedDB: nothing there.
  }
}
