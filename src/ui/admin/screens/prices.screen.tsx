import { useState } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import type { PricePlan } from '../../../domain/catalogue/price-sheet';
import { useAdminService, useToastActions } from '../components/admin-services';
import { useMayChange } from '../components/screen-access';
import { ScreenHeader } from '../components/screen-header';

const fieldNames: Readonly<Record<string, string>> = {
  academicYear: 'Academic year',
  weeks: 'Weeks',
  startDate: 'Start',
  endDate: 'End',
  pricePerWeekPence: 'Price per week',
  billingFrequency: 'Billing',
  currency: 'Currency',
  roomsAvailable: 'Rooms available',
  soldOut: 'Sold out',
};

/**
 * Prices in bulk (issue 18 item 6): download the tenancy options as CSV, choose the edited file,
 * see every change (before -> after) and every refused row with its reason, then apply the changes
 * in one go.
 */
export default function PricesScreen() {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const toasts = useToastActions();
  const canWrite = useMayChange();
  const [csv, setCsv] = useState('');
  const [plan, setPlan] = useState<PricePlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The operator chose to apply only the good rows of a sheet with refused rows. */
  const [skipRefused, setSkipRefused] = useState(false);

  const preview = async (text: string) => {
    setBusy(true);
    setProblem(null);
    setPlan(null);
    setSkipRefused(false);
    try {
      const outcome = await store.previewPrices(text);
      if (outcome.kind === 'plan') setPlan(outcome.plan);
      else setProblem(outcome.message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    setBusy(true);
    try {
      const outcome = await store.applyPrices(csv, { skipRefused });
      if (outcome.kind === 'applied') {
        toasts.show('success', `${outcome.count} tenancy option${outcome.count === 1 ? '' : 's'} updated.`);
        setPlan(null);
        setCsv('');
      } else setProblem(outcome.message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenHeader
        title="Prices in bulk"
        description="Download the tenancy options, edit prices, rooms and sold out in a spreadsheet, then check the changes here before applying them."
        actions={
          <a className="admin-button" href={store.priceSheetUrl} download>
            Download prices (CSV)
          </a>
        }
      />
      {canWrite && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void preview(csv);
          }}
        >
          <label className="admin-label" htmlFor="price-sheet-file">
            Edited sheet (CSV)
          </label>
          <input
            id="price-sheet-file"
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const text = await file.text();
              setCsv(text);
              await preview(text);
            }}
          />
          <label className="admin-label" htmlFor="price-sheet-text">
            Or paste it
          </label>
          <textarea id="price-sheet-text" rows={6} value={csv} onChange={(event) => setCsv(event.target.value)} />
          <button type="submit" className="admin-button" disabled={busy || csv.trim() === ''}>
            Preview changes
          </button>
        </form>
      )}
      {problem && <p role="alert">{problem}</p>}
      {plan && (
        <section aria-label="Preview">
          <p>
            {plan.changes.length} change{plan.changes.length === 1 ? '' : 's'}, {plan.refused.length} refused row
            {plan.refused.length === 1 ? '' : 's'}, {plan.unchanged} unchanged.
          </p>
          {plan.changes.length > 0 && (
            <table className="admin-table">
              <caption>Changes</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Tenancy option</th>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {plan.changes.flatMap((change) =>
                  change.fields.map((field) => (
                    <tr key={`${change.optionId}-${field.field}`}>
                      <td>{change.line}</td>
                      <td>{change.label}</td>
                      <td>{fieldNames[field.field] ?? field.field}</td>
                      <td>{field.before}</td>
                      <td>{field.after}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          )}
          {plan.refused.length > 0 && (
            <table className="admin-table">
              <caption>Refused rows (not applied)</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Tenancy option</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {plan.refused.map((row) => (
                  <tr key={`${row.line}`}>
                    <td>{row.line}</td>
                    <td>{row.label}</td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {plan.refused.length > 0 && (
            <div className="admin-alert admin-alert-warning">
              <p>
                {plan.refused.length === 1 ? 'One row is' : `${plan.refused.length} rows are`} refused, so nothing will
                be applied until {plan.refused.length === 1 ? 'it is' : 'they are'} mended: correct the sheet and
                preview it again.
              </p>
              {plan.changes.length > 0 && (
                <label className="admin-check">
                  <input
                    type="checkbox"
                    checked={skipRefused}
                    onChange={(event) => setSkipRefused(event.target.checked)}
                  />{' '}
                  Apply only the {plan.changes.length} good row{plan.changes.length === 1 ? '' : 's'} and leave the{' '}
                  {plan.refused.length} refused row{plan.refused.length === 1 ? '' : 's'} out
                </label>
              )}
            </div>
          )}
          <button
            type="button"
            className="admin-button admin-button-primary"
            disabled={busy || plan.changes.length === 0 || (plan.refused.length > 0 && !skipRefused)}
            onClick={() => void apply()}
          >
            {plan.refused.length > 0 && skipRefused
              ? `Apply only the ${plan.changes.length} good row${plan.changes.length === 1 ? '' : 's'}`
              : `Apply ${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'}`}
          </button>
        </section>
      )}
    </>
  );
}
