import type { ReactNode } from 'react';

export interface ReportColumn<T> {
  readonly header: ReactNode;
  /** The column's name on a phone's card (each cell says what it is); the header when it is text. */
  readonly label?: string;
  /** Numbers: aligned to the end. */
  readonly end?: boolean;
  readonly className?: string;
  readonly cell: (row: T) => ReactNode;
}

/**
 * A read-only table of a report's rows (analytics): a header per column and, on a phone, each row
 * a card whose cells carry their column's name (the console's table cards, ADR 079).
 */
export function ReportTable<T>({
  caption,
  rows,
  rowKey,
  columns,
}: {
  /** For screen readers (hidden): what a row is and what its columns say. */
  readonly caption?: string;
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  readonly columns: readonly ReportColumn<T>[];
}) {
  const classOf = (c: ReportColumn<T>) =>
    [c.end ? 'admin-cell-end' : '', c.className ?? ''].join(' ').trim() || undefined;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table-cards">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
              <th key={i} scope="col" className={c.end ? 'admin-cell-end' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                  key={i}
                  data-label={c.label ?? (typeof c.header === 'string' ? c.header : undefined)}
                  className={classOf(c)}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A report's section: its heading, what it measures, and its table, or a line saying there is nothing yet. */
export function ReportSection({
  id,
  title,
  intro,
  empty,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro?: ReactNode;
  /** Shown instead of the children when set: "No errors reported in these days." */
  readonly empty: string | null;
  readonly children: ReactNode;
}) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id} className="admin-section-title">
        {title}
      </h2>
      {intro && <p className="admin-muted">{intro}</p>}
      {empty ? <p className="admin-muted">{empty}</p> : children}
    </section>
  );
}
