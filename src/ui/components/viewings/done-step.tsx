import { Link } from 'wouter';
import type { BookedViewing } from '../../../domain/viewings/booking-flow';
import type { ViewingProperty } from '../../../domain/viewings/viewing-outcomes';
import { addressLine, whenInWords } from './viewing-format';

/**
 * Done: the reference, when in words, what happens next and the manage link. The confirmation
 * e-mail carries the calendar file (.ics), so "Add to calendar" is a note, not a download.
 */
export function DoneStep({
  booked,
  property,
  email,
  propertyHref,
}: {
  booked: BookedViewing;
  property: ViewingProperty;
  /** Where the confirmation went, when known. */
  email: string;
  propertyHref: string;
}) {
  return (
    <div className="viewing-done">
      <div className="viewing-booked">
        <p className="viewing-booked-label">Your reference</p>
        <p className="viewing-reference">{booked.reference}</p>
        <p className="viewing-booked-when">{whenInWords(booked)}</p>
        <p className="viewing-booked-where">
          {booked.kind === 'in-person'
            ? `In person at ${property.name}, ${addressLine(property)}`
            : `Video call tour of ${property.name}: we will call you with a video link at the time`}
        </p>
      </div>
      <section aria-labelledby="viewing-next-title" className="viewing-next">
        <h3 id="viewing-next-title">What happens next</h3>
        <ol>
          <li>
            We have e-mailed your confirmation{email ? ` to ${email}` : ''}. Quote {booked.reference} if you call us.
          </li>
          <li>
            <strong>Add to calendar:</strong> the e-mail has a calendar invitation (an .ics file). Open it to add the
            viewing to your calendar.
          </li>
          <li>If your viewing is more than a day away, we send you a reminder the day before.</li>
          <li>
            {booked.kind === 'in-person'
              ? 'Come to reception a few minutes early and ask for your viewing; bring anyone you like, up to the number you booked.'
              : 'At the time, we call you with a video link. Have your questions ready: we show you whatever you would like to see.'}
          </li>
        </ol>
      </section>
      <section aria-labelledby="viewing-manage-title" className="viewing-manage">
        <h3 id="viewing-manage-title">Need to change or cancel?</h3>
        <p>
          Use the link in your e-mail, or <Link href={booked.manageUrl}>manage your viewing here</Link>. Keep the link
          to yourself: anyone with it can change your booking.
        </p>
      </section>
      <p className="viewing-done-links">
        <Link href={propertyHref} className="button">
          Back to {property.name}
        </Link>
      </p>
    </div>
  );
}
