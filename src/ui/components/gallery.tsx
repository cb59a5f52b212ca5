import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Media } from '../../domain/catalogue/catalogue';
import { offeredWidths, Picture, srcSetOf } from './picture';
import { pictureSizes } from './picture-sizes';

/**
 * The first picture large, the next ones beside it (a swipeable strip on phones); every picture
 * keeps its alt text. Each opens a lightbox of the whole gallery: a modal <dialog>, so focus stays
 * inside and Escape closes it; arrows or Left/Right move through the pictures.
 */
export function Gallery({ media, label }: { media: readonly Media[]; label: string }) {
  const [first, ...rest] = media;
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const open = (index: number) => (event: { currentTarget: HTMLButtonElement }) => {
    opener.current = event.currentTarget;
    setShown(index);
  };
  const tile = (m: Media, index: number, sizes: string, className: string) => (
    <button
      key={m._id}
      type="button"
      className={`gallery-open ${className}`}
      aria-haspopup="dialog"
      onClick={open(index)}
    >
      <Picture media={m} sizes={sizes} priority={index === 0} />
      <span className="visually-hidden"> (view larger)</span>
    </button>
  );

  return (
    <>
      {/* Its buttons give keyboard users a way into the strip when it scrolls on phones. */}
      <section className={`gallery gallery-${Math.min(media.length, 3)}`} aria-label={label}>
        {first ? (
          tile(first, 0, pictureSizes.galleryMain, 'gallery-main')
        ) : (
          <Picture media={undefined} sizes="100vw" className="gallery-main" />
        )}
        {rest.slice(0, 2).map((m, i) => tile(m, i + 1, pictureSizes.gallerySide, 'gallery-side'))}
      </section>
      {shown !== null && (
        <Lightbox
          media={media}
          label={label}
          index={shown}
          onMove={setShown}
          onClose={() => {
            setShown(null);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}

interface LightboxProps {
  readonly media: readonly Media[];
  readonly label: string;
  readonly index: number;
  readonly onMove: (index: number) => void;
  readonly onClose: () => void;
}

function Lightbox({ media, label, index, onMove, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = media.length;
  const m = media[index];

  useEffect(() => {
    dialog.current?.showModal();
    closeButton.current?.focus();
  }, []);

  if (!m) return null;
  const move = (by: number) => onMove((index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const { large } = m.formats;

  return (
    // Escape, the close button and a click on the backdrop all end in the dialog's close event.
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={label}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
    >
      <div className="lightbox-bar">
        <p className="lightbox-count" aria-live="polite" aria-atomic="true">
          {index + 1} of {count}
        </p>
        <button ref={closeButton} type="button" className="lightbox-button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <figure className="lightbox-figure">
        <img
          key={m._id}
          src={large.url}
          srcSet={srcSetOf(offeredWidths(m.formats))}
          sizes="(min-width: 1100px) 1100px, 100vw"
          width={large.width}
          height={large.height}
          alt={m.alt}
        />
        {/* The picture's alt text already names it for screen readers. */}
        <figcaption aria-hidden="true">{m.alt}</figcaption>
      </figure>
      {count > 1 && (
        <div className="lightbox-bar">
          <button type="button" className="lightbox-button" onClick={() => move(-1)}>
            <span aria-hidden="true">← </span>Previous<span className="visually-hidden"> picture</span>
          </button>
          <button type="button" className="lightbox-button" onClick={() => move(1)}>
            Next<span className="visually-hidden"> picture</span>
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
