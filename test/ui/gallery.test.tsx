import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../src/domain/catalogue/catalogue';
import { Gallery } from '../../src/ui/components/gallery';

const picture = (n: number, alt: string): Media => ({
  _id: `picture-${n}`,
  alt,
  formats: {
    thumbnail: { url: `/media/${n}/thumbnail.webp`, width: 160, height: 107 },
    small: { url: `/media/${n}/small.webp`, width: 480, height: 320 },
    medium: { url: `/media/${n}/medium.webp`, width: 960, height: 640 },
    large: { url: `/media/${n}/large.webp`, width: 1600, height: 1067 },
  },
});

const media = [
  picture(1, 'The house from the street'),
  picture(2, 'The lounge'),
  picture(3, 'A studio'),
  picture(4, 'The gym'),
];

// Browsers close an open modal dialog on Escape (a cancel event, then close); happy-dom has
// showModal and close but not that key, so the test stands in for the browser here.
function escapeClosesModal(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
  if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  document.addEventListener('keydown', escapeClosesModal);
});

afterAll(() => document.removeEventListener('keydown', escapeClosesModal));

const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ of \d+$/);
const shownPicture = (dialog: HTMLElement) => within(dialog).getByRole('img');

describe('Gallery lightbox', () => {
  it('opens on a picture, moves with the arrow keys and buttons, closes on Escape and gives focus back', () => {
    render(<Gallery media={media} label="Pictures of Test House" />);
    const region = screen.getByRole('region', { name: 'Pictures of Test House' });
    const openers = within(region).getAllByRole('button', { name: /view larger/ });
    expect(openers).toHaveLength(3);
    expect(screen.queryByRole('dialog')).toBeNull();

    const opener = openers[1] as HTMLElement;
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Pictures of Test House' });
    expect(dialog).toHaveProperty('open', true);
    expect(shownPicture(dialog).getAttribute('alt')).toBe('The lounge');
    expect(shownPicture(dialog).getAttribute('src')).toBe('/media/2/large.webp');
    expect(within(dialog).getByText('The lounge', { selector: 'figcaption' })).toBeVisible();
    expect(counter(dialog).textContent).toBe('2 of 4');
    expect(counter(dialog).getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(counter(dialog).textContent).toBe('3 of 4');
    expect(shownPicture(dialog).getAttribute('alt')).toBe('A studio');
    // The fourth picture has no tile on the page, but the lightbox shows the whole gallery.
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(shownPicture(dialog).getAttribute('alt')).toBe('The gym');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(counter(dialog).textContent).toBe('1 of 4');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(counter(dialog).textContent).toBe('4 of 4');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(counter(dialog).textContent).toBe('3 of 4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(counter(dialog).textContent).toBe('4 of 4');

    act(() => {
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button and returns focus to the picture that opened it', () => {
    render(<Gallery media={media} label="Pictures of Test House" />);
    const opener = screen.getAllByRole('button', { name: /view larger/ })[0] as HTMLElement;
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(counter(dialog).textContent).toBe('1 of 4');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps one picture without previous and next buttons, and a placeholder without pictures', () => {
    const { unmount } = render(<Gallery media={media.slice(0, 1)} label="One picture" />);
    fireEvent.click(screen.getByRole('button', { name: /view larger/ }));
    const dialog = screen.getByRole('dialog');
    expect(counter(dialog).textContent).toBe('1 of 1');
    expect(within(dialog).queryByRole('button', { name: 'Next picture' })).toBeNull();
    unmount();

    render(<Gallery media={[]} label="No pictures" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
