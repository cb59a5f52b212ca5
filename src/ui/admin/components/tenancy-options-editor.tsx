import { useEffect, useId, useRef, useState } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { BILLING_FREQUENCIES, CURRENCIES } from '../../../domain/catalogue/catalogue-editing';
import { penceFromPounds, poundsText } from '../../../domain/catalogue/price-sheet';
import type { EditableRoomType, EditableTenancyOption } from '../../../ports/catalogue-editor.port';
import { useAdminService, useToastActions } from './admin-services';
import { ConfirmDialog } from './confirm-dialog';
import { numberField } from './record-form';

interface Values {
  readonly academicYear: string;
  readonly weeks: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly pounds: string;
  readonly billingFrequency: string;
  readonly currency: string;
  readonly roomsAvailable: string;
  readonly soldOut: boolean;
}

interface Row {
  readonly key: string;
  /** As saved; null for a let not saved yet. */
  readonly option: EditableTenancyOption | null;
  readonly values: Values;
  readonly errors: Readonly<Record<string, string>>;
  readonly stale: { readonly message: string; readonly current: EditableTenancyOption } | null;
  readonly busy: boolean;
}

const valuesOf = (o: EditableTenancyOption): Values => ({
  academicYear: o.academicYear,
  weeks: String(o.weeks),
  startDate: o.startDate,
  endDate: o.endDate,
  pounds: poundsText(o.pricePerWeekPence),
  billingFrequency: o.billingFrequency,
  currency: o.currency,
  roomsAvailable: String(o.roomsAvailable),
  soldOut: o.soldOut,
});

const same = (a: Values, b: Values) => (Object.keys(a) as (keyof Values)[]).every((k) => a[k] === b[k]);
const rowOf = (o: EditableTenancyOption): Row => ({
  key: o.id,
  option: o,
  values: valuesOf(o),
  errors: {},
  stale: null,
  busy: false,
});
const nameOf = (row: Row) =>
  row.option ? `${row.option.academicYear}, ${row.option.weeks} weeks from ${row.option.startDate}` : 'the new let';

/** The server's field for each column (the price is kept in pence, typed in pounds). */
const columns: readonly { key: keyof Values; field: string; label: string }[] = [
  { key: 'academicYear', field: 'academicYear', label: 'Academic year' },
  { key: 'weeks', field: 'weeks', label: 'Weeks' },
  { key: 'startDate', field: 'startDate', label: 'Starts' },
  { key: 'endDate', field: 'endDate', label: 'Ends' },
  { key: 'pounds', field: 'pricePerWeekPence', label: 'Price a week (£)' },
  { key: 'billingFrequency', field: 'billingFrequency', label: 'Billed' },
  { key: 'currency', field: 'currency', label: 'Currency' },
  { key: 'roomsAvailable', field: 'roomsAvailable', label: 'Rooms available' },
  { key: 'soldOut', field: 'soldOut', label: 'Sold out' },
];

export interface TenancyOptionsEditorProps {
  readonly roomType: EditableRoomType;
  readonly options: readonly EditableTenancyOption[];
  /** The lets as saved, after each save or removal. */
  readonly onChange: (options: readonly EditableTenancyOption[]) => void;
  /** Whether a row has changes not saved (for the screen's unsaved-changes warning). */
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly canWrite: boolean;
}

/**
 * A room type's lets (tenancy options, issue 18 item 5) edited in a table: each row is saved on its
 * own, from the version it was read at, and shows the domain's refusal beside the field it is about
 * (weeks that do not match the dates, a price of nothing). Prices are typed in pounds and kept in pence.
 */
export function TenancyOptionsEditor({
  roomType,
  options,
  onChange,
  onDirtyChange,
  canWrite,
}: TenancyOptionsEditorProps) {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const toasts = useToastActions();
  const [rows, setRows] = useState<readonly Row[]>(() =>
    [...options].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.weeks - b.weeks).map(rowOf),
  );
  const [removing, setRemoving] = useState<Row | null>(null);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const counter = useRef(0);
  const id = useId();

  const dirty = rows.some((r) => !r.option || !same(r.values, valuesOf(r.option)));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const saved = (next: readonly Row[]) => onChange(next.flatMap((r) => (r.option ? [r.option] : [])));
  const patch = (key: string, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const edit = (row: Row, key: keyof Values, value: string | boolean) =>
    patch(row.key, { values: { ...row.values, [key]: value } });

  const add = () => {
    const last = rows.at(-1);
    const values: Values = last
      ? { ...last.values, soldOut: false }
      : {
          academicYear: '',
          weeks: '',
          startDate: '',
          endDate: '',
          pounds: '',
          billingFrequency: 'weekly',
          currency: 'GBP',
          roomsAvailable: '0',
          soldOut: false,
        };
    counter.current += 1;
    setRows((all) => [
      ...all,
      { key: `new-${counter.current}`, option: null, values, errors: {}, stale: null, busy: false },
    ]);
  };

  const save = async (row: Row) => {
    const v = row.values;
    const pence = penceFromPounds(v.pounds);
    if (pence === null) {
      patch(row.key, { errors: { pricePerWeekPence: 'Give the weekly price in pounds, such as 189.50.' } });
      return;
    }
    const fields = {
      academicYear: v.academicYear,
      weeks: numberField(v.weeks),
      startDate: v.startDate,
      endDate: v.endDate,
      pricePerWeekPence: pence,
      billingFrequency: v.billingFrequency,
      currency: v.currency,
      roomsAvailable: numberField(v.roomsAvailable),
      soldOut: v.soldOut,
    };
    patch(row.key, { busy: true, errors: {}, stale: null });
    try {
      const outcome = row.option
        ? await store.update('tenancy_option', row.option.id, row.option.version, fields)
        : await store.create('tenancy_option', { ...fields, roomTypeId: roomType.id });
      if (outcome.kind === 'saved') {
        const next = rows.map((r) => (r.key === row.key ? { ...rowOf(outcome.record), key: row.key } : r));
        setRows(next);
        saved(next);
        toasts.show('success', `The let ${outcome.record.academicYear} from ${outcome.record.startDate} is saved.`);
      } else if (outcome.kind === 'invalid') patch(row.key, { busy: false, errors: outcome.fields });
      else if (outcome.kind === 'stale')
        patch(row.key, { busy: false, stale: { message: outcome.message, current: outcome.current } });
      else patch(row.key, { busy: false, errors: { row: outcome.message } });
    } catch (error) {
      patch(row.key, { busy: false });
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    }
  };

  const remove = async () => {
    const row = removing;
    if (!row?.option) return;
    try {
      const outcome = await store.remove('tenancy_option', row.option.id, row.option.version);
      if (outcome.kind === 'deleted') {
        const next = rows.filter((r) => r.key !== row.key);
        setRows(next);
        saved(next);
        setRemoving(null);
        toasts.show('success', `The let ${nameOf(row)} is removed.`);
      } else setRemoveProblem(outcome.message);
    } catch (error) {
      setRemoveProblem(error instanceof Error ? error.message : 'Please try again.');
    }
  };

  const control = (row: Row, c: (typeof columns)[number]) => {
    const error = row.errors[c.field];
    const label = `${c.label}, ${nameOf(row)}`;
    const described = error ? `${id}-${row.key}-${c.key}-error` : undefined;
    const common = {
      'aria-label': label,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': described,
      disabled: !canWrite || row.busy,
    };
    const value = row.values[c.key];
    const input =
      c.key === 'soldOut' ? (
        <input
          {...common}
          type="checkbox"
          checked={value as boolean}
          onChange={(e) => edit(row, c.key, e.target.checked)}
        />
      ) : c.key === 'billingFrequency' || c.key === 'currency' ? (
        <select {...common} value={value as string} onChange={(e) => edit(row, c.key, e.target.value)}>
          {(c.key === 'currency' ? CURRENCIES : BILLING_FREQUENCIES).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={c.key === 'startDate' || c.key === 'endDate' ? 'date' : 'text'}
          inputMode={
            c.key === 'pounds' ? 'decimal' : c.key === 'weeks' || c.key === 'roomsAvailable' ? 'numeric' : undefined
          }
          value={value as string}
          onChange={(e) => edit(row, c.key, e.target.value)}
        />
      );
    return (
      <td
        key={c.key}
        data-label={c.label}
        className={`options-cell options-cell-${c.key}${error ? ' admin-field-invalid' : ''}`}
      >
        {input}
      </td>
    );
  };

  return (
    <section className="admin-card options-editor" aria-labelledby={`${id}-title`}>
      <div className="admin-card-head">
        <div>
          <h2 id={`${id}-title`} className="admin-section-title">
            Lets and prices
          </h2>
          <p className="admin-hint">
            Each row is a tenancy option visitors can book. Weeks must match the dates (part of a week counts as one);
            the price is per week, in pounds.
          </p>
        </div>
        {canWrite && (
          <button type="button" className="admin-button admin-button-small" onClick={add}>
            Add a let
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="admin-muted">No lets yet: visitors cannot book this room type until it has one.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards options-table">
            <caption className="visually-hidden">Lets of {roomType.name}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={`options-cell-${c.key}`}>
                    {c.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const changed = !row.option || !same(row.values, valuesOf(row.option));
                return [
                  <tr key={row.key} className={changed ? 'options-row-changed' : undefined}>
                    {columns.map((c) => control(row, c))}
                    <td className="admin-cell-end">
                      {canWrite && (
                        <div className="admin-row-actions">
                          <button
                            type="button"
                            className="admin-button admin-button-primary admin-button-small"
                            disabled={!changed || row.busy}
                            onClick={() => void save(row)}
                          >
                            {row.busy ? 'Saving…' : 'Save'}
                            <span className="visually-hidden"> {nameOf(row)}</span>
                          </button>
                          <button
                            type="button"
                            className="admin-button admin-button-danger-quiet admin-button-small options-remove"
                            title="Remove this let"
                            disabled={row.busy}
                            onClick={() => {
                              if (row.option) {
                                setRemoveProblem(null);
                                setRemoving(row);
                              } else setRows((all) => all.filter((r) => r.key !== row.key));
                            }}
                          >
                            <span aria-hidden="true">✕</span>
                            <span className="visually-hidden">Remove {nameOf(row)}</span>
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>,
                  columns.some((c) => row.errors[c.field]) && (
                    <tr key={`${row.key}-errors`} className="options-notice">
                      <td colSpan={columns.length + 1}>
                        <ul className="options-errors">
                          {columns.flatMap((c) =>
                            row.errors[c.field]
                              ? [
                                  <li key={c.key} id={`${id}-${row.key}-${c.key}-error`} className="admin-error">
                                    <span className="visually-hidden">Error: </span>
                                    {c.label}: {row.errors[c.field]}
                                  </li>,
                                ]
                              : [],
                          )}
                        </ul>
                      </td>
                    </tr>
                  ),
                  (row.stale || row.errors.row) && (
                    <tr key={`${row.key}-notice`} className="options-notice">
                      <td colSpan={columns.length + 1}>
                        <div role="alert" className="admin-alert admin-alert-warning">
                          <p className="admin-alert-text">{row.stale?.message ?? row.errors.row}</p>
                          {row.stale && (
                            <button
                              type="button"
                              className="admin-button admin-button-small"
                              onClick={() => {
                                const current = row.stale?.current;
                                if (current) patch(row.key, { ...rowOf(current), key: row.key });
                              }}
                            >
                              Load their version
                            </button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ),
                ];
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove the let ${removing ? nameOf(removing) : ''}?`}
        confirmLabel="Remove"
        danger
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        {removeProblem && (
          <p role="alert" className="admin-alert admin-alert-error">
            {removeProblem}
          </p>
        )}
        <p>Visitors can no longer book it. The audit log keeps what it was.</p>
      </ConfirmDialog>
    </section>
  );
}
