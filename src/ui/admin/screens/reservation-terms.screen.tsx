import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'wouter';
import { RESERVATIONS_CONSOLE_STORE } from '../../../application/reservations/reservations.tokens';
import { penceFromPounds } from '../../../domain/catalogue/price-sheet';
import { TENANT_FEES_ACT, termsRefusals } from '../../../domain/reservations/permitted-payments';
import type { ReservationTerms } from '../../../domain/reservations/price-summary';
import type { TermsRecord } from '../../../ports/reservation-repository.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { formatLondonTime } from '../components/format';
import { useMayChange } from '../components/screen-access';
import { ScreenHeader } from '../components/screen-header';
import { useUnsavedChanges } from '../components/use-unsaved-changes';

interface FeeRow {
  readonly key: number;
  readonly label: string;
  readonly pounds: string;
}

interface TermsForm {
  readonly deposit: string;
  readonly tenancyDepositWeeks: string;
  readonly fees: readonly FeeRow[];
  readonly stopSellingStartedAfter: string;
  readonly termsVersion: string;
  readonly termsUrl: string;
  readonly refundPercent: string;
}

let feeKey = 0;
const poundsText = (pence: number) => (pence / 100).toFixed(2);

function formOf(terms: ReservationTerms): TermsForm {
  return {
    deposit: poundsText(terms.holdingDepositPence),
    tenancyDepositWeeks: String(terms.tenancyDepositWeeks ?? 0),
    fees: terms.fees.map((fee) => ({ key: ++feeKey, label: fee.label, pounds: poundsText(fee.pence) })),
    stopSellingStartedAfter: terms.stopSellingStartedAfter ?? '',
    termsVersion: terms.termsVersion,
    termsUrl: terms.termsUrl ?? '',
    refundPercent: String(terms.lateCancellationRefundPercent),
  };
}

/** An amount typed in pounds, in pence; what does not read as one is sent as typed, for the server's message. */
const amount = (text: string): number | string => penceFromPounds(text) ?? text;
const whole = (text: string): number | string => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : text);

/** Terms stored before the law was applied may hold a fee: shown refused until removed (never charged). */
function unlawfulIn(refusals: Readonly<Record<string, string>>) {
  const [first] = Object.values(refusals);
  return first === undefined ? null : { message: first, guidanceUrl: TENANT_FEES_ACT.guidanceUrl };
}

/**
 * The operator's reservation terms (issue 20 item 6, ADR 054's `reservation_terms` row): the
 * holding deposit, the mandatory fees every price summary adds, when started tenancies stop selling, the tenancy
 * terms' version and where they are read, and what is refunded of a deposit after cooling-off.
 * The owner edits them (saved from the version read: a save over someone else's is refused, with
 * "Load their version"); sales read them, to answer students.
 */
export default function ReservationTermsScreen() {
  const store = useAdminService(RESERVATIONS_CONSOLE_STORE);
  const { resource, reload } = useConsoleResource(useCallback(() => store.terms(), [store]));
  return (
    <Loaded resource={resource} loading="Loading the terms…" onRetry={reload}>
      {(record) => <TermsEditor read={record} />}
    </Loaded>
  );
}

/** The terms as read, in a form the owner saves (sales read it, every field disabled). */
function TermsEditor({ read }: { readonly read: TermsRecord }) {
  const store = useAdminService(RESERVATIONS_CONSOLE_STORE);
  const toasts = useToastActions();
  const mayEdit = useMayChange();
  const [first] = useState(() => formOf(read.terms));
  const [record, setRecord] = useState(read);
  const [form, setForm] = useState<TermsForm>(first);
  const [saved, setSaved] = useState<TermsForm>(first);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>(() => termsRefusals(read.terms));
  const [stale, setStale] = useState<{ message: string; record: TermsRecord } | null>(null);
  /** The law's refusal (Tenant Fees Act 2019), from the server's answer or found in the terms as stored. */
  const [unlawful, setUnlawful] = useState<{ message: string; guidanceUrl: string } | null>(() =>
    unlawfulIn(termsRefusals(read.terms)),
  );
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useUnsavedChanges(mayEdit && dirty);

  const show = (shown: TermsRecord) => {
    const next = formOf(shown.terms);
    setRecord(shown);
    setForm(next);
    setSaved(next);
    const refusals = termsRefusals(shown.terms);
    setFields(refusals);
    setUnlawful(unlawfulIn(refusals));
  };

  const set = <K extends keyof TermsForm>(key: K, value: TermsForm[K]) => setForm({ ...form, [key]: value });
  const setFee = (index: number, change: Partial<FeeRow>) =>
    set(
      'fees',
      form.fees.map((fee, i) => (i === index ? { ...fee, ...change } : fee)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await store.saveTerms({
        version: record.version,
        holdingDepositPence: amount(form.deposit) as number,
        tenancyDepositWeeks: whole(form.tenancyDepositWeeks) as number,
        fees: form.fees.map((fee) => ({ label: fee.label, pence: amount(fee.pounds) as number })),
        stopSellingStartedAfter: form.stopSellingStartedAfter,
        termsVersion: form.termsVersion,
        termsUrl: form.termsUrl,
        lateCancellationRefundPercent: whole(form.refundPercent) as number,
      });
      switch (answer.kind) {
        case 'saved':
          setStale(null);
          show(answer.record);
          toasts.show('success', 'Reservation terms saved. New reservations are priced with them.');
          break;
        case 'invalid':
          setFields(answer.fields);
          setUnlawful(null);
          toasts.show('error', answer.message);
          break;
        case 'unlawful':
          setFields(answer.fields);
          setUnlawful({ message: answer.message, guidanceUrl: answer.guidanceUrl });
          break;
        case 'stale':
          setStale({ message: answer.message, record: answer.record });
          break;
      }
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'The terms could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const error = (key: string) => fields[key] ?? null;
  const errorCount = Object.keys(fields).length;

  return (
    <>
      <p className="admin-breadcrumb">
        <Link href="/reservations">Reservations</Link>
      </p>
      <ScreenHeader
        title="Reservation terms"
        description={
          record.updatedAt
            ? `What every reservation is priced and cancelled by. Last saved ${formatLondonTime(record.updatedAt)}.`
            : 'What every reservation is priced and cancelled by. These are the starting terms: nobody has saved them yet.'
        }
      />
      {stale && (
        <div role="alert" className="admin-alert admin-alert-warning">
          {stale.message}{' '}
          <button
            type="button"
            className="admin-link-button"
            onClick={() => {
              show(stale.record);
              setStale(null);
            }}
          >
            Load their version
          </button>
        </div>
      )}
      {unlawful ? (
        <div role="alert" className="admin-alert admin-alert-error">
          {unlawful.message} Nothing is saved until it is removed; it is never charged.{' '}
          <a href={unlawful.guidanceUrl} target="_blank" rel="noreferrer">
            Read the government’s guidance on the Tenant Fees Act
          </a>
        </div>
      ) : (
        errorCount > 0 && (
          <div role="alert" className="admin-alert admin-alert-error">
            Check the highlighted fields ({errorCount}).
          </div>
        )
      )}
      <form className="admin-card admin-terms-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={!mayEdit}>
          <Field
            label="Holding deposit (£)"
            hint="Asked to hold a room; capped at one week of the room's rent (Tenant Fees Act 2019)."
            error={error('holdingDepositPence')}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={form.deposit}
                onChange={(e) => set('deposit', e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Refundable tenancy deposit (weeks of rent)"
            hint="Taken when the tenancy is signed and protected in a deposit scheme; shown with the price in full before a student reserves. At most 5 weeks' rent, 6 for a room whose rent is £50,000 a year or more (a room below that is asked 5). 0 for none."
            error={error('tenancyDepositWeeks')}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={form.tenancyDepositWeeks}
                onChange={(e) => set('tenancyDepositWeeks', e.target.value)}
              />
            )}
          </Field>
          <div>
            <h2 className="admin-section-title">Mandatory fees</h2>
            <p className="admin-hint">
              Rent and the two deposits are all a tenant may be made to pay: any other fee every resident must pay is a
              banned payment under the Tenant Fees Act 2019, refused here and never charged.
            </p>
            {form.fees.length === 0 && <p className="admin-muted">No fees.</p>}
            {form.fees.map((fee, index) => (
              <div key={fee.key} className="admin-fee-row">
                <Field label={`Fee ${index + 1}: what it is`} error={error(`fees.${index}.label`)}>
                  {(control) => (
                    <input {...control} value={fee.label} onChange={(e) => setFee(index, { label: e.target.value })} />
                  )}
                </Field>
                <Field label={`Fee ${index + 1}: amount (£)`} error={error(`fees.${index}.pence`)}>
                  {(control) => (
                    <input
                      {...control}
                      inputMode="decimal"
                      value={fee.pounds}
                      onChange={(e) => setFee(index, { pounds: e.target.value })}
                    />
                  )}
                </Field>
                {mayEdit && (
                  <button
                    type="button"
                    className="admin-button admin-button-danger-quiet"
                    onClick={() =>
                      set(
                        'fees',
                        form.fees.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove fee {index + 1}
                  </button>
                )}
              </div>
            ))}
            {mayEdit && (
              <button
                type="button"
                className="admin-button admin-button-quiet"
                onClick={() => set('fees', [...form.fees, { key: ++feeKey, label: '', pounds: '' }])}
              >
                Add a fee
              </button>
            )}
          </div>
          <Field
            label="Stop selling started tenancies after"
            hint="A tenancy that has begun is sold for the days left, from the first day a student could move in (3 days' notice), until 4 weeks are left. Give a date to stop selling started tenancies after it; leave empty to keep selling them."
            error={error('stopSellingStartedAfter')}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                value={form.stopSellingStartedAfter}
                onChange={(e) => set('stopSellingStartedAfter', e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Tenancy terms version"
            hint="Recorded with every reservation; a student who opened the page under another version is asked to read the terms again."
            error={error('termsVersion')}
          >
            {(control) => (
              <input {...control} value={form.termsVersion} onChange={(e) => set('termsVersion', e.target.value)} />
            )}
          </Field>
          <Field
            label="Where the tenancy terms are read"
            hint="An https:// address, or a page of this site such as /tenancy-terms. Leave empty for none."
            error={error('termsUrl')}
          >
            {(control) => (
              <input {...control} value={form.termsUrl} onChange={(e) => set('termsUrl', e.target.value)} />
            )}
          </Field>
          <Field
            label="Refunded after cooling-off (%)"
            hint="Of the holding deposit, when a paid reservation is cancelled after the 14-day cooling-off period (within it, all of it is refunded). 0 keeps it all."
            error={error('lateCancellationRefundPercent')}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={form.refundPercent}
                onChange={(e) => set('refundPercent', e.target.value)}
              />
            )}
          </Field>
          {mayEdit && <FormActions submitLabel="Save terms" busy={busy} />}
        </fieldset>
      </form>
    </>
  );
}
