import { Link } from 'wouter';
import type { Offer } from '../../../domain/content/content';
import { londonDate } from '../../../domain/shared/london-date';
import { formatIsoDate } from '../format-date';

/** The last London day an offer runs: it ends at the start of `ends_at`. */
export function lastDay(endsAt: string): string {
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? endsAt : formatIsoDate(londonDate(end - 1));
}

function where(offer: Offer) {
  if (offer.property_id && offer.city_id)
    return (
      <Link href={`/${offer.city_id}/${offer.property_id}`}>
        {offer.property_name ?? offer.property_id}
        {offer.city_name ? `, ${offer.city_name}` : ''}
      </Link>
    );
  if (offer.city_id)
    return <Link href={`/${offer.city_id}`}>All residences in {offer.city_name ?? offer.city_id}</Link>;
  return 'All residences';
}

/** Where an offer is claimed: the offers page's form, its code filled in. */
export function claimHref(code: string): string {
  return `/offers?offer=${encodeURIComponent(code)}#form-offer`;
}

export function OfferCard({ offer, headingLevel = 2 }: { offer: Offer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="offer-card" id={`offer-${offer.slug}`}>
      <p className="card-eyebrow">Until {lastDay(offer.ends_at)}</p>
      <Heading className="offer-title">{offer.title}</Heading>
      <p>{offer.summary}</p>
      <p className="offer-where">
        <span className="muted">Where: </span>
        {where(offer)}
      </p>
      <p className="offer-code">
        Quote code <strong className="code">{offer.code}</strong> when you book or enquire.
      </p>
      {/* The offers page's claim form, with this code filled in (a real link: it works without JavaScript). */}
      <p className="offer-claim">
        <Link href={claimHref(offer.code)} className="button button-accent">
          Claim this offer<span className="visually-hidden">: {offer.title}</span>
        </Link>
      </p>
      <details className="offer-terms">
        <summary>Terms</summary>
        <p>{offer.terms}</p>
      </details>
    </article>
  );
}
