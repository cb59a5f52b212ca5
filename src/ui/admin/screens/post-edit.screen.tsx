import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { POSTS_CONSOLE_STORE } from '../../../application/content/posts-console.tokens';
import { PICTURES_CONSOLE_STORE } from '../../../application/pictures/pictures.tokens';
import { slugFor } from '../../../domain/catalogue/catalogue-editing';
import { londonInstant, londonParts } from '../../../domain/shared/london-time';
import { CLOCK } from '../../../ports/clock.port';
import type { ConsolePicture } from '../../../ports/pictures-console.port';
import type { EditablePost } from '../../../ports/posts-editor.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { PictureUploader } from '../components/picture-uploader';
import { ScreenHeader } from '../components/screen-header';
import { useUnsavedChanges } from '../components/use-unsaved-changes';
import { postState } from './posts.screen';

interface Draft {
  readonly title: string;
  readonly slug: string;
  readonly category: string;
  readonly author: string;
  readonly excerpt: string;
  readonly body: string;
  readonly status: EditablePost['status'];
  /** London wall time, as the date and time inputs read. */
  readonly day: string;
  readonly time: string;
  readonly coverMediaId: string | null;
}

function draftOf(post: EditablePost | null, nowMs: number): Draft {
  const at = londonParts(post ? Date.parse(post.publishedAt) : nowMs);
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    category: post?.category ?? '',
    author: post?.author ?? '',
    excerpt: post?.excerpt ?? '',
    body: post?.body ?? '',
    status: post?.status ?? 'draft',
    day: at.date,
    time: at.time,
    coverMediaId: post?.coverMediaId ?? null,
  };
}

/**
 * One blog post (issue 19 item 1): title, address, category, author, excerpt, the body in Markdown
 * with a preview made by the server exactly as the post page shows it, a cover from the picture
 * library (or uploaded here), and draft or published from a London date and time.
 */
export default function PostEditScreen() {
  const { id = 'new' } = useParams<{ id: string }>();
  const isNew = id === 'new';
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const clock = useAdminService(CLOCK);
  const toasts = useToastActions();
  const [, navigate] = useLocation();
  const [post, setPost] = useState<EditablePost | null>(null);
  const [baseline, setBaseline] = useState<Draft | null>(() => (isNew ? draftOf(null, clock.now()) : null));
  const [draft, setDraft] = useState<Draft | null>(baseline);
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const tabs = useId();

  useEffect(() => {
    if (isNew) return;
    posts.get('post', id).then(
      (found) => {
        setPost(found);
        if (found) {
          setBaseline(draftOf(found, clock.now()));
          setDraft(draftOf(found, clock.now()));
        } else setMessage('This post does not exist (it may have been deleted).');
      },
      (error: unknown) => setMessage(error instanceof Error ? error.message : String(error)),
    );
  }, [posts, clock, id, isNew]);

  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(baseline);
  useUnsavedChanges(dirty && !busy);

  const set = (change: Partial<Draft>) =>
    setDraft((d) => {
      if (!d) return d;
      const next = { ...d, ...change };
      return change.title !== undefined && !slugTouched ? { ...next, slug: slugFor(change.title) } : next;
    });

  const showPreview = useCallback(async () => {
    setTab('preview');
    setPreview(null);
    try {
      setPreview(await posts.preview(draft?.body ?? ''));
    } catch (error) {
      setPreview(`<p>${error instanceof Error ? error.message : 'The preview could not be made.'}</p>`);
    }
  }, [posts, draft?.body]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const at = londonInstant(draft.day, draft.time);
    if (at === null) {
      setErrors({ publishedAt: 'That date and time does not exist in London (the clocks skip it).' });
      return;
    }
    const fields = {
      title: draft.title,
      slug: draft.slug,
      category: draft.category,
      author: draft.author,
      excerpt: draft.excerpt,
      body: draft.body,
      status: draft.status,
      publishedAt: new Date(at).toISOString(),
      coverMediaId: draft.coverMediaId,
    };
    setBusy(true);
    setMessage(null);
    try {
      const saved = post
        ? await posts.update('post', post.id, post.version, fields)
        : await posts.create('post', fields);
      if (saved.kind === 'saved') {
        setErrors({});
        setPost(saved.record);
        setBaseline(draftOf(saved.record, clock.now()));
        setDraft(draftOf(saved.record, clock.now()));
        toasts.show('success', `Saved “${saved.record.title}”.`);
        if (!post) navigate(`/content/posts/${saved.record.id}`, { replace: true });
      } else if (saved.kind === 'invalid') {
        setErrors(saved.fields);
        setMessage(saved.message);
      } else setMessage(saved.message);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!post) return;
    const removed = await posts.remove('post', post.id, post.version);
    setDeleting(false);
    if (removed.kind === 'deleted') {
      toasts.show('success', `“${post.title}” moved to the trash (restore it from Trash within 30 days).`);
      navigate('/content/posts');
    } else setMessage(removed.message);
  };

  const state = post ? postState(post, clock.now()) : null;
  return (
    <>
      <ScreenHeader
        title={isNew ? 'New post' : (post?.title ?? 'Post')}
        description={
          state ? (
            <>
              <span className={state.className}>{state.label}</span>{' '}
              {post && state.label === 'Published' && <a href={`/blog/${post.slug}`}>See it on the site</a>}
            </>
          ) : (
            'A new post starts as a draft: nobody sees it until you publish it.'
          )
        }
        actions={<Link href="/content/posts">All posts</Link>}
      />
      {message && (
        <p role="alert" className="admin-alert admin-alert-error">
          {message}
        </p>
      )}
      {draft && (
        <form className="admin-form post-editor" onSubmit={submit} noValidate>
          <div className="post-editor-main admin-card">
            <Field label="Title" required error={errors.title}>
              {(c) => (
                <input
                  {...c}
                  className="admin-input"
                  value={draft.title}
                  required
                  onChange={(e) => set({ title: e.target.value })}
                />
              )}
            </Field>
            <Field
              label="Address"
              hint="/blog/ followed by this: lower-case words joined by hyphens."
              required
              error={errors.slug}
            >
              {(c) => (
                <input
                  {...c}
                  className="admin-input"
                  value={draft.slug}
                  required
                  onChange={(e) => {
                    setSlugTouched(true);
                    set({ slug: e.target.value });
                  }}
                />
              )}
            </Field>
            <Field
              label="Excerpt"
              hint="One or two sentences for the blog listing and search results."
              required
              error={errors.excerpt}
            >
              {(c) => (
                <textarea
                  {...c}
                  className="admin-input"
                  rows={3}
                  value={draft.excerpt}
                  required
                  onChange={(e) => set({ excerpt: e.target.value })}
                />
              )}
            </Field>
            <div className="post-body-tabs" role="tablist" aria-label="Body">
              <button
                type="button"
                role="tab"
                id={`${tabs}-write`}
                aria-selected={tab === 'write'}
                aria-controls={`${tabs}-write-panel`}
                className="post-body-tab"
                onClick={() => setTab('write')}
              >
                Write
              </button>
              <button
                type="button"
                role="tab"
                id={`${tabs}-preview`}
                aria-selected={tab === 'preview'}
                aria-controls={`${tabs}-preview-panel`}
                className="post-body-tab"
                onClick={() => void showPreview()}
              >
                Preview
              </button>
            </div>
            <div role="tabpanel" id={`${tabs}-write-panel`} aria-labelledby={`${tabs}-write`} hidden={tab !== 'write'}>
              <Field
                label="Body (Markdown)"
                hint="## for a sub-heading, - for a list, **bold**, _italic_, [words](https://address) for a link. HTML is shown as text."
                required
                error={errors.body}
              >
                {(c) => (
                  <textarea
                    {...c}
                    className="admin-input post-body-input"
                    rows={18}
                    value={draft.body}
                    required
                    onChange={(e) => set({ body: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <div
              role="tabpanel"
              id={`${tabs}-preview-panel`}
              aria-labelledby={`${tabs}-preview`}
              hidden={tab !== 'preview'}
              className="post-preview"
            >
              {preview === null ? (
                <p className="admin-loading">Making the preview…</p>
              ) : (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markdown-it output (HTML off), as the post page shows it (ADR 051)
                <div className="post-preview-body" dangerouslySetInnerHTML={{ __html: preview }} />
              )}
            </div>
          </div>
          <div className="post-editor-side">
            <fieldset className="admin-card post-publishing">
              <legend className="admin-section-title">Publishing</legend>
              <div className="admin-radios">
                {(['draft', 'published'] as const).map((s) => (
                  <label key={s} className="admin-radio">
                    <input
                      type="radio"
                      name="status"
                      value={s}
                      checked={draft.status === s}
                      onChange={() => set({ status: s })}
                    />{' '}
                    {s === 'draft' ? 'Draft (not on the site)' : 'Published'}
                  </label>
                ))}
              </div>
              <Field
                label="Publish date (London)"
                hint="A future date keeps it off the site until then."
                error={errors.publishedAt}
              >
                {(c) => (
                  <input
                    {...c}
                    type="date"
                    className="admin-input"
                    value={draft.day}
                    onChange={(e) => set({ day: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Time (London)">
                {(c) => (
                  <input
                    {...c}
                    type="time"
                    className="admin-input"
                    value={draft.time}
                    onChange={(e) => set({ time: e.target.value })}
                  />
                )}
              </Field>
            </fieldset>
            <div className="admin-card">
              <Field label="Category" required error={errors.category}>
                {(c) => (
                  <input
                    {...c}
                    className="admin-input"
                    value={draft.category}
                    required
                    onChange={(e) => set({ category: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Author" required error={errors.author}>
                {(c) => (
                  <input
                    {...c}
                    className="admin-input"
                    value={draft.author}
                    required
                    onChange={(e) => set({ author: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <CoverPicker
              value={draft.coverMediaId}
              error={errors.coverMediaId ?? null}
              onChange={(coverMediaId) => set({ coverMediaId })}
            />
          </div>
          <div className="post-editor-actions">
            <FormActions
              submitLabel={isNew ? 'Create post' : 'Save post'}
              busy={busy}
              extra={
                post && (
                  <button
                    type="button"
                    className="admin-button admin-button-danger-quiet"
                    onClick={() => setDeleting(true)}
                  >
                    Move to trash
                  </button>
                )
              }
            />
          </div>
        </form>
      )}
      {post && (
        <ConfirmDialog
          open={deleting}
          title={`Move “${post.title}” to the trash?`}
          confirmLabel="Move to trash"
          danger
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        >
          It leaves the site at once. Restore it from Trash within 30 days.
        </ConfirmDialog>
      )}
    </>
  );
}

/** The post's cover: chosen from the picture library (searched by alt text) or uploaded here. */
function CoverPicker({
  value,
  error,
  onChange,
}: {
  readonly value: string | null;
  readonly error: string | null;
  readonly onChange: (id: string | null) => void;
}) {
  const library = useAdminService(PICTURES_CONSOLE_STORE);
  const [search, setSearch] = useState('');
  const [pictures, setPictures] = useState<readonly ConsolePicture[]>([]);
  const [uploaded, setUploaded] = useState<readonly ConsolePicture[]>([]);
  const searchId = useId();

  useEffect(() => {
    library.list({ search: search.trim() || undefined, offset: 0, limit: 12 }).then(
      (outcome) => setPictures(outcome.kind === 'listed' ? outcome.pictures : []),
      () => setPictures([]),
    );
  }, [library, search]);

  const shown = [...uploaded, ...pictures.filter((p) => !uploaded.some((u) => u.id === p.id))];
  return (
    <fieldset className="admin-card cover-picker">
      <legend className="admin-section-title">Cover picture</legend>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <label className="admin-label" htmlFor={searchId}>
        Search the library
      </label>
      <input
        id={searchId}
        type="search"
        className="admin-input"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="cover-picker-grid">
        <li>
          <button
            type="button"
            className="cover-picker-none"
            aria-pressed={value === null}
            onClick={() => onChange(null)}
          >
            No cover
          </button>
        </li>
        {shown.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="cover-picker-choice"
              aria-pressed={value === p.id}
              onClick={() => onChange(p.id)}
            >
              <img src={p.formats.small.url} width={120} height={80} alt="" />
              <span className="visually-hidden">{p.alt}</span>
            </button>
          </li>
        ))}
      </ul>
      {value && !shown.some((p) => p.id === value) && (
        <p className="admin-muted">The cover chosen is not among these pictures.</p>
      )}
      <details className="cover-picker-upload">
        <summary>Upload a new picture</summary>
        <PictureUploader
          onUploaded={(picture) => {
            setUploaded((all) => [picture, ...all]);
            onChange(picture.id);
          }}
        />
      </details>
    </fieldset>
  );
}
