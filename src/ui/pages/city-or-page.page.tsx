import { lazy } from 'react';
import { useParams } from 'wouter';
import { PageSkeleton } from '../components/page-skeleton';
import { useCatalogue } from '../hooks/use-catalogue';

const CityPage = lazy(() => import('./city.page'));
// Its own module too, so a city's first load does not carry the content blocks' code (and the
// reverse); the server names both in the page it sends, so neither waits on the other (ADR 013).
const ContentPageView = lazy(() => import('./content.page').then((m) => ({ default: m.ContentPageView })));

/**
 * One path segment names a city or a content page (/manchester, /about-us). Every page carries the
 * list of cities, so which one it is needs no extra request.
 */
export default function CityOrContentPage() {
  const { cityId = '' } = useParams<{ cityId: string }>();
  const cities = useCatalogue((s) => s.cities$());
  if (cities.status === 'loading') return <PageSkeleton />;
  const isCity = cities.status === 'ready' ? cities.value.some((c) => c.id === cityId) : true;
  return isCity ? <CityPage /> : <ContentPageView slug={cityId} />;
}
