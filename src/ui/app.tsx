import { lazy, Suspense, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { isConsolePath, matchSiteRoute, permanentRedirects, routePatterns } from '../domain/site/site-routes';
import { ChatWidget } from './components/chat/chat-widget';
import { CompareTray } from './components/compare-tray';
import { ConsentHost } from './components/consent/consent-host';
import { PageSkeleton } from './components/page-skeleton';
import { PressReplay } from './components/press-replay';
import { ProtectedRoutes } from './components/protected-routes';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { ToastRegion } from './components/toast-region';
import { useServiceContainer } from './hooks/use-service';
import { loadChunk } from './load-chunk';
// Part of the app, not a chunk of its own (ADR 059): it only chooses between the city page and a
// content page, each still loaded lazily, and saves a city's or a content page's first load a request.
import CityOrContentPage from './pages/city-or-page.page';

const HomePage = lazy(() => loadChunk(() => import('./pages/home.page')));
const CityListingPage = lazy(() => loadChunk(() => import('./pages/city-listing.page')));
const OffersPage = lazy(() => loadChunk(() => import('./pages/offers.page')));
const FaqsPage = lazy(() => loadChunk(() => import('./pages/faqs.page')));
const BlogListingPage = lazy(() => loadChunk(() => import('./pages/blog-listing.page')));
const BlogPostPage = lazy(() => loadChunk(() => import('./pages/blog-post.page')));
const PropertyPage = lazy(() => loadChunk(() => import('./pages/property.page')));
const RoomTypePage = lazy(() => loadChunk(() => import('./pages/room-type.page')));
const ComparePage = lazy(() => loadChunk(() => import('./pages/compare.page')));
const FavouritesPage = lazy(() => loadChunk(() => import('./pages/favourites.page')));
const RoomFinderPage = lazy(() => loadChunk(() => import('./pages/room-finder.page')));
const BookAViewingPage = lazy(() => loadChunk(() => import('./pages/book-a-viewing.page')));
const ViewingDetailPage = lazy(() => loadChunk(() => import('./pages/viewing-detail.page')));
const ReservePage = lazy(() => loadChunk(() => import('./pages/reserve.page')));
const NotFoundPage = lazy(() => loadChunk(() => import('./pages/not-found.page')));
/** Visitor accounts (ADR 053): loaded only by a visitor who signs in. */
const LoginPage = lazy(() => loadChunk(() => import('./pages/login.page')));
const AccountPage = lazy(() => loadChunk(() => import('./pages/account.page')));
/** The operator console (issue 18): a route group of its own, never part of a visitor's first load. */
const AdminApp = lazy(() => loadChunk(() => import('./admin/admin-app')));

/**
 * Moves to the top when the visitor goes to another page, as a full page load would; not when the
 * app first takes over the server's page, which the visitor may already have scrolled.
 */
function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo(0, 0);
  }, [location]);
}

export function App() {
  useScrollToTopOnNavigate();
  const [location] = useLocation();
  const container = useServiceContainer();
  // The console stands alone: no site header, footer, compare tray, chat or consent banner.
  if (isConsolePath(location))
    return (
      <Suspense fallback={null}>
        <AdminApp container={container} ToastRegion={ToastRegion} />
        <PressReplay />
      </Suspense>
    );
  // The server's routing decides what is Not Found (site-routes.ts), so both sides agree: /compare,
  // /login or /Manchester are never taken for a city or a page. The protected group keeps its guard.
  const missing = matchSiteRoute(location).name === 'not-found' && !location.startsWith(routePatterns.account);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          {missing ? (
            <NotFoundPage />
          ) : (
            <Switch>
              <Route path={routePatterns.home} component={HomePage} />
              <Route path={routePatterns.cityListing} component={CityListingPage} />
              <Route path={routePatterns.offers} component={OffersPage} />
              <Route path={routePatterns.faqs} component={FaqsPage} />
              <Route path={routePatterns.blogListing} component={BlogListingPage} />
              <Route path={routePatterns.blogPost} component={BlogPostPage} />
              <Route path={routePatterns.notFound} component={NotFoundPage} />
              <Route path={routePatterns.compare} component={ComparePage} />
              <Route path={routePatterns.favourites} component={FavouritesPage} />
              <Route path={routePatterns.roomFinder} component={RoomFinderPage} />
              <Route path={routePatterns.bookViewing} component={BookAViewingPage} />
              <Route path={routePatterns.viewingDetail} component={ViewingDetailPage} />
              <Route path={routePatterns.reserve} component={ReservePage} />
              <Route path={routePatterns.login} component={LoginPage} />
              {/* The protected group (spec sections 2 and 6, ADR 053): without the marker it sends the visitor to /login. */}
              <Route path={routePatterns.account} nest>
                <ProtectedRoutes>
                  <Switch>
                    <Route path="/" component={AccountPage} />
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
          )}
          {/* Marks the page taken over (the e2e journeys wait for it) and replays what was pressed before (ADR 088). */}
          <PressReplay />
        </Suspense>
      </main>
      <SiteFooter />
      <CompareTray />
      <ChatWidget />
      <ToastRegion />
      <ConsentHost />
    </>
  );
}
