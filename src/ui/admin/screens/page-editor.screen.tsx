import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PAGES_CONSOLE_STORE } from '../../../application/content/pages-console.tokens';
import { PICTURES_CONSOLE_STORE } from '../../../application/pictures/pictures.tokens';
import { ASIDE_STYLES, MEDIA_SIDES, type PageLink } from '../../../domain/content/content';
import type { StoredPageBlock } from '../../../domain/content/content-records';
import {
  BLOCK_TYPES,
  type BlockType,
  emptyBlock,
  moveBlock,
  type PageDraft,
} from '../../../domain/content/page-editing';
import { FORM_KINDS } from '../../../domain/enquiries/enquiry';
import { londonInstant, londonParts } from '../../../domain/shared/london-time';
import type { ConsolePageRecord, PageSave } from '../../../ports/pages-console.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { Field } from '../components/field';
import { formatLondonTime } from '../components/format';
import { useMoveToTrash } from '../components/record-removal';
import { ScreenHeader } from '../components/screen-header';
import { useUnsavedChanges } from '../components/use-unsaved-changes';
import { statusLabels } from './pages.screen';

export const blockLabels: Readonly<Record<BlockType, string>> = {
  'rich-text': 'Text',
  hero: 'Picture beside the title',
  image: 'Picture',
  'media-text': 'Picture with text',
  cards: 'Cards',
  facts: 'Figures',
  'call-to-action': 'Call to action',
  'faq-list': 'Questions (FAQ category)',
  'property-list': 'Residences',
  'university-list': 'Universities',
  form: 'Enquiry form',
  aside: 'Side panel',
};

type Errors = Readonly<Record<string, string>>;
type Picture = { readonly id: string; readonly alt: string };

function TextField(props: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  rows?: number;
  hint?: string;
}) {
  return (
    <Field label={props.label} error={props.error ?? null} required={props.required ?? false} hint={props.hint}>
      {(c) =>
        props.rows ? (
          <textarea
            {...c}
            rows={props.rows}
            value={props.value ?? ''}
            onChange={(e) => props.onChange(e.target.value)}
          />
        ) : (
          <input {...c} value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value)} />
        )
      }
    </Field>
  );
}

function PictureField(props: {
  value: string | null;
  pictures: readonly Picture[];
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  return (
    <Field label="Picture" required error={props.error ?? null} hint="Upload pictures under Pictures first.">
      {(c) => (
        <select {...c} value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value || null)}>
          <option value="">Choose a picture</option>
          {props.pictures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.alt || p.id}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function LinksField(props: {
  label: string;
  links: readonly PageLink[];
  onChange: (links: PageLink[]) => void;
  errors: Errors;
  prefix: string;
}) {
  const set = (i: number, change: Partial<PageLink>) =>
    props.onChange(props.links.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <fieldset className="admin-fieldset">
      <legend>{props.label}</legend>
      {props.links.map((link, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position
        <div key={i} className="admin-inline-fields">
          <TextField
            label="Label"
            value={link.label}
            onChange={(v) => set(i, { label: v })}
            error={props.errors[`${props.prefix}.${i}.label`]}
          />
          <TextField
            label="Goes to"
            value={link.href}
            hint="/a-page or https://…"
            onChange={(v) => set(i, { href: v })}
            error={props.errors[`${props.prefix}.${i}.href`]}
          />
          <button
            type="button"
            className="admin-button admin-button-quiet"
            onClick={() => props.onChange(props.links.filter((_, j) => j !== i))}
          >
            Remove link
          </button>
        </div>
      ))}
      <button
        type="button"
        className="admin-button"
        onClick={() => props.onChange([...props.links, { label: '', href: '' }])}
      >
        Add a link
      </button>
    </fieldset>
  );
}

/** The fields of one block, by its kind. */
function BlockFields({
  block,
  errors,
  pictures,
  onChange,
}: {
  block: StoredPageBlock;
  errors: Errors;
  pictures: readonly Picture[];
  onChange: (block: StoredPageBlock) => void;
}) {
  const set = (change: object) => onChange({ ...block, ...change } as StoredPageBlock);
  const heading = (required = false) => (
    <TextField
      label="Heading"
      required={required}
      value={'heading' in block ? block.heading : ''}
      onChange={(v) => set({ heading: required ? v : v || null })}
      error={errors.heading}
    />
  );
  switch (block.type) {
    case 'rich-text':
      return (
        <>
          {heading()}
          <TextField
            label="Text"
            required
            rows={8}
            hint="Blank lines between paragraphs; ## starts a sub-heading; - starts a list item."
            value={block.body}
            onChange={(v) => set({ body: v })}
            error={errors.body}
          />
        </>
      );
    case 'hero':
    case 'image':
      return (
        <>
          <PictureField
            value={block.mediaId}
            pictures={pictures}
            onChange={(v) => set({ mediaId: v })}
            error={errors.mediaId}
          />
          <TextField
            label="Alt text"
            hint="Leave empty to use the picture’s own."
            value={block.alt}
            onChange={(v) => set({ alt: v })}
            error={errors.alt}
          />
          {block.type === 'image' && (
            <TextField
              label="Caption"
              value={block.caption}
              onChange={(v) => set({ caption: v || null })}
              error={errors.caption}
            />
          )}
        </>
      );
    case 'media-text':
      return (
        <>
          {heading(true)}
          <TextField
            label="Text"
            required
            rows={5}
            value={block.body}
            onChange={(v) => set({ body: v })}
            error={errors.body}
          />
          <PictureField
            value={block.mediaId}
            pictures={pictures}
            onChange={(v) => set({ mediaId: v })}
            error={errors.mediaId}
          />
          <TextField label="Alt text" value={block.alt} onChange={(v) => set({ alt: v })} error={errors.alt} />
          <Field label="Picture on the" error={errors.mediaSide ?? null}>
            {(c) => (
              <select {...c} value={block.mediaSide ?? 'right'} onChange={(e) => set({ mediaSide: e.target.value })}>
                {MEDIA_SIDES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label="Link label"
            value={block.link?.label}
            onChange={(v) => set({ link: v || block.link?.href ? { label: v, href: block.link?.href ?? '' } : null })}
            error={errors['link.label']}
          />
          <TextField
            label="Link goes to"
            value={block.link?.href}
            hint="/a-page or https://…"
            onChange={(v) => set({ link: v || block.link?.label ? { label: block.link?.label ?? '', href: v } : null })}
            error={errors['link.href']}
          />
        </>
      );
    case 'cards':
      return (
        <>
          {heading()}
          {errors.cards && <p className="admin-error">{errors.cards}</p>}
          {block.cards.map((card, i) => {
            const setCard = (change: object) =>
              set({ cards: block.cards.map((c, j) => (j === i ? { ...c, ...change } : c)) });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are edited in place, by position
              <fieldset key={i} className="admin-fieldset">
                <legend>Card {i + 1}</legend>
                <TextField
                  label="Title"
                  required
                  value={card.title}
                  onChange={(v) => setCard({ title: v })}
                  error={errors[`cards.${i}.title`]}
                />
                <TextField
                  label="Text"
                  required
                  rows={2}
                  value={card.body}
                  onChange={(v) => setCard({ body: v })}
                  error={errors[`cards.${i}.body`]}
                />
                <TextField
                  label="Goes to"
                  hint="Optional: /a-page or https://…"
                  value={card.href}
                  onChange={(v) => setCard({ href: v || null })}
                  error={errors[`cards.${i}.href`]}
                />
                <button
                  type="button"
                  className="admin-button admin-button-quiet"
                  onClick={() => set({ cards: block.cards.filter((_, j) => j !== i) })}
                >
                  Remove card
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="admin-button"
            onClick={() => set({ cards: [...block.cards, { title: '', body: '', href: null }] })}
          >
            Add a card
          </button>
        </>
      );
    case 'facts':
      return (
        <>
          {heading()}
          {errors.facts && <p className="admin-error">{errors.facts}</p>}
          {block.facts.map((fact, i) => {
            const setFact = (change: object) =>
              set({ facts: block.facts.map((f, j) => (j === i ? { ...f, ...change } : f)) });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: figures are edited in place, by position
              <div key={i} className="admin-inline-fields">
                <TextField
                  label="Figure"
                  required
                  value={fact.value}
                  onChange={(v) => setFact({ value: v })}
                  error={errors[`facts.${i}.value`]}
                />
                <TextField
                  label="What it counts"
                  required
                  value={fact.label}
                  onChange={(v) => setFact({ label: v })}
                  error={errors[`facts.${i}.label`]}
                />
                <button
                  type="button"
                  className="admin-button admin-button-quiet"
                  onClick={() => set({ facts: block.facts.filter((_, j) => j !== i) })}
                >
                  Remove figure
                </button>
              </div>
            );
          })}
          <button
            type="button"
            className="admin-button"
            onClick={() => set({ facts: [...block.facts, { value: '', label: '' }] })}
          >
            Add a figure
          </button>
        </>
      );
    case 'call-to-action':
      return (
        <>
          {heading(true)}
          <TextField
            label="Text"
            required
            rows={2}
            value={block.body}
            onChange={(v) => set({ body: v })}
            error={errors.body}
          />
          <TextField
            label="Button label"
            required
            value={block.label}
            onChange={(v) => set({ label: v })}
            error={errors.label}
          />
          <TextField
            label="Button goes to"
            required
            hint="/a-page or https://…"
            value={block.href}
            onChange={(v) => set({ href: v })}
            error={errors.href}
          />
        </>
      );
    case 'faq-list':
      return (
        <>
          {heading()}
          <TextField
            label="FAQ category"
            required
            value={block.category}
            onChange={(v) => set({ category: v })}
            error={errors.category}
          />
        </>
      );
    case 'property-list':
      return (
        <>
          {heading()}
          <TextField
            label="Only this city (slug)"
            hint="Empty for every city, e.g. manchester."
            value={block.citySlug}
            onChange={(v) => set({ citySlug: v || null })}
            error={errors.citySlug}
          />
          <label className="admin-check">
            <input
              type="checkbox"
              checked={block.featuredOnly ?? false}
              onChange={(e) => set({ featuredOnly: e.target.checked })}
            />{' '}
            Featured residences only
          </label>
        </>
      );
    case 'university-list':
      return heading();
    case 'form':
      return (
        <>
          {heading()}
          <Field label="Which form" error={errors.form ?? null}>
            {(c) => (
              <select {...c} value={block.form} onChange={(e) => set({ form: e.target.value })}>
                {FORM_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      );
    case 'aside':
      return (
        <>
          <Field label="Panel shows" error={errors.style ?? null}>
            {(c) => (
              <select {...c} value={block.style} onChange={(e) => set({ style: e.target.value })}>
                {ASIDE_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'contact' ? 'Contact details (from the site settings)' : 'Links'}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {heading(true)}
          <TextField
            label="Text"
            rows={2}
            value={block.body}
            onChange={(v) => set({ body: v || null })}
            error={errors.body}
          />
          <LinksField
            label="Links"
            prefix="links"
            links={block.links ?? []}
            errors={errors}
            onChange={(links) => set({ links })}
          />
        </>
      );
  }
}

const errorsOf = (fields: Errors, prefix: string): Errors =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );

/** One content page (issue 19 item 1): its blocks edited as a draft, previewed, published now or at a London time. */
export default function PageEditorScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const store = useAdminService(PAGES_CONSOLE_STORE);
  const picturesStore = useAdminService(PICTURES_CONSOLE_STORE);
  const toasts = useToastActions();
  const [, navigate] = useLocation();
  const [page, setPage] = useState<ConsolePageRecord | null | undefined>(undefined);
  const [draft, setDraft] = useState<PageDraft | null>(null);
  const [slug, setSlug] = useState('');
  const [fields, setFields] = useState<Errors>({});
  const [pictures, setPictures] = useState<readonly Picture[]>([]);
  const [adding, setAdding] = useState<BlockType>('rich-text');
  const [when, setWhen] = useState({ date: '', time: '09:00' });
  const [busy, setBusy] = useState(false);
  const trash = useMoveToTrash<ConsolePageRecord>({
    title: (p) => `Move /${p.slug} to the trash?`,
    consequence: (p) => <p>Visitors will find nothing at /{p.slug}. Restore it from Trash within 30 days.</p>,
    remove: (p) => store.remove(p.id, p.version),
    moved: (p) => `/${p.slug} moved to the trash (restore it from Trash within 30 days).`,
    onDone: (moved) => {
      if (moved) navigate('/content/pages');
    },
  });
  const dirty = page && draft ? JSON.stringify(draft) !== JSON.stringify(page.draft) : false;
  useUnsavedChanges(dirty);

  const show = useCallback((p: ConsolePageRecord) => {
    setPage(p);
    setDraft(p.draft);
    setSlug(p.slug);
    if (p.publishAt) setWhen(londonParts(Date.parse(p.publishAt)));
  }, []);

  useEffect(() => {
    void store.get(id).then(
      (p) => (p ? show(p) : setPage(null)),
      () => setPage(null),
    );
    void picturesStore.list({ offset: 0, limit: 200 }).then(
      (answer) => answer.kind === 'listed' && setPictures(answer.pictures),
      () => {},
    );
  }, [store, picturesStore, id, show]);

  const act = async (work: () => Promise<PageSave>, done: string) => {
    setBusy(true);
    try {
      const saved = await work();
      if (saved.kind === 'saved') {
        show(saved.page);
        setFields({});
        toasts.show('success', done);
      } else if (saved.kind === 'invalid') {
        setFields(saved.fields);
        toasts.show('error', saved.message);
      } else if (saved.kind === 'stale') {
        toasts.show('error', saved.message);
        show(saved.current);
      } else toasts.show('error', saved.message);
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (page === undefined) return <p>Loading…</p>;
  if (page === null || !draft)
    return (
      <p role="alert">
        This page does not exist (it may have been deleted). <Link href="/content/pages">Back to pages</Link>
      </p>
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(() => store.saveDraft(page.id, page.version, draft), 'Draft saved. Visitors see it once you publish.');
  };
  const setBlocks = (blocks: readonly StoredPageBlock[]) => setDraft({ ...draft, blocks });
  // The London date and time chosen, as the instant the port stores (an ISO time), or null when none is.
  const instant = when.date ? londonInstant(when.date, when.time) : null;
  const publishAt = instant === null ? null : new Date(instant).toISOString();

  return (
    <>
      <ScreenHeader
        title={draft.title || 'Untitled page'}
        description={
          <>
            /{page.slug} · {statusLabels[page.status]}
            {page.publishAt ? ` for ${formatLondonTime(page.publishAt)} (London)` : ''}
            {page.publishedAt ? ` · last published ${formatLondonTime(page.publishedAt)}` : ''}
          </>
        }
        actions={
          <>
            <a className="admin-button" href={store.previewUrl(page.id)} target="_blank" rel="noopener">
              Preview{dirty ? ' (last saved draft)' : ''}
            </a>
            <button
              type="button"
              className="admin-button admin-button-primary"
              disabled={busy || dirty || (page.status === 'published' && !page.hasDraft)}
              title={dirty ? 'Save the draft first' : undefined}
              onClick={() => void act(() => store.publish(page.id, page.version), `/${page.slug} is published.`)}
            >
              Publish now
            </button>
          </>
        }
      />
      <div className="page-editor">
        <form className="admin-form admin-record-form" onSubmit={save} noValidate>
          <section className="admin-panel">
            <h2>Page</h2>
            <TextField
              label="Title"
              required
              value={draft.title}
              onChange={(v) => setDraft({ ...draft, title: v })}
              error={fields.title}
            />
            <TextField
              label="Description"
              required
              rows={2}
              hint="One or two sentences for search results, under the title."
              value={draft.description}
              onChange={(v) => setDraft({ ...draft, description: v })}
              error={fields.description}
            />
          </section>
          <section className="admin-panel" aria-labelledby="blocks-heading">
            <h2 id="blocks-heading">Blocks</h2>
            {fields.blocks && <p className="admin-error">{fields.blocks}</p>}
            {draft.blocks.length === 0 && <p className="admin-hint">No blocks yet: add the first below.</p>}
            <ol className="page-blocks-editor">
              {draft.blocks.map((block, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; their place is who they are
                <li key={`${i}:${block.type}`} className="page-block-editor">
                  <fieldset className="admin-fieldset">
                    <legend>
                      {i + 1}. {blockLabels[block.type]}
                    </legend>
                    {fields[`blocks.${i}`] && <p className="admin-error">{fields[`blocks.${i}`]}</p>}
                    <BlockFields
                      block={block}
                      pictures={pictures}
                      errors={errorsOf(fields, `blocks.${i}.`)}
                      onChange={(b) => setBlocks(draft.blocks.map((x, j) => (j === i ? b : x)))}
                    />
                    <div className="admin-block-actions">
                      <button
                        type="button"
                        className="admin-button admin-button-quiet"
                        disabled={i === 0}
                        onClick={() => setBlocks(moveBlock(draft.blocks, i, -1))}
                        aria-label={`Move block ${i + 1} up`}
                      >
                        Move up
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button-quiet"
                        disabled={i === draft.blocks.length - 1}
                        onClick={() => setBlocks(moveBlock(draft.blocks, i, 1))}
                        aria-label={`Move block ${i + 1} down`}
                      >
                        Move down
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button-danger"
                        onClick={() => setBlocks(draft.blocks.filter((_, j) => j !== i))}
                        aria-label={`Remove block ${i + 1}`}
                      >
                        Remove
                      </button>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
            <div className="admin-inline-fields">
              <Field label="Add a block">
                {(c) => (
                  <select {...c} value={adding} onChange={(e) => setAdding(e.target.value as BlockType)}>
                    {BLOCK_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {blockLabels[t]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <button
                type="button"
                className="admin-button"
                onClick={() => setBlocks([...draft.blocks, emptyBlock(adding)])}
              >
                Add block
              </button>
            </div>
          </section>
          <div className="admin-form-actions">
            <button type="submit" className="admin-button admin-button-primary" disabled={busy || !dirty}>
              {busy ? 'Saving…' : 'Save draft'}
            </button>
            {dirty && <span className="admin-hint">Unsaved changes</span>}
          </div>
        </form>
        <section className="admin-panel" aria-labelledby="schedule-heading">
          <h2 id="schedule-heading">Publish at a set time</h2>
          <p className="admin-hint">London time. The saved draft goes on the site by itself within a minute of it.</p>
          <div className="admin-inline-fields">
            <Field label="Date" error={fields.publishAt ?? null}>
              {(c) => (
                <input
                  {...c}
                  type="date"
                  value={when.date}
                  onChange={(e) => setWhen({ ...when, date: e.target.value })}
                />
              )}
            </Field>
            <Field label="Time">
              {(c) => (
                <input
                  {...c}
                  type="time"
                  value={when.time}
                  onChange={(e) => setWhen({ ...when, time: e.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="admin-button"
              disabled={busy || dirty || publishAt === null}
              onClick={() =>
                void act(() => store.schedule(page.id, page.version, publishAt), `/${page.slug} is scheduled.`)
              }
            >
              Schedule
            </button>
            {page.publishAt && (
              <button
                type="button"
                className="admin-button admin-button-quiet"
                disabled={busy}
                onClick={() =>
                  void act(() => store.schedule(page.id, page.version, null), 'The schedule is cancelled.')
                }
              >
                Cancel the schedule
              </button>
            )}
          </div>
        </section>
        <section className="admin-panel" aria-labelledby="address-heading">
          <h2 id="address-heading">Address</h2>
          <div className="admin-inline-fields">
            <TextField
              label="Address"
              hint="A published page’s old address sends visitors to the new one."
              value={slug}
              onChange={setSlug}
              error={fields.slug}
            />
            <button
              type="button"
              className="admin-button"
              disabled={busy || slug === page.slug}
              onClick={() =>
                void act(() => store.changeSlug(page.id, page.version, slug), `The page is now at /${slug}.`)
              }
            >
              Move the page
            </button>
          </div>
          <button type="button" className="admin-button admin-button-danger" onClick={() => trash.ask(page)}>
            Move to trash
          </button>
        </section>
      </div>
      {trash.dialog}
    </>
  );
}
