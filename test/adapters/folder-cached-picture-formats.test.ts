import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderCachedPictureFormats } from '../../src/adapters/cache/folder-cached-picture-formats.adapter';
import { MemoryPictureFormats } from '../../src/adapters/memory/memory-picture-formats.adapter';
import type { PictureFormats } from '../../src/ports/media-writer.port';

/** Counts what reaches the formats behind the cache. */
function counted(inner = new MemoryPictureFormats()) {
  const calls: string[] = [];
  const formats: PictureFormats = {
    make(original) {
      calls.push('make');
      return inner.make(original);
    },
    makeUpload(original) {
      calls.push('makeUpload');
      return inner.makeUpload(original);
    },
    avifFrom(webp) {
      calls.push('avifFrom');
      return inner.avifFrom(webp);
    },
    resizedFrom(webp, size) {
      calls.push('resizedFrom');
      return inner.resizedFrom(webp, size);
    },
  };
  return { formats, calls };
}

const png = (n: number) => Uint8Array.of(0x89, 0x50, 0x4e, 0x47, n, n, n);
const webp = { data: Uint8Array.of(0x52, 0x49, 0x46, 0x46, 7), width: 1600, height: 1067, contentType: 'image/webp' };

describe('FolderCachedPictureFormats', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'digs-picture-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a picture’s formats once; the next server on the same folder reads the same files', async () => {
    const first = counted();
    const made = await new FolderCachedPictureFormats(first.formats, dir).make(png(1));
    const second = counted();
    const read = await new FolderCachedPictureFormats(second.formats, dir).make(png(1));
    expect(first.calls).toEqual(['make']);
    expect(second.calls).toEqual([]);
    expect(read).toEqual(made);
    expect(read?.large.data).toBeInstanceOf(Uint8Array);
  });

  it('keys by the bytes and by what is made: another picture, an AVIF, another size are each made', async () => {
    const { formats, calls } = counted();
    const cache = new FolderCachedPictureFormats(formats, dir);
    await cache.make(png(1));
    await cache.make(png(2));
    const avif = await cache.avifFrom(webp);
    const phone = await cache.resizedFrom(webp, { width: 768, height: 512 });
    const tablet = await cache.resizedFrom(webp, { width: 1200, height: 800 });
    expect(calls).toEqual(['make', 'make', 'avifFrom', 'resizedFrom', 'resizedFrom']);
    expect(await cache.avifFrom(webp)).toEqual(avif);
    expect(await cache.resizedFrom(webp, { width: 768, height: 512 })).toEqual(phone);
    expect(await cache.resizedFrom(webp, { width: 1200, height: 800 })).toEqual(tablet);
    expect(calls).toHaveLength(5);
    expect(await readdir(dir)).toHaveLength(5);
  });

  it('never keeps an upload (checked as a hostile file every time) nor a file that is no picture', async () => {
    const { formats, calls } = counted();
    const cache = new FolderCachedPictureFormats(formats, dir);
    await cache.makeUpload(png(1));
    await cache.makeUpload(png(1));
    expect(await cache.make(Uint8Array.of(1, 2, 3))).toBeNull();
    expect(await cache.make(Uint8Array.of(1, 2, 3))).toBeNull();
    expect(calls).toEqual(['makeUpload', 'makeUpload', 'make', 'make']);
    expect(await readdir(dir)).toEqual([]);
  });
});
