import { type DragEvent, useId, useRef, useState } from 'react';
import { PICTURES_CONSOLE_STORE } from '../../../application/pictures/pictures.tokens';
import type { ConsolePicture } from '../../../ports/pictures-console.port';
import { useAdminService } from './admin-services';

interface Pending {
  readonly key: string;
  readonly file: File;
  alt: string;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  error: string | null;
}

export interface PictureUploaderProps {
  /** Called with each picture once it is kept (e.g. to add it to a gallery). */
  readonly onUploaded?: (picture: ConsolePicture) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif,.heic';
const altRequired = 'Describe the picture for people who cannot see it (alt text is required).';

/**
 * Uploading pictures (issue 18, ADR 045): drop files or choose them, give each its alt text, then
 * upload; each file shows its own progress and its own error, and the rest carry on.
 */
export function PictureUploader({ onUploaded }: PictureUploaderProps) {
  const pictures = useAdminService(PICTURES_CONSOLE_STORE);
  const [files, setFiles] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const counter = useRef(0);

  const update = (key: string, change: Partial<Pending>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (list: FileList | null) => {
    if (!list) return;
    const added = [...list].map((file) => ({
      key: `f${counter.current++}`,
      file,
      alt: '',
      status: 'waiting' as const,
      progress: 0,
      error: null,
    }));
    setFiles((all) => [...all.filter((f) => f.status !== 'done'), ...added]);
  };

  const uploadAll = async () => {
    const waiting = files.filter((f) => f.status === 'waiting' || f.status === 'failed');
    let missing = false;
    for (const f of waiting) {
      if (!f.alt.trim()) {
        missing = true;
        update(f.key, { error: altRequired, status: 'failed' });
      }
    }
    if (missing) return;
    await Promise.all(
      waiting.map(async (f) => {
        update(f.key, { status: 'uploading', progress: 0, error: null });
        try {
          const outcome = await pictures.upload(f.file, f.alt.trim(), (progress) => update(f.key, { progress }));
          if (outcome.kind === 'uploaded') {
            update(f.key, { status: 'done', progress: 1 });
            onUploaded?.(outcome.picture);
          } else {
            const error =
              outcome.kind === 'refused'
                ? outcome.message
                : outcome.kind === 'forbidden'
                  ? 'Your role may not upload pictures.'
                  : 'You have been signed out. Sign in again, then upload.';
            update(f.key, { status: 'failed', error });
          }
        } catch (error) {
          update(f.key, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const busy = files.some((f) => f.status === 'uploading');
  const toSend = files.filter((f) => f.status === 'waiting' || f.status === 'failed');

  return (
    <section className="admin-card picture-uploader" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="admin-section-title">
        Upload pictures
      </h2>
      <fieldset
        className={dragging ? 'picture-drop picture-drop-active' : 'picture-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="picture-drop"
        aria-label="Drop pictures here"
      >
        <p>Drop JPEG, PNG, WebP or AVIF files here (up to 20 MB each), or</p>
        <label htmlFor={inputId} className="admin-button admin-button-quiet">
          Choose files
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="picture-file-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </fieldset>
      {files.length > 0 && (
        <ul className="picture-queue">
          {files.map((f, i) => {
            const altId = `${inputId}-alt-${f.key}`;
            const errorId = `${altId}-error`;
            return (
              <li key={f.key} className={`picture-queue-item picture-queue-${f.status}`}>
                <div className="picture-queue-head">
                  <span className="admin-strong">{f.file.name}</span>
                  <span className="admin-muted"> {(f.file.size / 1024 / 1024).toFixed(1)} MB</span>
                </div>
                <label htmlFor={altId} className="admin-label">
                  Alt text for picture {i + 1}
                  <span className="admin-required"> (required)</span>
                </label>
                <input
                  id={altId}
                  className="admin-input"
                  value={f.alt}
                  disabled={f.status === 'uploading' || f.status === 'done'}
                  aria-invalid={f.error ? true : undefined}
                  aria-describedby={f.error ? errorId : undefined}
                  onChange={(event) => update(f.key, { alt: event.target.value })}
                />
                <progress
                  max={1}
                  value={f.progress}
                  aria-label={`Upload of ${f.file.name}`}
                  hidden={f.status === 'waiting'}
                />
                {f.status === 'done' && <p className="admin-ok">Uploaded.</p>}
                {f.error && (
                  <p id={errorId} role="alert" className="admin-field-error">
                    {f.error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {toSend.length > 0 && (
        <button
          type="button"
          className="admin-button admin-button-primary"
          disabled={busy}
          onClick={() => void uploadAll()}
        >
          Upload {toSend.length === 1 ? 'the picture' : `${toSend.length} pictures`}
        </button>
      )}
    </section>
  );
}
