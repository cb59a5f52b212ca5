import { useCallback, useState } from 'react';
import { Link, useParams } from 'wouter';
import { RESERVATIONS_CONSOLE_STORE } from '../../../application/reservations/reservations.tokens';
import type { OperatorAction } from '../../../domain/reservations/operator-actions';
import { RESERVATION_STATUS_LABELS } from '../../../domain/reservations/reservation';
import type { ReservationActionName, StaffReservationDetail } from '../../../ports/reservations-console.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { formatLondonDay, formatLondonTime } from '../components/format';
import { GUARANTOR_LABELS, OPERATOR_ACTION_LABELS, pounds } from '../components/reservation-labels';
import { ScreenHeader } from '../components/screen-header';

const paths: Readonly<Record<OperatorAction, ReservationActionName>> = {
  mark_paid: 'mark-paid',
  cancel: 'cancel',
  release: 'release',
};

const done: Readonly<Record<OperatorAction, string>> = {
  mark_paid: 'Marked paid. The student has been e-mailed.',
  cancel: 'Reservation cancelled. The room is back on sale.',
  release: 'Hold released. The room is back on sale.',
};

/**
 * One reservation (issue 20 item 6): the student, the room, the money and the times, with what may
 * be done now (mark a direct payment paid, cancel with the refund the terms give, release a hold),
 * each asked again in a dialog that says what will happen. A reservation that changed meanwhile is
 * shown as it is now, with nothing done.
 */
export default function ReservationScreen() {
  const { reference = '' } = useParams<{ reference: string }>();
  const store = useAdminService(RESERVATIONS_CONSOLE_STORE);
  const { resource, reload, update } = useConsoleResource(useCallback(() => store.get(reference), [store, reference]));
  return (
    <Loaded resource={resource} loading="Loading the reservation…" onRetry={reload}>
      {(detail) =>
        detail ? (
          <ReservationView detail={detail} onChange={(next) => update(() => next)} />
        ) : (
          <>
            <ScreenHeader title="Reservation not found" />
            <p>
              No reservation has the reference {reference}. <Link href="/reservations">Back to the reservations</Link>
            </p>
          </>
        )
      }
    </Loaded>
  );
}

/** A reservation as read, with what may be done to it; `onChange` with its new state (null: gone). */
function ReservationView({
  detail,
  onChange,
}: {
  readonly detail: StaffReservationDetail;
  readonly onChange: (detail: StaffReservationDetail | null) => void;
}) {
  const store = useAdminService(RESERVATIONS_CONSOLE_STORE);
  const toasts = useToastActions();
  const [asking, setAsking] = useState<OperatorAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const { reservation: r, option, cancellation } = detail;
  const details = r.details;

  const act = async (action: OperatorAction) => {
    setBusy(true);
    try {
      const answer = await store.act(r.reference, paths[action]);
      setAsking(null);
      if (answer.kind === 'not_found') return onChange(null);
      onChange(answer.detail);
      if (answer.kind === 'refused') {
        setNotice(answer.message);
        return;
      }
      setNotice(answer.warning ?? null);
      toasts.show('success', done[action]);
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'That could not be done. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const refundLine =
    cancellation.refundBy === 'none'
      ? 'Nothing is refunded: no deposit has been paid.'
      : cancellation.refundBy === 'provider'
        ? `${pounds(cancellation.refundPence)} of the ${pounds(r.depositPence)} deposit is refunded to the student's card through the payment provider.`
        : `${pounds(cancellation.refundPence)} of the ${pounds(r.depositPence)} deposit is due back to the student: they paid you directly, so pay it back to them yourself.`;
  const coolingLine = cancellation.coolingOff
    ? `Within the 14-day cooling-off period (until ${formatLondonTime(cancellation.coolingOffEnds)}): the whole deposit is refunded.`
    : `The cooling-off period ended on ${formatLondonTime(cancellation.coolingOffEnds)}: your cancellation terms apply.`;

  const dialogs: Readonly<Record<OperatorAction, { title: string; body: string; confirm: string; danger: boolean }>> = {
    mark_paid: {
      title: `Mark ${r.reference} paid?`,
      body: `Only when the ${pounds(r.depositPence)} holding deposit has reached your account. The student is e-mailed that their room is secured.`,
      confirm: 'Mark paid',
      danger: false,
    },
    cancel: {
      title: `Cancel ${r.reference}?`,
      body: `${r.status === 'paid' ? `${coolingLine} ` : ''}${refundLine} The room goes back on sale and the student is e-mailed. This cannot be undone.`,
      confirm: 'Cancel reservation',
      danger: true,
    },
    release: {
      title: `Release the hold ${r.reference}?`,
      body: 'The room goes back on sale now, before the 15 minutes run out. Only do this for a hold the student left.',
      confirm: 'Release hold',
      danger: true,
    },
  };
  const dialog = asking ? dialogs[asking] : null;

  return (
    <>
      <p className="admin-breadcrumb">
        <Link href="/reservations">Reservations</Link>
      </p>
      <ScreenHeader
        title={`Reservation ${r.reference}`}
        description={
          <span className={`admin-status admin-status-${r.status}`}>{RESERVATION_STATUS_LABELS[r.status]}</span>
        }
      />
      {notice && (
        <div role="alert" className="admin-alert admin-alert-warning">
          {notice}
        </div>
      )}
      <div className="admin-inbox-detail">
        <div className="admin-inbox-main">
          <section className="admin-card" aria-labelledby="reservation-student">
            <h2 id="reservation-student" className="admin-section-title">
              Student
            </h2>
            {details ? (
              <dl className="admin-answers">
                <Row label="Name">{details.name}</Row>
                <Row label="E-mail">
                  <a href={`mailto:${details.email}`}>{details.email}</a>
                </Row>
                <Row label="Phone">{details.phone}</Row>
                <Row label="Date of birth">{details.dateOfBirth}</Row>
                <Row label="University">{details.university}</Row>
                <Row label="Year of study">{details.yearOfStudy}</Row>
                <Row label="Guarantor">{GUARANTOR_LABELS[details.guarantor]}</Row>
              </dl>
            ) : (
              <p className="admin-muted">
                {r.status === 'held'
                  ? 'The student has not given their details yet.'
                  : 'No personal details: none were given, or they were erased on request (the payment record is kept for the accounts).'}
              </p>
            )}
          </section>
          <section className="admin-card" aria-labelledby="reservation-room">
            <h2 id="reservation-room" className="admin-section-title">
              Room
            </h2>
            <dl className="admin-answers">
              <Row label="Residence">
                {option.propertyName}, {option.cityName}
              </Row>
              <Row label="Room type">{option.roomTypeName}</Row>
              <Row label="Tenancy">
                {option.academicYear}: {option.weeks} weeks, {formatLondonDay(`${option.startDate}T12:00:00Z`)} to{' '}
                {formatLondonDay(`${option.endDate}T12:00:00Z`)}
              </Row>
              <Row label="Rent">{pounds(option.pricePerWeekPence)} a week</Row>
              <Row label="Rooms left now">{option.roomsAvailable}</Row>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="reservation-money">
            <h2 id="reservation-money" className="admin-section-title">
              Money
            </h2>
            <dl className="admin-answers">
              <Row label="Total agreed">{r.totalPence === null ? 'Not yet' : pounds(r.totalPence)}</Row>
              <Row label="Holding deposit">{r.depositPence === null ? 'Not yet' : pounds(r.depositPence)}</Row>
              <Row label="Paid">
                {r.paymentMethod === 'stripe'
                  ? 'Online (Stripe)'
                  : r.paymentMethod === 'direct'
                    ? 'To you directly'
                    : '—'}
                {r.paymentReference ? ` (${r.paymentReference})` : ''}
              </Row>
              <Row label="Terms accepted">{r.termsVersion ?? 'Not yet'}</Row>
              {r.refundPence !== null && r.status === 'cancelled' && (
                <Row label="Refunded">{pounds(r.refundPence)}</Row>
              )}
              {detail.refund && <Row label="Refund">{LATE_REFUND_WORDS[detail.refund.state](detail.refund.pence)}</Row>}
            </dl>
          </section>
        </div>
        <div className="admin-inbox-side">
          <section className="admin-card" aria-labelledby="reservation-actions">
            <h2 id="reservation-actions" className="admin-section-title">
              Actions
            </h2>
            {detail.refund ? (
              <div
                className={`admin-alert ${detail.refund.state === 'failed' ? 'admin-alert-warning' : 'admin-alert-info'}`}
              >
                <p>
                  The student paid after their hold ended, and the room had gone to someone else. They have been
                  e-mailed why.
                </p>
                <p>{LATE_REFUND_WORDS[detail.refund.state](detail.refund.pence)}</p>
                {detail.refund.problem && <p className="admin-muted">{detail.refund.problem}</p>}
              </div>
            ) : detail.actions.length === 0 ? (
              <p className="admin-muted">Nothing more can be done: this reservation has ended.</p>
            ) : (
              <>
                {r.status === 'paid' && <p className="admin-hint">{coolingLine}</p>}
                <div className="admin-reservation-actions">
                  {detail.actions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={
                        action === 'mark_paid'
                          ? 'admin-button admin-button-primary'
                          : 'admin-button admin-button-danger'
                      }
                      onClick={() => setAsking(action)}
                    >
                      {OPERATOR_ACTION_LABELS[action]}
                    </button>
                  ))}
                </div>
              </>
            )}
          </section>
          <section className="admin-card" aria-labelledby="reservation-times">
            <h2 id="reservation-times" className="admin-section-title">
              Times
            </h2>
            <dl className="admin-answers admin-answers-narrow">
              <Row label="Held">{formatLondonTime(r.heldAt)}</Row>
              {r.status === 'held' && <Row label="Hold ends">{formatLondonTime(r.holdExpiresAt)}</Row>}
              {r.confirmedAt && <Row label="Confirmed">{formatLondonTime(r.confirmedAt)}</Row>}
              {r.cancelledAt && <Row label="Cancelled">{formatLondonTime(r.cancelledAt)}</Row>}
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="reservation-history">
            <h2 id="reservation-history" className="admin-section-title">
              History
            </h2>
            {detail.history.length === 0 ? (
              <p className="admin-muted">No changes from the console yet.</p>
            ) : (
              <ul className="admin-history">
                {detail.history.map((entry) => (
                  <li key={`${entry.at}-${entry.summary}`}>
                    <span className="admin-muted">
                      {formatLondonTime(entry.at)}, {entry.actor}
                    </span>
                    <br />
                    {entry.summary}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      {dialog && asking && (
        <ConfirmDialog
          open
          title={dialog.title}
          confirmLabel={dialog.confirm}
          cancelLabel="Keep it as it is"
          danger={dialog.danger}
          busy={busy}
          onConfirm={() => void act(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>{dialog.body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** A late payment's refund, as staff read it. */
const LATE_REFUND_WORDS: Readonly<Record<'pending' | 'failed' | 'refunded', (pence: number) => string>> = {
  pending: (pence) => `${pounds(pence)} to refund: pending with the payment provider.`,
  failed: (pence) =>
    `${pounds(pence)} to refund: failed, the payment provider refused it. It is tried again every minute; if it keeps failing, refund it from the provider's dashboard.`,
  refunded: (pence) => `${pounds(pence)} refunded by the payment provider.`,
};

function Row({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
