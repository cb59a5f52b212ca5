import { useCallback, useEffect, useState } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { POSTS_CONSOLE_STORE } from '../../../application/content/posts-console.tokens';
import type { EditableProperty } from '../../../ports/catalogue-editor.port';
import type { EditableFaq } from '../../../ports/posts-editor.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { SelectField, TextField } from '../components/catalogue-fields';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { Field } from '../components/field';
import { RecordEditorForm, useRecordEditor } from '../components/record-editor';
import { useMoveToTrash } from '../components/record-removal';
import { ScreenHeader } from '../components/screen-header';

type FaqDraft = {
  readonly category: string;
  readonly question: string;
  readonly answer: string;
  readonly propertyId: string;
  /** 'draft' stays off the site; 'published'. */
  readonly status: string;
};

const blank: FaqDraft = { category: '', question: '', answer: '', propertyId: '', status: 'published' };
const valuesOf = (faq: EditableFaq): FaqDraft => ({
  category: faq.category,
  question: faq.question,
  answer: faq.answer,
  propertyId: faq.propertyId ?? '',
  status: faq.status,
});

/** The questions by category, categories in the order of their first question (as the FAQ page shows them). */
function byCategory(faqs: readonly EditableFaq[]): [string, EditableFaq[]][] {
  const groups = new Map<string, EditableFaq[]>();
  for (const f of [...faqs].sort((a, b) => a.position - b.position)) {
    const group = groups.get(f.category) ?? [];
    group.push(f);
    groups.set(f.category, group);
  }
  return [...groups];
}

/**
 * FAQs (issue 19 item 1): questions by category in the FAQ page's order, each moved up or down
 * within its category with buttons (the keyboard's way too), edited in place, about one residence
 * or general; new questions go to the end of their category.
 */
export default function FaqsScreen() {
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const catalogue = useAdminService(CATALOGUE_CONSOLE_STORE);
  const toasts = useToastActions();
  const [residences, setResidences] = useState<readonly EditableProperty[]>([]);
  const [editing, setEditing] = useState<EditableFaq | 'new' | null>(null);

  const { resource, reload, update } = useConsoleResource(useCallback(() => posts.list('faq'), [posts]));
  useEffect(() => {
    catalogue.list('property').then(setResidences, () => setResidences([]));
  }, [catalogue]);

  const move = async (faq: EditableFaq, direction: 'up' | 'down') => {
    const moved = await posts.moveFaq(faq.id, direction, faq.version);
    if (moved.kind === 'moved') {
      update(() => moved.faqs);
      toasts.show('success', `Moved “${faq.question}” ${direction}.`);
    } else {
      toasts.show('error', moved.message);
      reload();
    }
  };

  const trash = useMoveToTrash<EditableFaq>({
    title: () => 'Move this question to the trash?',
    consequence: (f) => `“${f.question}” leaves the site at once. Restore it from Trash within 30 days.`,
    remove: (f) => posts.remove('faq', f.id, f.version),
    moved: () => 'Question moved to the trash (restore it from Trash within 30 days).',
    onDone: reload,
  });

  const residenceName = (id: string | null) => residences.find((r) => r.id === id)?.name ?? null;
  const categories = resource.status === 'ready' ? byCategory(resource.value) : [];
  return (
    <>
      <ScreenHeader
        title="FAQs"
        description="Questions by category, in the order the FAQ page shows them. Residence questions show on that residence's page first."
        actions={
          <button type="button" className="admin-button admin-button-primary" onClick={() => setEditing('new')}>
            New question
          </button>
        }
      />
      {editing === 'new' && (
        <FaqForm
          categories={categories.map(([c]) => c)}
          residences={residences}
          onDone={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <Loaded resource={resource} loading="Loading the questions…" onRetry={reload}>
        {(faqs) =>
          faqs.length === 0 ? (
            <p className="admin-muted">No questions yet.</p>
          ) : (
            categories.map(([category, list]) => (
              <section key={category} className="admin-card faq-category" aria-labelledby={`faq-${category}`}>
                <h2 id={`faq-${category}`} className="admin-section-title">
                  {category} <span className="admin-muted">({list.length})</span>
                </h2>
                <ol className="faq-list">
                  {list.map((f, i) => (
                    <li key={f.id} className="faq-item">
                      {editing !== 'new' && editing?.id === f.id ? (
                        <FaqForm
                          faq={f}
                          categories={categories.map(([c]) => c)}
                          residences={residences}
                          onDone={() => {
                            setEditing(null);
                            reload();
                          }}
                        />
                      ) : (
                        <>
                          <div className="faq-item-text">
                            <p className="admin-strong">
                              {f.question}
                              {f.status === 'draft' && (
                                <span className="admin-status admin-status-disabled"> Draft</span>
                              )}
                            </p>
                            <p className="admin-muted faq-item-answer">{f.answer}</p>
                            {f.propertyId && (
                              <p className="admin-cell-sub">About {residenceName(f.propertyId) ?? 'a residence'}</p>
                            )}
                          </div>
                          <div className="admin-row-actions">
                            <button
                              type="button"
                              className="admin-button admin-button-small"
                              disabled={i === 0}
                              aria-label={`Move “${f.question}” up`}
                              onClick={() => void move(f, 'up')}
                            >
                              ↑ Up
                            </button>
                            <button
                              type="button"
                              className="admin-button admin-button-small"
                              disabled={i === list.length - 1}
                              aria-label={`Move “${f.question}” down`}
                              onClick={() => void move(f, 'down')}
                            >
                              ↓ Down
                            </button>
                            <button
                              type="button"
                              className="admin-button admin-button-small"
                              aria-label={`Edit “${f.question}”`}
                              onClick={() => setEditing(f)}
                            >
                              Edit
                            </button>
                            <button
                              type="button"
                              className="admin-button admin-button-small admin-button-danger-quiet"
                              aria-label={`Delete “${f.question}”`}
                              onClick={() => trash.ask(f)}
                            >
                              Delete
                            </button>
                          </div>
                        </>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            ))
          )
        }
      </Loaded>
      {trash.dialog}
    </>
  );
}

function FaqForm({
  faq,
  categories,
  residences,
  onDone,
}: {
  readonly faq?: EditableFaq;
  readonly categories: readonly string[];
  readonly residences: readonly EditableProperty[];
  readonly onDone: () => void;
}) {
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const editor = useRecordEditor<EditableFaq, FaqDraft>({
    initial: faq ?? null,
    blank,
    valuesOf,
    save: (draft, record) => {
      const fields = { ...draft, propertyId: draft.propertyId || null };
      return record ? posts.update('faq', record.id, record.version, fields) : posts.create('faq', fields);
    },
    savedMessage: (_saved, created) => (created ? 'Question added at the end of its category.' : 'Question saved.'),
    onSaved: onDone,
  });
  const { form, record, mayLeave } = editor;

  return (
    <RecordEditorForm
      editor={editor}
      label={record ? 'Edit question' : 'New question'}
      title={record ? 'Edit question' : 'New question'}
      submitLabel={record ? 'Save question' : 'Add question'}
      onCancel={() => {
        if (mayLeave()) onDone();
      }}
    >
      <div className="admin-form-row">
        <TextField form={form} name="question" label="Question" required />
        <Field
          label="Category"
          name="category"
          hint="Choose one or type a new one."
          required
          error={form.errors.category}
        >
          {(c) => (
            <>
              <input
                {...c}
                list="faq-categories"
                value={form.values.category}
                required
                onChange={(e) => form.set('category', e.target.value)}
              />
              <datalist id="faq-categories">
                {categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>
      <TextField form={form} name="answer" label="Answer" hint="Blank lines separate paragraphs." rows={4} required />
      <SelectField
        form={form}
        name="propertyId"
        label="About a residence"
        hint="Leave as general for a question about every residence."
        options={[{ value: '', label: 'General' }, ...residences.map((r) => ({ value: r.id, label: r.name }))]}
      />
      <SelectField
        form={form}
        name="status"
        label="On the site"
        hint="A draft stays off the FAQ page and the residence pages."
        options={[
          { value: 'published', label: 'Published' },
          { value: 'draft', label: 'Draft (off the site)' },
        ]}
      />
    </RecordEditorForm>
  );
}
