import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { permanentRedirects, routePatterns } from '../domain/site/site-routes';
import { PageSkeleton } from './components/page-skeleton';
import { ProtectedRoutes } from './components/protected-routes';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { ToastRegion } from './components/toast-region';

const HomePage = lazy(() => import('./pages/home.page'));
const CityListingPage = lazy(() => import('./pages/city-listing.page'));
const CityOrContentPage = lazy(() => import('./pages/city-or-page.page'));
const OffersPage = lazy(() => import('./pages/offers.page'));
const FaqsPage = lazy(() => import('./pages/faqs.page'));
const BlogListingPage = lazy(() => import('./pages/blog-listing.page'));
const BlogPostPage = lazy(() => import('./pages/blog-post.page'));
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
            <Route path={routePatterns.offers} component={OffersPage} />
            <Route path={routePatterns.faqs} component={FaqsPage} />
            <Route path={routePatterns.blogListing} component={BlogListingPage} />
            <Route path={routePatterns.blogPost} component={BlogPostPage} />
            <Route path={routePatterns.notFound} component={NotFoundPage} />
            {/* The protected group (spec sections 2 and 6) holds no routes yet: without a token it sends the visitor to /login. */}
            <Route path={routePatterns.account} nest>
              <ProtectedRoutes>
                <Switch>
                  <Route component={NotFoundPage} />
                </Switch>
              </ProtectedRoutes>
            </Route>
            {Object.entries(permanentRedirects).map(([from, to]) => (
              <Route key={from} path={from}>
                <Redirect to={to} replace />
              </Route>
            ))}
            <Route path={routePatterns.cityOrPage} component={CityOrContentPage} />
            <Route path={routePatterns.property} component={PropertyPage} />
            <Route path={routePatterns.room} component={RoomTypePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </main>
      <SiteFooter />
      <ToastRegion />
    </>
  );
}
