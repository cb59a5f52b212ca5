import { lazy, Suspense, useEffect } from 'react';
import { CONSENT_STORE } from '../../../application/consent/consent.tokens';
import { useService } from '../../hooks/use-service';
import { useStream } from '../../hooks/use-stream';

const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * Starts the consent store once the page is in the browser (the banner 5 s later when nothing is
 * decided) and shows the banner, whose code loads only then. While it shows, the page does not
 * scroll (spec section 4).
 */
export function ConsentHost() {
  const store = useService(CONSENT_STORE);
  const banner = useStream(store.banner$, 'hidden');
  useEffect(() => store.start(), [store]);
  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', banner !== 'hidden');
  }, [banner]);
  if (banner === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner store={store} state={banner} />
    </Suspense>
  );
}
