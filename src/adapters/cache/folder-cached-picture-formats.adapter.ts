import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { MadePictureFiles, PictureFile, PictureFormats, UploadedPicture } from '../../ports/media-writer.port';

/**
 * The formats another PictureFormats makes, kept in a folder by what they were made from, so the
 * next server that makes them from the same bytes reads them instead (PICTURE_CACHE_DIR, ADR 107):
 * the demo's pictures at every journey server's start, and the files made on a picture's first ask.
 * The folder is only valid for the build that filled it (build.mjs empties dist/picture-cache).
 * An operator's upload is never cached: it is checked as a hostile file every time.
 */
export class FolderCachedPictureFormats implements PictureFormats {
  constructor(
    private readonly inner: PictureFormats,
    private readonly dir: string,
  ) {}

  make(original: Uint8Array): Promise<MadePictureFiles | null> {
    return this.cached(['make'], original, () => this.inner.make(original));
  }

  makeUpload(original: Uint8Array): Promise<UploadedPicture> {
    return this.inner.makeUpload(original);
  }

  avifFrom(webp: PictureFile): Promise<PictureFile> {
    return this.cached(['avif', webp.width, webp.height], webp.data, () => this.inner.avifFrom(webp));
  }

  resizedFrom(webp: PictureFile, size: { readonly width: number; readonly height: number }): Promise<PictureFile> {
    return this.cached(['resized', webp.width, webp.height, size.width, size.height], webp.data, () =>
      this.inner.resizedFrom(webp, size),
    );
  }

  private async cached<T>(what: readonly (string | number)[], from: Uint8Array, make: () => Promise<T>): Promise<T> {
    const key = createHash('sha256').update(what.join(':')).update('\0').update(from).digest('hex');
    const file = path.join(this.dir, `${key}.v8`);
    try {
      return deserialize(await readFile(file)) as T;
    } catch {
      // Not made yet (or unreadable): made now, and kept whole or not at all (written aside, then renamed).
    }
    const made = await make();
    if (made !== null) {
      await mkdir(this.dir, { recursive: true });
      const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(aside, serialize(made));
      await rename(aside, file);
    }
    return made;
  }
}
