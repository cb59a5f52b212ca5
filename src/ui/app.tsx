import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { routePatterns } from '../domain/site/site-routes';
import { PageSkeleton } from './components/page-skeleton';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

const HomePage = lazy(() => import('./pages/home.page'));
const CityListingPage = lazy(() => import('./pages/city-listing.page'));
const CityPage = lazy(() => import('./pages/city.page'));
const PropertyPage = lazy(() => import('./pages/property.page'));
const RoomTypePage = lazy(() => import('./pages/room-type.page'));
const NotFoundPage = lazy(() => import('./pages/not-found.page'));

/** Moves to the top and to the main content when the page changes, as a full page load would. */
function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    void location;
    window.scrollTo(0, 0);
  }, [location]);
}

export function App() {
  useScrollToTopOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Switch>
            <Route path={routePatterns.home} component={HomePage} />
            <Route path={routePatterns.cityListing} component={CityListingPage} />
            <Route path={routePatterns.notFound} component={NotFoundPage} />
            <Route path={routePatterns.city} component={CityPage} />
            <Route path={routePatterns.property} component={PropertyPage} />
            <Route path={routePatterns.room} component={RoomTypePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
