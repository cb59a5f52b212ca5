import { useCallback, useEffect, useState } from 'react';
import { PICTURES_CONSOLE_STORE } from '../../../application/pictures/pictures.tokens';
import type { ConsolePicture } from '../../../ports/pictures-console.port';
import { useAdminService } from '../components/admin-services';
import { AltEditor } from '../components/gallery-editor';
import { PictureUploader } from '../components/picture-uploader';
import { Can, useMayChange } from '../components/screen-access';
import { ScreenHeader } from '../components/screen-header';

const PAGE = 24;

/**
 * The picture library (issue 18): upload, search, and edit alt text; galleries are on each
 * residence and room type. A role that may not change pictures reads each one's alt text.
 */
export default function PicturesScreen() {
  const pictures = useAdminService(PICTURES_CONSOLE_STORE);
  const mayChange = useMayChange();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<{ pictures: readonly ConsolePicture[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const outcome = await pictures.list({ search: search.trim() || undefined, offset: 0, limit: PAGE });
      if (outcome.kind === 'listed') setPage(outcome);
      else setError(outcome.kind === 'forbidden' ? 'Your role may not see the pictures.' : 'You have been signed out.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [pictures, search]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <ScreenHeader
        title="Pictures"
        description={
          mayChange
            ? "Every picture the site can show. Add them to a residence's or a room type's gallery from its screen."
            : 'Every picture the site can show, with its alt text.'
        }
      />
      <Can>
        <PictureUploader onUploaded={() => void load()} />
      </Can>
      <section className="admin-card" aria-labelledby="library-title">
        <div className="picture-library-head">
          <h2 id="library-title" className="admin-section-title">
            Library{page ? ` (${page.total})` : ''}
          </h2>
          <label className="admin-label" htmlFor="picture-search">
            Search alt text
          </label>
          <input
            id="picture-search"
            type="search"
            className="admin-input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {error && (
          <p role="alert" className="admin-alert admin-alert-error">
            {error}
          </p>
        )}
        {page && page.pictures.length === 0 && <p className="admin-muted">No pictures match.</p>}
        {page && page.pictures.length > 0 && (
          <ul className="picture-library">
            {page.pictures.map((p) => (
              <li key={p.id} className="picture-library-item">
                <img src={p.formats.small.url} width={240} height={160} alt="" />
                <Can
                  otherwise={
                    <p className="picture-alt-read">
                      <span className="admin-label">Alt text</span> {p.alt}
                    </p>
                  }
                >
                  <AltEditor
                    picture={p}
                    onSaved={(saved) =>
                      setPage({ ...page, pictures: page.pictures.map((q) => (q.id === saved.id ? saved : q)) })
                    }
                  />
                </Can>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
