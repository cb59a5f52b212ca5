declare const __ADMIN_STYLESHEET__: string | undefined;

let loading: Promise<void> | null = null;

/**
 * Links the console's own stylesheet (built apart by build.mjs, so the site's stylesheet carries
 * none of it) and resolves once it has loaded, or failed: the console still works unstyled.
 * Without a build (the UI tests) there is nothing to link.
 */
export function loadAdminStylesheet(doc: Document = document): Promise<void> {
  const href = typeof __ADMIN_STYLESHEET__ === 'string' ? __ADMIN_STYLESHEET__ : null;
  if (!href) return Promise.resolve();
  if (loading) return loading;
  const existing = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (existing?.sheet) {
    loading = Promise.resolve();
    return loading;
  }
  loading = new Promise<void>((resolve) => {
    const link = existing ?? doc.createElement('link');
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    if (!existing) {
      link.rel = 'stylesheet';
      link.href = href;
      doc.head.append(link);
    }
  });
  return loading;
}
