import { Link } from 'wouter';
import { CityCard } from '../components/city-card';
import { CitySearch } from '../components/city-search';
import { FaqSection } from '../components/content/faq-accordion';
import { OfferCard } from '../components/content/offer-card';
import { PostCard } from '../components/content/post-card';
import { Picture } from '../components/picture';
import { PropertyCard } from '../components/property-card';
import { featureLinks } from '../feature-links';
import { useCatalogue } from '../hooks/use-catalogue';
import { useContent } from '../hooks/use-content';
import { useDocumentTitle } from '../hooks/use-document-title';

const reasons = [
  ['All bills included', 'Energy, water, Wi-Fi and contents insurance in one weekly price. No meters, no surprises.'],
  ['Close to campus', 'Every residence is chosen for the walk to lectures, with distances shown for each university.'],
  ['See it first', 'Book a viewing in person or on a video call with the team who will look after you.'],
  ['People on site', 'A friendly on-site team, secure entry and 24/7 help if something goes wrong.'],
] as const;

const latestPosts = { page: 1, category: null };

export default function HomePage() {
  const settings = useCatalogue((s) => s.settings$());
  const cities = useCatalogue((s) => s.cities$());
  const featured = useCatalogue((s) => s.featured$());
  const offers = useContent((s) => s.offers$());
  const posts = useContent((s) => s.posts$(latestPosts));
  const faqs = useContent((s) => s.faqs$());
  const faqTeaser = faqs.status === 'ready' ? faqs.value.filter((f) => f.property_id === null).slice(0, 4) : [];
  const brand = settings.status === 'ready' ? settings.value : null;
  useDocumentTitle(brand ? `${brand.brand_name} | ${brand.tagline}` : null);
  const heroMedia = featured.status === 'ready' ? featured.value[0]?.media_gallery[0] : undefined;

  return (
    <>
      <section className="hero">
        <Picture media={heroMedia} sizes="100vw" className="hero-image" priority />
        <div className="hero-scrim" />
        <div className="container hero-content">
          <p className="hero-eyebrow">{brand?.tagline}</p>
          <h1>Student homes near your university, bills included</h1>
          <p className="hero-lead">
            Studios, en-suites and twodios in{' '}
            {cities.status === 'ready' && cities.value.length > 1
              ? `${cities.value.length} UK cities`
              : 'cities across the UK'}
            . Compare rooms, see prices per week and book a viewing.
          </p>
          {cities.status === 'ready' && <CitySearch cities={cities.value} />}
        </div>
      </section>

      <section className="section container" aria-labelledby="cities-heading">
        <div className="section-head">
          <h2 id="cities-heading">Choose your city</h2>
          <Link href="/city-listing" className="text-link">
            All cities →
          </Link>
        </div>
        {cities.status === 'ready' && cities.value.length === 0 && (
          <p className="empty">No cities are open for booking yet. Please check back soon.</p>
        )}
        {cities.status === 'error' && <p className="notice notice-error">{cities.message}</p>}
        <div className="card-grid">
          {cities.status === 'ready' && cities.value.slice(0, 6).map((c) => <CityCard key={c.id} city={c} />)}
        </div>
      </section>

      {featured.status === 'ready' && featured.value.length > 0 && (
        <section className="section section-tinted" aria-labelledby="featured-heading">
          <div className="container">
            <div className="section-head">
              <h2 id="featured-heading">Featured residences</h2>
            </div>
            <div className="card-grid">
              {featured.value.map((p) => (
                <PropertyCard key={`${p.city_id}/${p.id}`} property={p} showCity />
              ))}
            </div>
          </div>
        </section>
      )}

      {offers.status === 'ready' && offers.value.length > 0 && (
        <section className="section container" aria-labelledby="offers-heading">
          <div className="section-head">
            <h2 id="offers-heading">Current offers</h2>
            <Link href="/offers" className="text-link">
              All offers →
            </Link>
          </div>
          <div className="offer-grid">
            {offers.value.slice(0, 3).map((o) => (
              <OfferCard key={o._id} offer={o} headingLevel={3} />
            ))}
          </div>
        </section>
      )}

      <section className="section container" aria-labelledby="why-heading">
        <h2 id="why-heading">Why students choose {brand?.brand_name ?? 'us'}</h2>
        <ul className="reasons">
          {reasons.map(([title, text]) => (
            <li key={title} className="reason">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section container split-ctas" aria-label="Ways to start">
        <div className="cta-box">
          <div>
            <h2>Find your room in four steps</h2>
            <p>Tell us your city, move-in date and budget, and we will rank the rooms that fit best.</p>
          </div>
          <Link href={featureLinks.roomFinder} className="button button-accent">
            Start the room finder
          </Link>
        </div>
        <div className="cta-box">
          <div>
            <h2>See it before you book</h2>
            <p>
              Book a viewing in person or by video call, at a time that suits you and your family: choose a residence,
              then a time.
            </p>
          </div>
          <Link href={featureLinks.viewingChooseResidence} className="button button-accent">
            Choose a residence to view
          </Link>
        </div>
      </section>

      {posts.status === 'ready' && posts.value.posts.length > 0 && (
        <section className="section section-tinted" aria-labelledby="blog-heading">
          <div className="container">
            <div className="section-head">
              <h2 id="blog-heading">From the blog</h2>
              <Link href="/blog-listing" className="text-link">
                All articles →
              </Link>
            </div>
            <div className="card-grid">
              {posts.value.posts.slice(0, 3).map((p) => (
                <PostCard key={p._id} post={p} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}

      {faqTeaser.length > 0 && (
        <FaqSection heading="Questions people ask" faqs={faqTeaser} className="section container narrow" />
      )}

      <section className="cta-band">
        <div className="container cta-inner">
          <div>
            <h2>Not sure where to start?</h2>
            <p>Browse every city, compare prices per week and find the room that fits your course and budget.</p>
          </div>
          <Link href="/city-listing" className="button button-accent">
            Browse cities
          </Link>
        </div>
      </section>
    </>
  );
}
