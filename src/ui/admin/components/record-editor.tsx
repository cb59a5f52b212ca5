import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { RecordSave } from '../../../ports/versioned-records.port';
import { useToastActions } from './admin-services';
import { StaleNotice } from './catalogue-fields';
import { FormActions } from './form-actions';
import { type FormValues, useRecordForm } from './record-form';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A save's answer, as the catalogue and content stores give it for one kind of record. */
export type { RecordSave };

export interface RecordEditorOptions<R, V extends FormValues> {
  /** The record as read; null for a new one. */
  readonly initial: R | null;
  readonly blank: V;
  readonly valuesOf: (record: R) => V;
  /** Sends the values (the record as read, or null: create). */
  readonly save: (values: V, record: R | null) => Promise<RecordSave<R>>;
  /** The toast after a save: "Mill is saved." */
  readonly savedMessage: (record: R, created: boolean) => string;
  /** After the toast, with the record as saved (close the card, go to the new record's address…). */
  readonly onSaved?: (record: R, created: boolean) => void;
  /** Changes the screen keeps beside the form (a room type's lets), guarded the same way. */
  readonly alsoDirty?: boolean;
}

/**
 * One way to edit a console record (issue 36 item 2, ADR 096), whatever its kind: the values as
 * typed, the save with its toast, the server's message for each field, a stale save's newer
 * version to load, the unsaved-changes guard, and focus moved to the first refused field (or to
 * the refusal beside Save when no field is named), so an error is never far from the action.
 */
export function useRecordEditor<R, V extends FormValues>(options: RecordEditorOptions<R, V>) {
  const { initial, blank, valuesOf, save, savedMessage, onSaved, alsoDirty = false } = options;
  const toasts = useToastActions();
  const [record, setRecord] = useState(initial);
  const form = useRecordForm<V>(initial ? valuesOf(initial) : blank);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<{ readonly message: string; readonly current: R } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Counts refusals, so each one moves focus once it is drawn. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const mayLeave = useUnsavedChanges((form.dirty || alsoDirty) && !busy);
  const { reset, setErrors } = form;

  useEffect(() => {
    if (refusals === 0) return;
    const firstField = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstField ?? barRef.current)?.focus();
  }, [refusals]);

  // The latest options, so `load` stays one function however the screen writes them.
  const latest = useRef({ valuesOf, blank });
  latest.current = { valuesOf, blank };
  /** Starts again from this record as read (a screen's own load, or someone else's version). */
  const load = useCallback(
    (next: R | null) => {
      setRecord(next);
      reset(next ? latest.current.valuesOf(next) : latest.current.blank);
      setStale(null);
      setProblem(null);
    },
    [reset],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const saved = await save(form.values, record);
      if (saved.kind === 'saved') {
        load(saved.record);
        toasts.show('success', savedMessage(saved.record, record === null));
        onSaved?.(saved.record, record === null);
        return;
      }
      if (saved.kind === 'stale') {
        setStale({ message: saved.message, current: saved.current });
        return;
      }
      setErrors(saved.kind === 'invalid' ? saved.fields : {});
      setProblem(saved.message);
      setRefusals((n) => n + 1);
    } catch (error) {
      setErrors({});
      setProblem(error instanceof Error ? error.message : 'The save did not reach the server. Please try again.');
      setRefusals((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const loadTheirs = () => {
    if (stale) load(stale.current);
  };

  return { record, form, busy, stale, problem, mayLeave, submit, load, loadTheirs, formRef, barRef };
}

/** What the form and its save bar need of an editor, whatever its record and values. */
export interface RecordEditor {
  readonly form: { readonly errors: Readonly<Record<string, string>> };
  readonly busy: boolean;
  readonly stale: { readonly message: string } | null;
  readonly problem: string | null;
  readonly submit: (event: FormEvent) => Promise<void>;
  readonly loadTheirs: () => void;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly barRef: RefObject<HTMLDivElement | null>;
}

/** A refused field's label as the form shows it ("Name"), or its key when the form does not show it. */
function labelOf(form: HTMLFormElement | null, key: string): { readonly label: string; readonly shown: boolean } {
  const control = form?.querySelector<HTMLElement>(`[name="${CSS.escape(key)}"]`);
  const label = control?.closest('[data-label]')?.getAttribute('data-label');
  return control && label ? { label, shown: true } : { label: key, shown: false };
}

/**
 * The bar Save sits in, kept at the bottom of the window while the form is on screen: the
 * refusal, and every refused field by its label (a button to each), then the form's buttons.
 */
export function SaveBar({
  editor,
  submitLabel,
  onCancel,
  cancelLabel,
  extra,
}: {
  readonly editor: RecordEditor;
  readonly submitLabel: string;
  readonly onCancel?: () => void;
  readonly cancelLabel?: string;
  readonly extra?: ReactNode;
}) {
  const { form, problem, formRef, barRef } = editor;
  const [named, setNamed] = useState<readonly { key: string; label: string; shown: boolean; message: string }[]>([]);
  // The labels are read from the form as drawn, after the errors are.
  useLayoutEffect(() => {
    const order = [...(formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? [])].map((e) =>
      e.getAttribute('name'),
    );
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    setNamed(
      Object.entries(form.errors)
        .map(([key, message]) => ({ key, message, ...labelOf(formRef.current, key) }))
        .sort((a, b) => rank(a.key) - rank(b.key)),
    );
  }, [form.errors, formRef]);
  const goTo = (key: string) => formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(key)}"]`)?.focus();

  return (
    <div className="admin-save-bar">
      {(problem || named.length > 0) && (
        <div ref={barRef} role="alert" tabIndex={-1} className="admin-alert admin-alert-error admin-save-bar-problem">
          {problem && <p className="admin-alert-text">{problem}</p>}
          {named.length > 0 && (
            <ul className="admin-save-bar-fields">
              {named.map((n) => (
                <li key={n.key}>
                  {n.shown ? (
                    <button type="button" className="admin-link-button" onClick={() => goTo(n.key)}>
                      {n.label}
                    </button>
                  ) : (
                    n.label
                  )}
                  : {n.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FormActions
        submitLabel={submitLabel}
        busy={editor.busy}
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        extra={extra}
      />
    </div>
  );
}

/**
 * A record's form: a card with its title (a small record edited above its list) or a page's
 * cards (children), a stale save's notice at the top, the fields (read-only, and no Save, for a
 * role that may only read), and the save bar.
 */
export function RecordEditorForm({
  editor,
  label,
  title,
  submitLabel,
  fieldsClassName,
  mayChange = true,
  onCancel,
  cancelLabel,
  extra,
  children,
}: {
  readonly editor: RecordEditor;
  /** The form's name for screen readers. */
  readonly label: string;
  /** A card's heading; none on a page whose header names the record. */
  readonly title?: string;
  readonly submitLabel: string;
  /** The fields' own layout (a page's grid of cards). */
  readonly fieldsClassName?: string;
  readonly mayChange?: boolean;
  readonly onCancel?: () => void;
  readonly cancelLabel?: string;
  readonly extra?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <form
      ref={editor.formRef}
      className={title ? 'admin-form admin-card admin-inline-form admin-record-form' : 'admin-form admin-record-form'}
      onSubmit={(e) => void editor.submit(e)}
      noValidate
      aria-label={label}
    >
      {title && <h2 className="admin-section-title">{title}</h2>}
      {editor.stale && <StaleNotice message={editor.stale.message} onReload={editor.loadTheirs} />}
      <fieldset
        className={fieldsClassName ? `admin-record-fields ${fieldsClassName}` : 'admin-record-fields'}
        disabled={!mayChange}
      >
        {children}
      </fieldset>
      {mayChange && (
        <SaveBar
          editor={editor}
          submitLabel={submitLabel}
          onCancel={onCancel}
          cancelLabel={cancelLabel}
          extra={extra}
        />
      )}
    </form>
  );
}
