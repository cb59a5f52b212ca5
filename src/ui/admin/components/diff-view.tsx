/** A value as one line of text: strings as they are, the rest as JSON. */
function show(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

interface DiffRow {
  readonly field: string;
  readonly before: string;
  readonly after: string;
  readonly changed: boolean;
}

/** The fields of a record before and after, one level deep (nested values as JSON). */
export function diffRows(before: unknown, after: unknown): readonly DiffRow[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) {
    const b = show(before);
    const a = show(after);
    return b === '' && a === '' ? [] : [{ field: 'value', before: b, after: a, changed: b !== a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const was = show(b[field]);
    const now = show(a[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
}

/**
 * A record before and after a change (the audit log, issue 18): every field, the changed ones
 * marked in words as well as colour. A record created has no before, one deleted no after.
 */
export function DiffView({ before, after }: { readonly before: unknown; readonly after: unknown }) {
  const rows = diffRows(before, after);
  if (rows.length === 0) return <p className="admin-muted">This entry records no values.</p>;
  const changed = rows.filter((r) => r.changed).length;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-diff">
        <caption className="admin-diff-caption">
          {changed === 0 ? 'No field changed.' : `${changed} field${changed === 1 ? '' : 's'} changed.`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.field} className={r.changed ? 'admin-diff-changed' : undefined}>
              <th scope="row">
                {r.field}
                {r.changed && <span className="admin-diff-mark"> changed</span>}
              </th>
              <td className="admin-diff-before">{r.before || <span className="admin-muted">(none)</span>}</td>
              <td className="admin-diff-after">{r.after || <span className="admin-muted">(none)</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
