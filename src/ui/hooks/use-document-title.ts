import { useEffect } from 'react';

/** Keeps the tab title in step with the page after client-side navigation. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
