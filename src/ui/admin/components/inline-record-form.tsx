import { type FormEvent, type ReactNode, useState } from 'react';
import { useToastActions } from './admin-services';
import { StaleNotice } from './catalogue-fields';
import { type FormValues, useRecordForm } from './record-form';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A save's answer, as the catalogue store gives it for one kind of record. */
export type InlineSave<R> =
  | { readonly kind: 'saved'; readonly record: R }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'stale'; readonly message: string; readonly current: R }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * A small record edited in a card above its list (a city, a university): its form values, the
 * save with its toast, the server's field messages, a stale save's newer version to load, and the
 * unsaved-changes guard. `save` is given the values and the record as read (null: a new one).
 */
export function useInlineRecord<R extends { readonly name: string }, V extends FormValues>(options: {
  readonly initial: R | null;
  readonly blank: V;
  readonly valuesOf: (record: R) => V;
  readonly save: (values: V, record: R | null) => Promise<InlineSave<R>>;
  readonly onDone: (saved: R | null) => void;
}) {
  const { initial, blank, valuesOf, save, onDone } = options;
  const toasts = useToastActions();
  const [record, setRecord] = useState(initial);
  const form = useRecordForm<V>(initial ? valuesOf(initial) : blank);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<{ message: string; current: R } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mayLeave = useUnsavedChanges(form.dirty && !busy);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const saved = await save(form.values, record);
      if (saved.kind === 'saved') {
        form.reset(valuesOf(saved.record));
        toasts.show('success', `${saved.record.name} is ${record ? 'saved' : 'added'}.`);
        onDone(saved.record);
      } else if (saved.kind === 'invalid') {
        form.setErrors(saved.fields);
        setProblem(saved.message);
      } else if (saved.kind === 'stale') setStale({ message: saved.message, current: saved.current });
      else setProblem(saved.message);
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const loadTheirs = () => {
    if (!stale) return;
    setRecord(stale.current);
    form.reset(valuesOf(stale.current));
    setStale(null);
    setProblem(null);
  };

  return { record, form, busy, stale, problem, mayLeave, submit, loadTheirs };
}

/** The card such a record is edited in: its title, a stale save's notice, the save's problem, then the fields. */
export function InlineRecordForm({
  id,
  title,
  editor,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly editor: Pick<ReturnType<typeof useInlineRecord>, 'stale' | 'problem' | 'submit' | 'loadTheirs'>;
  readonly children: ReactNode;
}) {
  return (
    <form
      className="admin-card admin-inline-form"
      onSubmit={(e) => void editor.submit(e)}
      noValidate
      aria-labelledby={id}
    >
      <h2 id={id} className="admin-section-title">
        {title}
      </h2>
      {editor.stale && <StaleNotice message={editor.stale.message} onReload={editor.loadTheirs} />}
      {editor.problem && (
        <p role="alert" className="admin-alert admin-alert-error">
          {editor.problem}
        </p>
      )}
      {children}
    </form>
  );
}
