import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { ToastStore } from '../../../src/application/notifications/toast.store';
import { token } from '../../../src/ports/token';
import { AdminServicesProvider } from '../../../src/ui/admin/components/admin-services';
import { TextField } from '../../../src/ui/admin/components/catalogue-fields';
import { RecordEditorForm, type RecordSave, useRecordEditor } from '../../../src/ui/admin/components/record-editor';

interface Thing {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly version: number;
}

const blank = { name: '', code: '' };
type Values = typeof blank;
const valuesOf = (t: Thing): Values => ({ name: t.name, code: t.code });

/** One record kind configured for the editor: a name and a code, saved by `save`. */
function Editor({
  initial,
  save,
  mayChange = true,
  saved = [],
}: {
  initial: Thing | null;
  save: (values: Values, record: Thing | null) => Promise<RecordSave<Thing>>;
  mayChange?: boolean;
  saved?: Thing[];
}) {
  const editor = useRecordEditor<Thing, Values>({
    initial,
    blank,
    valuesOf,
    save,
    savedMessage: (t, created) => `${t.name} is ${created ? 'created' : 'saved'}.`,
    onSaved: (t) => saved.push(t),
  });
  return (
    <RecordEditorForm
      editor={editor}
      label="Thing"
      title={editor.record ? `Edit ${editor.record.name}` : 'New thing'}
      submitLabel="Save thing"
      mayChange={mayChange}
    >
      <TextField form={editor.form} name="name" label="Name" required />
      <TextField form={editor.form} name="code" label="Code" required />
    </RecordEditorForm>
  );
}

function renderEditor(props: Parameters<typeof Editor>[0]) {
  const toasts = new ToastStore(new ManualTime());
  const container = new Container();
  container.bind(token<ToastStore>('ToastStore')).toConstantValue(toasts);
  render(
    <AdminServicesProvider container={container}>
      <Editor {...props} />
    </AdminServicesProvider>,
  );
  return { toasts };
}

const settle = () => act(async () => {});
const thing: Thing = { id: 't1', name: 'Mill', code: 'M1', version: 3 };

afterEach(cleanup);

describe('the one edit form of a console record', () => {
  it('names every refused field in the save bar, by its label, and moves focus to the first in the form', async () => {
    renderEditor({
      initial: null,
      save: async () => ({
        kind: 'invalid',
        message: 'Check the fields marked.',
        // Not in the form's order, and one the form does not show.
        fields: { code: 'Capitals, digits and hyphens.', name: 'A name is needed.', cityId: 'Choose a city.' },
      }),
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Thing' }));
    await settle();
    const bar = screen.getByRole('alert');
    expect(bar.textContent).toContain('Check the fields marked.');
    const named = [...bar.querySelectorAll('li')].map((li) => li.textContent);
    expect(named).toEqual(['Name: A name is needed.', 'Code: Capitals, digits and hyphens.', 'cityId: Choose a city.']);
    // Focus on the first refused field as the form shows them, not as the server listed them.
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    // Each name in the bar takes the member to its field.
    fireEvent.click(screen.getByRole('button', { name: 'Code' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Code/));
    expect(screen.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a refusal with no field beside Save, with focus on it', async () => {
    renderEditor({ initial: thing, save: async () => ({ kind: 'refused', message: 'Your role cannot change this.' }) });
    fireEvent.submit(screen.getByRole('form', { name: 'Thing' }));
    await settle();
    const bar = screen.getByRole('alert');
    expect(bar.textContent).toBe('Your role cannot change this.');
    expect(document.activeElement).toBe(bar);
  });

  it('says when the server cannot be reached, beside Save, and keeps what was typed', async () => {
    renderEditor({
      initial: thing,
      save: async () => {
        throw new Error('The console cannot reach the server.');
      },
    });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Mill Court' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Thing' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The console cannot reach the server.');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mill Court');
  });

  it('saves: a toast, the record as saved, nothing left to lose, and the errors gone', async () => {
    const saved: Thing[] = [];
    let answer: RecordSave<Thing> = { kind: 'invalid', message: 'Check the fields marked.', fields: { code: 'No.' } };
    const { toasts } = renderEditor({ initial: thing, save: async () => answer, saved });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'm-1' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Thing' }));
    await settle();
    answer = { kind: 'saved', record: { ...thing, code: 'M-1', version: 4 } };
    fireEvent.submit(screen.getByRole('form', { name: 'Thing' }));
    await settle();
    expect(saved.map((t) => t.version)).toEqual([4]);
    expect(toasts.current().map((t) => t.message)).toEqual(['Mill is saved.']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('M-1');
    expect(screen.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBeNull();
  });

  it('when someone saved first, offers their version, which replaces what was typed', async () => {
    const theirs = { ...thing, name: 'Mill House', version: 4 };
    renderEditor({
      initial: thing,
      save: async () => ({ kind: 'stale', message: 'Sana saved this at 10:04.', current: theirs }),
    });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Mine' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Thing' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Sana saved this at 10:04.');
    fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mill House');
    expect(screen.getByRole('heading', { name: 'Edit Mill House' })).toBeTruthy();
  });

  it('for a role that may only read: the fields cannot be changed and there is no Save', () => {
    renderEditor({ initial: thing, save: async () => ({ kind: 'refused', message: 'no' }), mayChange: false });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save thing' })).toBeNull();
  });
});
