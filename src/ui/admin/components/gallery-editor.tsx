import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PICTURES_CONSOLE_STORE } from '../../../application/pictures/pictures.tokens';
import type { GalleryEditAnswer } from '../../../application/pictures/pictures-console.store';
import type { GalleryEdit } from '../../../domain/catalogue/gallery';
import type { ConsolePicture, GalleryAnswer, GalleryRef } from '../../../ports/pictures-console.port';
import { useAdminService } from './admin-services';
import { Loaded, useConsoleResource } from './console-resource';

export interface GalleryEditorProps {
  /** Whose gallery: a residence's or a room type's (their console screens drop this in). */
  readonly gallery: GalleryRef;
  /** The heading, e.g. "Gallery of Square Gardens". */
  readonly title?: string;
  /** Pictures to add (e.g. just uploaded); each change of the list adds those not there yet. */
  readonly adding?: readonly string[];
}

/** Why a gallery cannot be shown any more, by the server's answer. */
const GONE: Partial<Record<GalleryAnswer['kind'], string>> = {
  'not-found': 'This gallery no longer exists.',
  'signed-out': 'You have been signed out. Sign in again.',
};

/** The last change that can be undone: what the status line says and the change that undoes it. */
interface Undoable {
  readonly said: string;
  readonly undo: GalleryEdit;
  /** The picture to put the focus on once undone. */
  readonly focus: string;
}

const quoted = (alt: string) => (alt ? `“${alt}”` : 'the picture');

/**
 * A gallery in order (issue 18): thumbnails with make first, move up and down (buttons, so the
 * keyboard works), replace, remove and alt text editing. Removing, replacing or making a picture
 * first says so with an Undo (ADR 091), kept until the next change. A change made from an
 * out-of-date view is refused and the gallery shown as it is now, with the reason.
 */
export function GalleryEditor({ gallery, title = 'Gallery', adding = [] }: GalleryEditorProps) {
  const pictures = useAdminService(PICTURES_CONSOLE_STORE);
  const [notice, setNotice] = useState<string | null>(null);
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const [replacing, setReplacing] = useState<string | null>(null);
  /** Why the gallery is no longer shown (it was deleted meanwhile, or the member signed out). */
  const [gone, setGone] = useState<string | null>(null);
  const headingId = useId();
  const focusAfter = useRef<string | null>(null);

  const { resource, reload, update } = useConsoleResource(
    useCallback(async (): Promise<readonly ConsolePicture[]> => {
      const answer = await pictures.gallery(gallery);
      if (answer.kind === 'gallery') return answer.gallery;
      if (answer.kind === 'stale') return answer.current;
      throw new Error(
        answer.kind === 'invalid' ? answer.message : (GONE[answer.kind] ?? 'Your role may not see pictures.'),
      );
    }, [pictures, gallery]),
  );

  const show = useCallback(
    (answer: GalleryAnswer) => {
      switch (answer.kind) {
        case 'gallery':
          update(() => answer.gallery);
          return;
        case 'stale':
          update(() => answer.current);
          setNotice(answer.message);
          return;
        case 'invalid':
          setNotice(answer.message);
          return;
        case 'forbidden':
          setNotice('Your role may not change pictures.');
          return;
        default:
          setGone(GONE[answer.kind] ?? null);
      }
    },
    [update],
  );

  const run = useCallback(
    async (work: () => Promise<GalleryAnswer>) => {
      setNotice(null);
      try {
        show(await work());
      } catch (error) {
        setNotice(error instanceof Error ? error.message : String(error));
      }
    },
    [show],
  );

  const ids = resource.status === 'ready' ? resource.value.map((p) => p.id) : [];
  const addingKey = adding.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pictures to add change
  useEffect(() => {
    if (resource.status !== 'ready') return;
    const fresh = adding.filter((id) => !ids.includes(id));
    if (fresh.length > 0) void run(() => pictures.attach(gallery, fresh, ids));
  }, [addingKey, resource.status]);

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  /** Makes one change; `said` and `focus` describe it for its Undo (null: no Undo for it). */
  const change = async (work: () => Promise<GalleryEditAnswer>, said: string | null, focus: string) => {
    setNotice(null);
    setUndoable(null);
    try {
      const { answer, undo } = await work();
      show(answer);
      if (answer.kind === 'gallery' && undo && said) {
        setUndoable({ said, undo, focus });
        focusAfter.current = `${headingId}-undo`;
      } else if (answer.kind === 'gallery') focusAfter.current = `${headingId}-${focus}`;
    } catch (error) {
      setNotice(error instanceof Error ? error.message : String(error));
    }
  };

  const undo = (u: Undoable) => void change(() => pictures.edit(gallery, u.undo, ids), null, u.focus);

  const move = (id: string, by: -1 | 1) => {
    setUndoable(null);
    focusAfter.current = `${headingId}-${id}-${by < 0 ? 'up' : 'down'}`;
    void run(() => pictures.move(gallery, ids, id, by));
  };

  return (
    <section className="admin-card gallery-editor" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section-title">
        {title}
      </h2>
      {notice && (
        <p role="alert" className="admin-alert admin-alert-error">
          {notice}
        </p>
      )}
      <div role="status" className="gallery-editor-status">
        {undoable && (
          <p className="admin-alert admin-alert-success gallery-editor-undo">
            <span>{undoable.said}</span>
            <button
              id={`${headingId}-undo`}
              type="button"
              className="admin-button admin-button-small"
              onClick={() => undo(undoable)}
            >
              Undo
            </button>
          </p>
        )}
      </div>
      {gone ? (
        <p className="admin-alert admin-alert-error">{gone}</p>
      ) : (
        <Loaded resource={resource} loading="Loading the gallery…" onRetry={reload}>
          {(shown) =>
            shown.length === 0 ? (
              <p className="admin-muted">No pictures yet. Upload some, or add them from the library.</p>
            ) : (
              <ol className="gallery-editor-list">
                {shown.map((p, i) => (
                  <li key={p.id} id={`${headingId}-${p.id}`} tabIndex={-1} className="gallery-editor-item">
                    <img
                      src={p.formats.thumbnail.url}
                      width={120}
                      height={80}
                      alt=""
                      className="gallery-editor-thumb"
                    />
                    <div className="gallery-editor-body">
                      <span className="admin-muted">
                        {i === 0 ? 'First picture (the cover)' : `Picture ${i + 1} of ${shown.length}`}
                      </span>
                      <AltEditor
                        picture={p}
                        onSaved={(saved) => update((list) => list.map((q) => (q.id === saved.id ? saved : q)))}
                      />
                    </div>
                    {replacing === p.id && (
                      <ReplaceForm
                        picture={p}
                        onCancel={() => {
                          setReplacing(null);
                          focusAfter.current = `${headingId}-${p.id}-replace`;
                        }}
                        onReplace={async (file, alt, progress) => {
                          const outcome = await pictures.replace(gallery, p.id, file, alt, ids, progress);
                          if ('refused' in outcome) return outcome.refused;
                          setReplacing(null);
                          await change(
                            async () => outcome,
                            `Replaced ${quoted(p.alt)} with ${quoted(alt)}.`,
                            outcome.undo?.kind === 'replace' ? outcome.undo.mediaId : p.id,
                          );
                          return null;
                        }}
                      />
                    )}
                    <div className="admin-row-actions">
                      {i > 0 && (
                        <button
                          type="button"
                          className="admin-button admin-button-quiet admin-button-small"
                          aria-label={`Make "${p.alt}" the first picture`}
                          onClick={() =>
                            void change(
                              () => pictures.edit(gallery, { kind: 'make_first', mediaId: p.id }, ids),
                              `Made ${quoted(p.alt)} the first picture.`,
                              p.id,
                            )
                          }
                        >
                          Make first
                        </button>
                      )}
                      <button
                        id={`${headingId}-${p.id}-up`}
                        type="button"
                        className="admin-button admin-button-quiet admin-button-small"
                        disabled={i === 0}
                        aria-label={`Move "${p.alt}" up`}
                        onClick={() => move(p.id, -1)}
                      >
                        Up
                      </button>
                      <button
                        id={`${headingId}-${p.id}-down`}
                        type="button"
                        className="admin-button admin-button-quiet admin-button-small"
                        disabled={i === shown.length - 1}
                        aria-label={`Move "${p.alt}" down`}
                        onClick={() => move(p.id, 1)}
                      >
                        Down
                      </button>
                      <button
                        id={`${headingId}-${p.id}-replace`}
                        type="button"
                        className="admin-button admin-button-quiet admin-button-small"
                        aria-label={`Replace "${p.alt}" with a new file`}
                        aria-expanded={replacing === p.id}
                        onClick={() => setReplacing(replacing === p.id ? null : p.id)}
                      >
                        Replace
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button-danger-quiet admin-button-small"
                        aria-label={`Remove "${p.alt}" from the gallery`}
                        onClick={() =>
                          void change(
                            () => pictures.edit(gallery, { kind: 'remove', mediaId: p.id }, ids),
                            `Removed ${quoted(p.alt)} from the gallery.`,
                            p.id,
                          )
                        }
                      >
                        Remove
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
            )
          }
        </Loaded>
      )}
    </section>
  );
}

/**
 * Replacing a picture: a new file into the same place, with the old alt text unless changed.
 * Answers the refusal's words, or null when replaced.
 */
function ReplaceForm({
  picture,
  onReplace,
  onCancel,
}: {
  picture: ConsolePicture;
  onReplace: (file: File, alt: string, progress: (fraction: number) => void) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(picture.alt);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => fileRef.current?.focus(), []);
  const send = async () => {
    if (!file) {
      setError('Choose the new picture’s file.');
      return;
    }
    setError(null);
    setProgress(0);
    try {
      setError(await onReplace(file, alt.trim(), setProgress));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };
  return (
    <form
      className="gallery-editor-replace"
      aria-label={`Replace "${picture.alt}"`}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-file`} className="admin-label">
        New file (JPEG, PNG, WebP or AVIF)
      </label>
      <input
        ref={fileRef}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        className="admin-input"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={`${id}-alt`} className="admin-label">
        Alt text of the new picture
      </label>
      <input id={`${id}-alt`} className="admin-input" value={alt} onChange={(event) => setAlt(event.target.value)} />
      {error && (
        <p role="alert" className="admin-field-error">
          {error}
        </p>
      )}
      <div className="admin-row-actions">
        <button type="submit" className="admin-button admin-button-small" disabled={progress !== null}>
          {progress === null ? 'Replace picture' : `Uploading… ${Math.round(progress * 100)}%`}
        </button>
        <button type="button" className="admin-button admin-button-quiet admin-button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A picture's alt text, edited in place. */
export function AltEditor({ picture, onSaved }: { picture: ConsolePicture; onSaved: (p: ConsolePicture) => void }) {
  const pictures = useAdminService(PICTURES_CONSOLE_STORE);
  const [alt, setAlt] = useState(picture.alt);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const outcome = await pictures.editAlt(picture.id, alt);
      if (outcome.kind === 'saved') onSaved(outcome.picture);
      else if (outcome.kind === 'invalid') setError(outcome.message);
      else if (outcome.kind === 'forbidden') setError('Your role may not change pictures.');
      else setError(outcome.kind === 'not-found' ? 'This picture no longer exists.' : 'You have been signed out.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="alt-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id} className="admin-label">
        Alt text
      </label>
      <input
        id={id}
        className="admin-input"
        value={alt}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setAlt(event.target.value)}
      />
      {alt !== picture.alt && (
        <button type="submit" className="admin-button admin-button-small" disabled={saving}>
          Save alt text
        </button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="admin-field-error">
          {error}
        </p>
      )}
    </form>
  );
}
