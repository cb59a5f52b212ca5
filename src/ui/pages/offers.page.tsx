import { Link } from 'wouter';
import { Breadcrumbs } from '../components/breadcrumbs';
import { OfferCard } from '../components/content/offer-card';
import { ResourceView } from '../components/resource-view';
import { useContent } from '../hooks/use-content';
import { useBrandedTitle } from '../hooks/use-document-title';

export default function OffersPage() {
  const offers = useContent((s) => s.offers$());
  useBrandedTitle('Offers on student rooms');
  return (
    <div className="container section">
      <Breadcrumbs
        trail={[
          ['Home', '/'],
          ['Offers', null],
        ]}
      />
      <header className="page-head">
        <h1>Offers</h1>
        <p className="lead">
          Savings on rooms booked now. Quote the code when you book or enquire and we will apply it for you.
        </p>
      </header>
      <ResourceView resource={offers}>
        {(list) =>
          list.length === 0 ? (
            <div className="empty">
              <p>There are no offers running right now. Prices per week are shown on every residence.</p>
              <Link href="/city-listing" className="button">
                Browse cities
              </Link>
            </div>
          ) : (
            <div className="offer-grid">
              {list.map((o) => (
                <OfferCard key={o._id} offer={o} />
              ))}
            </div>
          )
        }
      </ResourceView>
    </div>
  );
}
