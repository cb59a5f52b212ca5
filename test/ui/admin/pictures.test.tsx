import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { MemoryPicturesConsole } from '../../../src/adapters/memory/memory-pictures-console';
import { PICTURES_CONSOLE_STORE } from '../../../src/application/pictures/pictures.tokens';
import { PicturesConsoleStore } from '../../../src/application/pictures/pictures-console.store';
import type { GalleryRef } from '../../../src/ports/pictures-console.port';
import { AdminServicesProvider } from '../../../src/ui/admin/components/admin-services';
import { GalleryEditor } from '../../../src/ui/admin/components/gallery-editor';
import { PictureUploader } from '../../../src/ui/admin/components/picture-uploader';

const residence: GalleryRef = { kind: 'residence', id: 'r1' };

function withPictures(api: MemoryPicturesConsole, ui: React.ReactElement) {
  const container = new Container();
  container.bind(PICTURES_CONSOLE_STORE).toConstantValue(new PicturesConsoleStore(api));
  return render(<AdminServicesProvider container={container}>{ui}</AdminServicesProvider>);
}

const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('the picture uploader', () => {
  it('takes several files, asks each for its alt text before sending, and shows an error per file', async () => {
    const api = new MemoryPicturesConsole();
    const uploaded: string[] = [];
    withPictures(api, <PictureUploader onUploaded={(p) => uploaded.push(p.alt)} />);
    fireEvent.change(screen.getByLabelText('Choose files'), {
      target: { files: [file('lounge.jpg'), file('IMG_0001.HEIC'), file('gym.jpg')] },
    });
    fireEvent.change(screen.getByLabelText(/Alt text for picture 1/), { target: { value: 'The lounge' } });
    fireEvent.change(screen.getByLabelText(/Alt text for picture 2/), { target: { value: 'A bedroom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 3 pictures' }));
    // The third has no alt text: nothing is sent until it has.
    expect(await screen.findByText(/alt text is required/)).toBeTruthy();
    expect(uploaded).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Alt text for picture 3/), { target: { value: 'The gym' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 3 pictures' }));
    await waitFor(() => expect(uploaded).toEqual(['The lounge', 'The gym']));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([expect.stringMatching(/HEIC.*JPEG, PNG, WebP or AVIF/)]);
    expect(screen.getAllByText('Uploaded.')).toHaveLength(2);
    expect((screen.getByLabelText('Upload of lounge.jpg') as HTMLProgressElement).value).toBe(1);
  });

  it('takes files dropped on it', async () => {
    withPictures(new MemoryPicturesConsole(), <PictureUploader />);
    fireEvent.drop(screen.getByTestId('picture-drop'), { dataTransfer: { files: [file('a.jpg'), file('b.jpg')] } });
    expect(await screen.findByLabelText(/Alt text for picture 2/)).toBeTruthy();
  });
});

describe('the gallery editor', () => {
  it('shows the gallery in order, moves a picture with the keyboard-usable buttons, edits alt text and removes one', async () => {
    const api = new MemoryPicturesConsole([residence]);
    const [a, b, c] = ['The street', 'The lounge', 'A studio'].map((alt) => api.addPicture(alt)) as [
      string,
      string,
      string,
    ];
    await api.attach(residence, [a, b, c], []);
    withPictures(api, <GalleryEditor gallery={residence} title="Gallery of Square Gardens" />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByLabelText('Alt text')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['The street', 'The lounge', 'A studio']);
    expect((screen.getByRole('button', { name: 'Move "The street" up' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move "A studio" up' }));
    await waitFor(() => expect(api.galleryIds(residence)).toEqual([a, c, b]));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move "A studio" up'));

    const [first] = within(await screen.findByRole('list')).getAllByLabelText('Alt text');
    fireEvent.change(first as HTMLElement, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alt text' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/alt text is required/);
    fireEvent.change(first as HTMLElement, { target: { value: 'The street at dusk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alt text' }));
    expect(await screen.findByRole('button', { name: 'Remove "The street at dusk" from the gallery' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove "The lounge" from the gallery' }));
    await waitFor(() => expect(api.galleryIds(residence)).toEqual([a, c]));
  });

  it('undoes a removal (the same picture back in its place), a new first picture and a replacement (ADR 091)', async () => {
    const api = new MemoryPicturesConsole([residence]);
    const [a, b, c] = ['The street', 'The lounge', 'A studio'].map((alt) => api.addPicture(alt)) as [
      string,
      string,
      string,
    ];
    await api.attach(residence, [a, b, c], []);
    withPictures(api, <GalleryEditor gallery={residence} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove "The lounge" from the gallery' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Removed “The lounge” from the gallery\./);
    await waitFor(() => expect(api.galleryIds(residence)).toEqual([a, c]));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Undo'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.galleryIds(residence)).toEqual([a, b, c]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());

    expect(screen.queryByRole('button', { name: 'Make "The street" the first picture' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make "A studio" the first picture' }));
    await waitFor(() => expect(api.galleryIds(residence)).toEqual([c, a, b]));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.galleryIds(residence)).toEqual([a, b, c]));

    fireEvent.click(await screen.findByRole('button', { name: 'Replace "The lounge" with a new file' }));
    const form = screen.getByRole('form', { name: 'Replace "The lounge"' });
    expect((within(form).getByLabelText('Alt text of the new picture') as HTMLInputElement).value).toBe('The lounge');
    fireEvent.change(within(form).getByLabelText(/New file/), { target: { files: [file('new-lounge.jpg')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Replace picture' }));
    await waitFor(() => expect(api.galleryIds(residence)[1]).not.toBe(b));
    expect(api.galleryIds(residence)).toHaveLength(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.galleryIds(residence)).toEqual([a, b, c]));
  });

  it('refuses a change made from an out-of-date gallery and shows it as it is now', async () => {
    const api = new MemoryPicturesConsole([residence]);
    const [a, b] = ['One', 'Two'].map((alt) => api.addPicture(alt)) as [string, string];
    await api.attach(residence, [a, b], []);
    withPictures(api, <GalleryEditor gallery={residence} />);
    await screen.findByRole('button', { name: 'Move "Two" up' });
    await api.remove(residence, a, [a, b]); // someone else, meanwhile
    fireEvent.click(screen.getByRole('button', { name: 'Move "Two" up' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Someone changed this gallery.*Reload/);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move "One" down' })).toBeNull());
    expect(api.galleryIds(residence)).toEqual([b]);
  });

  it('says why a gallery could not be read, and reads it again on Try again', async () => {
    const api = new MemoryPicturesConsole([residence]);
    const [a] = ['One'].map((alt) => api.addPicture(alt)) as [string];
    await api.attach(residence, [a], []);
    const read = api.gallery.bind(api);
    let unreachable = true;
    api.gallery = (ref) => (unreachable ? Promise.reject(new Error('The console cannot be reached.')) : read(ref));
    withPictures(api, <GalleryEditor gallery={residence} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/The console cannot be reached\. Try again/);
    expect(screen.queryByText('Loading the gallery…')).toBeNull();
    unreachable = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Remove "One" from the gallery' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
