import { type ReactNode, useState } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import type { CatalogueEntities, CatalogueEntity } from '../../../ports/catalogue-editor.port';
import { useAdminService } from './admin-services';
import type { Column } from './data-table';
import { type RecordEditor, RecordEditorForm } from './record-editor';
import { editDeleteColumn, useRecordRemoval } from './record-removal';
import { useMayChange } from './screen-access';

/**
 * What a catalogue list whose records are edited in a card above it (cities, universities) does
 * the same way: which record is open (null for a new one), Edit and Delete in each row for a role
 * that may change the catalogue, the delete dialog, the add button, and closing the form (the list
 * read again after a save).
 */
export function useInlineRecords<K extends CatalogueEntity, R extends CatalogueEntities[K] & { readonly name: string }>(
  kind: K,
  reload: () => void,
) {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const canWrite = useMayChange();
  const [editing, setEditing] = useState<{ readonly record: R | null } | null>(null);
  const removal = useRecordRemoval<R>({
    name: (row) => row.name,
    remove: (row) => store.remove(kind, row.id, row.version),
    onRemoved: reload,
  });
  /** The Edit and Delete column, for a role that may change the catalogue; none for one that may only read. */
  const actionColumns: Column<R>[] = canWrite
    ? [
        editDeleteColumn<R>(
          (row) => row.name,
          (row) => setEditing({ record: row }),
          removal.ask,
        ),
      ]
    : [];
  /** The header's button that opens an empty form; none while a form is open, or for a role that may only read. */
  const addButton = (label: string): ReactNode =>
    canWrite &&
    !editing && (
      <button type="button" className="admin-button admin-button-primary" onClick={() => setEditing({ record: null })}>
        {label}
      </button>
    );
  /** Closes the form; the list is read again when it saved. */
  const done = (saved: unknown) => {
    setEditing(null);
    if (saved) reload();
  };
  return { editing, actionColumns, addButton, done, removalDialog: removal.dialog };
}

/** The toast a catalogue record's inline form shows once saved: "Manchester is added." / "Manchester is saved." */
export const savedByName = (saved: { readonly name: string }, created: boolean) =>
  `${saved.name} is ${created ? 'added' : 'saved'}.`;

/**
 * The card a catalogue record is edited in above its list: "Add a city" or "Edit Manchester", its
 * save bar ("Add city" / "Save city"), and Cancel, which asks first when there are unsaved changes.
 */
export function InlineRecordForm({
  editor,
  noun,
  onDone,
  children,
}: {
  readonly editor: RecordEditor & {
    readonly record: { readonly name: string } | null;
    readonly mayLeave: () => boolean;
  };
  /** The kind of record, as in "Add a city". */
  readonly noun: string;
  readonly onDone: (saved: null) => void;
  readonly children: ReactNode;
}) {
  const { record, mayLeave } = editor;
  const heading = record ? `Edit ${record.name}` : `Add a ${noun}`;
  return (
    <RecordEditorForm
      editor={editor}
      label={heading}
      title={heading}
      submitLabel={record ? `Save ${noun}` : `Add ${noun}`}
      onCancel={() => {
        if (mayLeave()) onDone(null);
      }}
    >
      {children}
    </RecordEditorForm>
  );
}
