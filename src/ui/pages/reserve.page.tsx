import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { RESERVE_ROOM, type ReservationDetailsInput } from '../../application/reservations/reserve-room';
import { describePlan } from '../../domain/reservations/instalments';
import { formatPence } from '../../domain/reservations/price-summary';
import {
  DIRECT_PAYMENT_DAYS,
  type Guarantor,
  guarantorLabels,
  guarantors,
  holdCountdown,
} from '../../domain/reservations/reservation';
import type { ReservationView } from '../../domain/reservations/reservation-view';
import { formatLondonDate } from '../../domain/shared/london-date';
import { ContactFields } from '../components/contact-fields';
import { describedByProps, FieldError } from '../components/form-errors';
import { formatIsoDate } from '../components/format-date';
import { newSubmissionId } from '../components/submission-id';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useService } from '../hooks/use-service';

const yearsOfStudy = [
  'Foundation year',
  'First year',
  'Second year',
  'Third year',
  'Fourth year or later',
  'Postgraduate',
];

type Details = Omit<ReservationDetailsInput, 'acceptedTermsVersion' | 'shownTotalPence'> & { accepted: boolean };

const emptyDetails: Details = {
  name: '',
  email: '',
  countryCode: '+44',
  phone: '',
  dateOfBirth: '',
  university: '',
  yearOfStudy: '',
  guarantor: '',
  accepted: false,
};

/**
 * Reserving a room (issue 20): a hold of 15 minutes with its countdown, the visitor's details, the
 * price in full (the server's), the terms, and the holding deposit. Loaded only when a visitor
 * reserves. The hold is released if the tab is left before confirming (a beacon, best effort).
 */
export default function ReservePage() {
  const client = useService(RESERVE_ROOM);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const option = query.get('option') ?? '';
  const ref = query.get('ref') ?? '';
  const token = query.get('token') ?? '';
  const [reservation, setReservation] = useState<ReservationView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [alternatives, setAlternatives] = useState<readonly { title: string; url: string }[]>([]);
  /** For a tenancy no longer offered: its room's page, the way back to its other tenancies. */
  const [backTo, setBackTo] = useState<{ title: string; url: string } | null>(null);
  /** Raised with each refusal of the form: the alert beside its button is scrolled to and focused, even for the same words again. */
  const [refusals, setRefusals] = useState(0);
  const formAlert = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [details, setDetails] = useState<Details>(emptyDetails);
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const key = useRef(newSubmissionId());
  const leaving = useRef(false);
  useBrandedTitle('Reserve your room');

  useEffect(() => {
    let live = true;
    if (ref && token) {
      void client.find(ref, token).then((reply) => {
        if (!live) return;
        if (reply.ok) setReservation(reply.reservation);
        else setProblem(reply.message);
      });
    } else if (option) {
      void client.start(option, key.current).then((reply) => {
        if (!live) return;
        if (reply.ok && reply.token) {
          setReservation(reply.reservation);
          navigate(`/reserve?${new URLSearchParams({ ref: reply.reservation.reference, token: reply.token })}`, {
            replace: true,
          });
        } else if (!reply.ok) {
          setProblem(reply.message);
          setAlternatives(reply.alternatives ?? []);
          setBackTo(reply.room ?? null);
        }
      });
    } else setProblem('Choose a room and a tenancy to reserve from a room page.');
    return () => {
      live = false;
    };
  }, [client, option, ref, token, navigate]);

  useEffect(() => {
    const alert = formAlert.current;
    if (refusals === 0 || !alert) return;
    alert.scrollIntoView?.({ block: 'center' });
    alert.focus();
  }, [refusals]);

  const held = reservation?.status === 'held';
  useEffect(() => {
    if (!held) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    const onLeave = () => {
      if (!leaving.current && reservation && token) client.leave(reservation.reference, token);
    };
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.clearInterval(tick);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [held, reservation, token, client]);

  if (problem && !reservation) {
    return (
      <div className="container section reserve-page">
        <h1>Reserve your room</h1>
        <div className="notice notice-error" role="alert">
          <p>{problem}</p>
          {alternatives.length > 0 && (
            <ul className="reserve-alternatives">
              {alternatives.map((a) => (
                <li key={a.url}>
                  <Link href={sitePath(a.url)}>{a.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {backTo && (
          <p>
            <Link href={sitePath(backTo.url)}>Back to {backTo.title}</Link>
          </p>
        )}
      </div>
    );
  }
  if (!reservation) {
    return (
      <div className="container section reserve-page">
        <h1>Reserve your room</h1>
        <p role="status">Holding a room for you…</p>
      </div>
    );
  }

  const r = reservation;
  const remaining = Date.parse(r.holdExpiresAt) - now;
  const expired = r.status === 'expired' || (held && remaining <= 0);
  const formShown = held && !expired;

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!details.accepted) {
      setFields({ acceptedTerms: 'Please read and accept the tenancy terms to reserve.' });
      return;
    }
    setSending(true);
    const { accepted: _, ...rest } = details;
    const reply = await client.confirm(r.reference, token, {
      ...rest,
      acceptedTermsVersion: r.termsVersion,
      shownTotalPence: r.price.totalPence,
    });
    setSending(false);
    if (!reply.ok) {
      setProblem(reply.message);
      setFields(reply.fields ?? {});
      if (reply.reservation) setReservation(reply.reservation);
      setRefusals((n) => n + 1);
      return;
    }
    setProblem(null);
    setFields({});
    if (reply.redirectUrl) {
      leaving.current = true;
      window.location.assign(reply.redirectUrl);
      return;
    }
    setReservation(reply.reservation);
  };

  const cancel = async () => {
    const reply = await client.cancel(r.reference, token);
    if (reply.ok) setReservation(reply.reservation);
    else setProblem(reply.message);
  };

  const update = (changes: Partial<Details>) => setDetails((d) => ({ ...d, ...changes }));
  const field = (name: string) => describedByProps(`reserve-${name}-error`, fields[name]);

  return (
    <div className="container section reserve-page">
      <p className="muted">
        <Link href={r.room.roomPath}>
          {r.room.roomTypeName}, {r.room.propertyName}
        </Link>
      </p>
      <h1>{r.status === 'held' && !expired ? 'Reserve your room' : 'Your reservation'}</h1>
      <section className="reserve-summary" aria-label="The room">
        <p>
          <strong>
            {r.room.roomTypeName} at {r.room.propertyName}, {r.room.cityName}
          </strong>
          <br />
          {r.room.academicYear}: {r.room.weeks} weeks, {formatIsoDate(r.room.startDate)} to{' '}
          {formatIsoDate(r.room.endDate)}
        </p>
        {held && !expired && (
          <p className="reserve-countdown" role="timer" aria-live="off">
            We are holding this room for you for <strong>{holdCountdown(r.heldAt, r.holdExpiresAt, now)}</strong> more.
          </p>
        )}
      </section>
      {problem && !formShown && (
        <div className="notice notice-error" role="alert" ref={formAlert} tabIndex={-1}>
          <p>{problem}</p>
        </div>
      )}
      {(r.status === 'awaiting_payment' || r.status === 'paid') && (
        <section className="reserve-done" aria-labelledby="reserve-done-title">
          <h2 id="reserve-done-title">
            {r.status === 'paid' ? 'Your room is reserved' : 'Your room is reserved: pay the holding deposit'}
          </h2>
          <p>
            Your reference is <strong className="reserve-reference">{r.reference}</strong>. We have e-mailed you the
            details.
          </p>
          {r.instructions && <p>{r.instructions}</p>}
          <h3 id="reserve-next-title">What happens next</h3>
          <ol className="reserve-next" aria-labelledby="reserve-next-title">
            {r.status === 'awaiting_payment' && (
              <li>Pay the holding deposit as above: we keep your room while we wait for it.</li>
            )}
            <li>We e-mail you the tenancy agreement to read and sign online, under your reference.</li>
            <li>
              Have these ready: photo ID (passport or driving licence), proof of your place at university, and your
              guarantor’s details (or the upfront rent, or the guarantor service if you chose it).
            </li>
            <li>
              Your rent: see your <a href="#reserve-price-title">instalment schedule</a> and what is left to pay after
              the deposit, below.
            </li>
            <li>
              Your reservations are kept in <Link href="/account">your account</Link> under the address you gave.
            </li>
          </ol>
          <p className="muted">
            Changed your mind? You can cancel within 14 days of paying and get the whole holding deposit back.
          </p>
          <button type="button" className="button" onClick={() => void cancel()}>
            Cancel this reservation
          </button>
        </section>
      )}
      {(r.status === 'refund_due' || r.status === 'refunded') && (
        <div className="notice" role="status">
          <p>
            Your payment reached us after your 15 minutes had run out, and by then the room had been reserved by someone
            else. {r.status === 'refunded' ? 'We have refunded' : 'We are refunding'}{' '}
            {formatPence(r.refundPence ?? r.price.holdingDepositPence)} to the card you paid with; we have e-mailed you
            about it, with other rooms that are still free. <Link href={r.room.roomPath}>Back to the room</Link>.
          </p>
        </div>
      )}
      <PriceInFull reservation={r} />
      {expired && (
        <div className="notice" role="status">
          <p>
            The 15 minutes ran out and the room was released. <Link href={r.room.roomPath}>Back to the room</Link> to
            reserve again.
          </p>
        </div>
      )}
      {formShown && (
        <form className="form-stack reserve-form" noValidate onSubmit={(e) => void confirm(e)}>
          <h2>Your details</h2>
          <ContactFields
            idPrefix="reserve"
            values={details}
            errors={fields}
            hints={{ email: 'Your confirmation goes here, and your reservation is kept under this address.' }}
            onChange={update}
          />
          <div className="form-field">
            <label htmlFor="reserve-dateOfBirth" className="form-label">
              Date of birth
            </label>
            <FieldError id="reserve-dateOfBirth-error" message={fields.dateOfBirth} />
            <input
              id="reserve-dateOfBirth"
              type="date"
              className="form-input"
              autoComplete="bday"
              value={details.dateOfBirth}
              onChange={(e) => update({ dateOfBirth: e.currentTarget.value })}
              {...field('dateOfBirth')}
            />
          </div>
          <div className="form-field">
            <label htmlFor="reserve-university" className="form-label">
              University
            </label>
            <FieldError id="reserve-university-error" message={fields.university} />
            <input
              id="reserve-university"
              className="form-input"
              autoComplete="organization"
              value={details.university}
              onChange={(e) => update({ university: e.currentTarget.value })}
              {...field('university')}
            />
          </div>
          <div className="form-field">
            <label htmlFor="reserve-yearOfStudy" className="form-label">
              Year of study
            </label>
            <FieldError id="reserve-yearOfStudy-error" message={fields.yearOfStudy} />
            <select
              id="reserve-yearOfStudy"
              className="form-input"
              value={details.yearOfStudy}
              onChange={(e) => update({ yearOfStudy: e.currentTarget.value })}
              {...field('yearOfStudy')}
            >
              <option value="">Choose…</option>
              {yearsOfStudy.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </div>
          <fieldset className="form-field form-fieldset" {...field('guarantor')}>
            <legend className="form-label">Guarantor</legend>
            <FieldError id="reserve-guarantor-error" message={fields.guarantor} />
            {guarantors.map((g: Guarantor) => (
              <label key={g} className="form-option form-check">
                <input
                  type="radio"
                  name="guarantor"
                  value={g}
                  checked={details.guarantor === g}
                  onChange={() => update({ guarantor: g })}
                />{' '}
                {guarantorLabels[g]}
              </label>
            ))}
          </fieldset>
          <details className="reserve-terms">
            <summary>The tenancy terms (version {r.termsVersion})</summary>
            <p>
              The holding deposit holds this room for you and goes towards your first rent. Cancel within 14 days and
              you get all of it back.
              {r.lateCancellationRefundPercent > 0
                ? ` After that, ${r.lateCancellationRefundPercent}% of it is refunded.`
                : ' After that, it is not refunded.'}
            </p>
            {r.termsUrl ? (
              <p>
                <a href={r.termsUrl} target="_blank" rel="noopener">
                  Read the tenancy terms in full (version {r.termsVersion}, opens in a new tab)
                </a>
              </p>
            ) : null}
          </details>
          <div className="form-field form-terms">
            <FieldError id="reserve-acceptedTerms-error" message={fields.acceptedTerms} />
            <label className="form-option form-check">
              <input
                id="reserve-acceptedTerms"
                type="checkbox"
                checked={details.accepted}
                onChange={(e) => update({ accepted: e.currentTarget.checked })}
                {...field('acceptedTerms')}
              />{' '}
              I have read and accept the tenancy terms (version {r.termsVersion})
            </label>
          </div>
          {problem && (
            <div className="notice notice-error" role="alert" ref={formAlert} tabIndex={-1}>
              <p>{problem}</p>
            </div>
          )}
          <div className="reserve-actions">
            <button type="submit" className="button button-accent" disabled={sending}>
              {r.paymentMethod === 'stripe'
                ? `Pay the ${formatPence(r.price.holdingDepositPence)} holding deposit`
                : 'Reserve and pay the operator directly'}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                leaving.current = true;
                void cancel();
              }}
            >
              Release this room
            </button>
          </div>
        </form>
      )}
      {r.status === 'cancelled' && (
        <div className="notice" role="status">
          <p>
            This reservation is cancelled.
            {r.refundPence ? ` We refund ${formatPence(r.refundPence)} of your holding deposit.` : ''}
          </p>
        </div>
      )}
    </div>
  );
}

/**
 * The price in full, in one total (drip pricing): the rent (no other fee is lawful), the holding
 * deposit within it, the refundable tenancy deposit beside it, the instalment plans.
 */
export function PriceInFull({ reservation }: { reservation: ReservationView }) {
  const { price } = reservation;
  return (
    <section className="reserve-price" aria-labelledby="reserve-price-title">
      <h2 id="reserve-price-title">The price in full</h2>
      <table className="reserve-price-table">
        <tbody>
          {price.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{formatPence(line.pence)}</td>
            </tr>
          ))}
          <tr className="reserve-total">
            <th scope="row">Total for the tenancy</th>
            <td>{formatPence(price.totalPence)}</td>
          </tr>
          <tr>
            <th scope="row">{depositWords(reservation)}</th>
            <td>{formatPence(price.holdingDepositPence)}</td>
          </tr>
          <tr>
            <th scope="row">Left to pay after the deposit</th>
            <td>{formatPence(price.afterDepositPence)}</td>
          </tr>
          {price.tenancyDepositPence > 0 && (
            <tr>
              <th scope="row">Refundable tenancy deposit, paid when the tenancy is signed (not part of the total)</th>
              <td>{formatPence(price.tenancyDepositPence)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {price.instalments.length > 0 && (
        <>
          <p className="reserve-plans-title">
            Pay the {formatPence(price.afterDepositPence)} left after the deposit in one of these ways (the holding
            deposit comes off the first payment):
          </p>
          <ul className="reserve-plans">
            {price.instalments.map((plan) => (
              <li key={plan.kind}>{describePlan(plan)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="muted">
        {price.proRata
          ? `This tenancy began on ${formatLondonDate(reservation.room.startDate)}: you pay for the ${price.rentDays} days from ${formatLondonDate(price.rentFrom)}, the first day you could move in. `
          : ''}
        No other fees.
      </p>
    </section>
  );
}

/** The holding deposit's row: paid now only when it is (by card); paid to the operator by a date when it is direct. */
function depositWords(r: ReservationView): string {
  if (r.status === 'paid') return 'Holding deposit, paid (part of the total)';
  if (r.paymentMethod === 'stripe') return 'Holding deposit, paid by card when you reserve (part of the total)';
  if (r.paymentDueBy) return `Holding deposit, to pay by ${formatLondonDate(r.paymentDueBy)} (part of the total)`;
  return `Holding deposit, paid to us within ${DIRECT_PAYMENT_DAYS} days of reserving (part of the total)`;
}

/** The path of an alternative (the server names them by the site's full address) for the router to follow. */
function sitePath(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return '/';
  }
}
