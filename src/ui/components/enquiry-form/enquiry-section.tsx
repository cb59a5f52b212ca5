import { lazy, Suspense } from 'react';
import type { SiteSettings } from '../../../domain/catalogue/catalogue';
import type { FormKind } from '../../../domain/enquiries/enquiry';

// The form (and, on first use, its schema) loads with the page that holds one, not with the app.
const EnquiryForm = lazy(() => import('./enquiry-form'));

/** The section's heading when the page gives none (the form's description stays in the form's own chunk). */
const headings: Readonly<Record<FormKind, string>> = {
  contact: 'Send us a message',
  'group-booking': 'Tell us about your group',
  agent: 'Get in touch with our partnerships team',
  parent: 'Ask us a question',
  friend: 'Recommend a friend',
  support: 'Ask the residence team for help',
  rebook: 'Rebook for next year',
  'summer-stays': 'Ask about a summer stay',
  offer: 'Claim an offer',
};

const purposes: Readonly<Record<FormKind, string>> = {
  contact: 'Ask us anything at all and the right person in our team will answer within one working day.',
  'group-booking': 'Tell us about your group and we will come back with rooms and prices within one working day.',
  agent:
    'Tell us about your agency or a student you are placing; our partnerships team answers within one working day.',
  parent: 'Ask about your son or daughter’s stay; we answer within one working day.',
  friend: 'We send your friend your referral code; when they book a room and quote it, you both get the reward.',
  support: 'Tell the residence team what needs fixing or what you need help with.',
  rebook: 'Keep your home for next year: tell us what you would like and we will hold your request.',
  'summer-stays': 'Stay with us over the summer: tell us your dates and we will tell you what is free.',
  offer: 'Give us the offer’s code and we will apply it to your booking.',
};

/**
 * A page's enquiry form as a section (`#form-<kind>`, where the server's answer to a form posted
 * without JavaScript leads back to): its heading and purpose, the form itself, and beside it the
 * direct ways to reach the team.
 */
export function EnquirySection({
  kind,
  heading,
  settings,
  prefill,
}: {
  kind: FormKind;
  heading: string | null;
  settings: SiteSettings | null;
  prefill?: Readonly<Record<string, string>>;
}) {
  const headingId = `form-${kind}-heading`;
  const email = settings?.support_email;
  const phone = settings?.phone;
  return (
    <section className="block enquiry-section" id={`form-${kind}`} aria-labelledby={headingId} data-form={kind}>
      <div className="enquiry-main">
        <h2 id={headingId}>{heading ?? headings[kind]}</h2>
        <p className="enquiry-purpose">{purposes[kind]}</p>
        <Suspense fallback={<p className="enquiry-loading muted">Loading the form…</p>}>
          <EnquiryForm kind={kind} labelledBy={headingId} {...(prefill ? { prefill } : {})} />
        </Suspense>
      </div>
      {(email || phone) && (
        <aside className="enquiry-aside" aria-labelledby={`${headingId}-other`}>
          <h3 id={`${headingId}-other`}>Rather talk to us?</h3>
          <ul className="contact-ways">
            {phone && (
              <li>
                <span className="muted">Phone</span> <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <span className="muted">Email</span>{' '}
                <a href={`mailto:${email}?subject=${encodeURIComponent(heading ?? headings[kind])}`}>{email}</a>
              </li>
            )}
          </ul>
        </aside>
      )}
    </section>
  );
}
