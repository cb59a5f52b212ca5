import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { POSTS_CONSOLE_STORE } from '../../../application/content/posts-console.tokens';
import { PICTURES_CONSOLE_STORE } from '../../../application/pictures/pictures.tokens';
import { NOW } from '../../../application/shared/now';
import { slugFor } from '../../../domain/catalogue/catalogue-editing';
import { londonInstant, londonParts } from '../../../domain/shared/london-time';
import type { ConsolePicture } from '../../../ports/pictures-console.port';
import type { EditablePost } from '../../../ports/posts-editor.port';
import { useAdminService } from '../components/admin-services';
import { TextField } from '../components/catalogue-fields';
import { RecordScreen } from '../components/console-resource';
import { Field } from '../components/field';
import { PictureUploader } from '../components/picture-uploader';
import { RecordEditorForm, useRecordEditor } from '../components/record-editor';
import { useMoveToTrash } from '../components/record-removal';
import { ScreenHeader } from '../components/screen-header';
import { postState } from './posts.screen';

type Draft = {
  readonly title: string;
  readonly slug: string;
  readonly category: string;
  readonly author: string;
  readonly excerpt: string;
  readonly body: string;
  /** 'draft' or 'published'. */
  readonly status: string;
  /** London wall time, as the date and time inputs read. */
  readonly day: string;
  readonly time: string;
  /** '' for no cover. */
  readonly coverMediaId: string;
};

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
    coverMediaId: post?.coverMediaId ?? '',
  };
}

/**
 * One blog post (issue 19 item 1): title, address, category, author, excerpt, the body in Markdown
 * with a preview made by the server exactly as the post page shows it, a cover from the picture
 * library (or uploaded here), and draft or published from a London date and time.
 */
export default function PostEditScreen() {
  const { id = 'new' } = useParams<{ id: string }>();
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const read = useCallback(async () => {
    if (id === 'new') return { post: null };
    const post = await posts.get('post', id);
    return post && { post };
  }, [posts, id]);
  return (
    <RecordScreen
      read={read}
      loading="Loading the post…"
      missing={{
        title: 'This post does not exist',
        reason: 'It may have been deleted.',
        back: '/content/posts',
        backLabel: 'All posts',
      }}
    >
      {(read) => <PostEditor post={read.post} />}
    </RecordScreen>
  );
}

function PostEditor({ post: initial }: { readonly post: EditablePost | null }) {
  const isNew = initial === null;
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const timeNow = useAdminService(NOW);
  const [, navigate] = useLocation();
  const [now] = useState(() => timeNow());
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<string | null>(null);
  const tabs = useId();
  const editor = useRecordEditor<EditablePost, Draft>({
    initial,
    blank: draftOf(null, now),
    valuesOf: (found) => draftOf(found, now),
    save: async (draft, record) => {
      const at = londonInstant(draft.day, draft.time);
      if (at === null)
        return {
          kind: 'invalid',
          message: 'Check the publish date.',
          fields: { publishedAt: 'That date and time does not exist in London (the clocks skip it).' },
        };
      const { day: _day, time: _time, coverMediaId, ...rest } = draft;
      const fields = { ...rest, publishedAt: new Date(at).toISOString(), coverMediaId: coverMediaId || null };
      return record ? posts.update('post', record.id, record.version, fields) : posts.create('post', fields);
    },
    savedMessage: (saved) => `Saved “${saved.title}”.`,
    onSaved: (saved, created) => {
      if (created) navigate(`/content/posts/${saved.id}`, { replace: true });
    },
  });
  const { form, record: post } = editor;
  const trash = useMoveToTrash<EditablePost>({
    title: (p) => `Move “${p.title}” to the trash?`,
    consequence: () => 'It leaves the site at once. Restore it from Trash within 30 days.',
    remove: (p) => posts.remove('post', p.id, p.version),
    moved: (p) => `“${p.title}” moved to the trash (restore it from Trash within 30 days).`,
    onDone: (moved) => {
      if (moved) navigate('/content/posts');
    },
  });

  const setTitle = (title: string) => {
    form.set('title', title);
    if (!slugTouched) form.set('slug', slugFor(title));
  };

  const showPreview = useCallback(async () => {
    setTab('preview');
    setPreview(null);
    try {
      setPreview(await posts.preview(form.values.body));
    } catch (error) {
      setPreview(`<p>${error instanceof Error ? error.message : 'The preview could not be made.'}</p>`);
    }
  }, [posts, form.values.body]);

  const state = post ? postState(post, timeNow()) : null;
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
      <RecordEditorForm
        editor={editor}
        label={isNew ? 'New post' : 'Post'}
        fieldsClassName="post-editor"
        submitLabel={isNew ? 'Create post' : 'Save post'}
        extra={
          post && (
            <button type="button" className="admin-button admin-button-danger-quiet" onClick={() => trash.ask(post)}>
              Move to trash
            </button>
          )
        }
      >
        <div className="post-editor-main admin-card">
          <Field label="Title" name="title" required error={form.errors.title}>
            {(c) => <input {...c} value={form.values.title} required onChange={(e) => setTitle(e.target.value)} />}
          </Field>
          <Field
            label="Address"
            name="slug"
            hint="/blog/ followed by this: lower-case words joined by hyphens."
            required
            error={form.errors.slug}
          >
            {(c) => (
              <input
                {...c}
                value={form.values.slug}
                required
                onChange={(e) => {
                  setSlugTouched(true);
                  form.set('slug', e.target.value);
                }}
              />
            )}
          </Field>
          <TextField
            form={form}
            name="excerpt"
            label="Excerpt"
            hint="One or two sentences for the blog listing and search results."
            rows={3}
            required
          />
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
              name="body"
              hint="## for a sub-heading, - for a list, **bold**, _italic_, [words](https://address) for a link. HTML is shown as text."
              required
              error={form.errors.body}
            >
              {(c) => (
                <textarea
                  {...c}
                  className="post-body-input"
                  rows={18}
                  value={form.values.body}
                  required
                  onChange={(e) => form.set('body', e.target.value)}
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
          <fieldset className="admin-card post-publishing" data-label="Publishing">
            <legend className="admin-section-title">Publishing</legend>
            <div className="admin-radios">
              {(['draft', 'published'] as const).map((s) => (
                <label key={s} className="admin-radio">
                  <input
                    type="radio"
                    name="status"
                    value={s}
                    checked={form.values.status === s}
                    onChange={() => form.set('status', s)}
                  />{' '}
                  {s === 'draft' ? 'Draft (not on the site)' : 'Published'}
                </label>
              ))}
            </div>
            <Field
              label="Publish date (London)"
              name="publishedAt"
              hint="A future date keeps it off the site until then."
              error={form.errors.publishedAt}
            >
              {(c) => (
                <input {...c} type="date" value={form.values.day} onChange={(e) => form.set('day', e.target.value)} />
              )}
            </Field>
            <Field label="Time (London)">
              {(c) => (
                <input {...c} type="time" value={form.values.time} onChange={(e) => form.set('time', e.target.value)} />
              )}
            </Field>
          </fieldset>
          <div className="admin-card">
            <TextField form={form} name="category" label="Category" required />
            <TextField form={form} name="author" label="Author" required />
          </div>
          <CoverPicker
            value={form.values.coverMediaId || null}
            error={form.errors.coverMediaId ?? null}
            onChange={(coverMediaId) => form.set('coverMediaId', coverMediaId ?? '')}
          />
        </div>
      </RecordEditorForm>
      {trash.dialog}
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
    <fieldset className="admin-card cover-picker" data-label="Cover picture">
      <legend className="admin-section-title">Cover picture</legend>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <label className="admin-label" htmlFor={searchId}>
        Search the library
      </label>
      <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <ul className="cover-picker-grid">
        <li>
          <button
            type="button"
            className="cover-picker-none"
            name="coverMediaId"
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
