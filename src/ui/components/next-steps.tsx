import { Link } from 'wouter';
import { featureLinks } from '../feature-links';

/** The two things a visitor does next on a residence or room: see it, or ask about it. */
export function NextSteps({
  propertyName,
  propertySlug,
  about,
}: {
  propertyName: string;
  /** The residence a viewing would be at. */
  propertySlug: string;
  /** What an enquiry is about, e.g. "Classic Studio at Square Gardens". */
  about: string;
}) {
  return (
    <section className="next-steps" aria-label={`Next steps for ${about}`}>
      <Link href={featureLinks.viewing(propertySlug)} className="button button-accent">
        Book a viewing
      </Link>
      <Link href={`/contact-us?about=${encodeURIComponent(about)}`} className="button">
        Enquire
      </Link>
      <p className="muted next-steps-note">In person or by video call with the {propertyName} team.</p>
    </section>
  );
}
