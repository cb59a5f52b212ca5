import { lazy } from 'react';
import { useParams } from 'wouter';
import { PageSkeleton } from '../components/page-skeleton';
import { useCatalogue } from '../hooks/use-catalogue';
import { ContentPageView } from './content.page';

const CityPage = lazy(() => import('./city.page'));

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
