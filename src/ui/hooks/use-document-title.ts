import { useEffect } from 'react';
import { useCatalogue } from './use-catalogue';

/** Keeps the tab title in step with the page after client-side navigation. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * The tab title "<title> | <brand>", set once the site settings are known; null while the page's
 * own answer is still loading. Every page but the home and blog listing is titled this way.
 */
export function useBrandedTitle(title: string | null) {
  const settings = useCatalogue((s) => s.settings$());
  useDocumentTitle(title !== null && settings.status === 'ready' ? `${title} | ${settings.value.brand_name}` : null);
}
