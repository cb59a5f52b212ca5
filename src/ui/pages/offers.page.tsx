import { Link, useSearch } from 'wouter';
import { offerCodeFromSearch } from '../../domain/enquiries/form-address';
import { PageHead } from '../components/breadcrumbs';
import { OfferCard } from '../components/content/offer-card';
import { EnquirySection } from '../components/enquiry-form/enquiry-section';
import { useCatalogue } from '../hooks/use-catalogue';
import { useContent } from '../hooks/use-content';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

export default function OffersPage() {
  const offers = useContent((s) => s.offers$());
  const settings = useCatalogue((s) => s.settings$());
  // "Claim this offer" leads here with the offer's code (?offer=EARLY27#form-offer).
  const claimed = offerCodeFromSearch(useSearch());
  useBrandedTitle('Offers on student rooms');
  return (
    <div className="container section">
      <PageHead
        crumb="Offers"
        lead="Savings on rooms booked now. Quote the code when you book or enquire and we will apply it for you."
      />
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
            <>
              <div className="offer-grid">
                {list.map((o) => (
                  <OfferCard key={o._id} offer={o} />
                ))}
              </div>
              <EnquirySection
                kind="offer"
                heading="Claim an offer"
                settings={settings.status === 'ready' ? settings.value : null}
                {...(claimed ? { prefill: { offerCode: claimed } } : {})}
              />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}
