import { describe, expect, it } from 'vitest';
import { CachingContentReader } from '../../src/adapters/cache/caching-content.adapter';
import { HttpContentReader } from '../../src/adapters/http-client/http-content.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleContentReader } from '../../src/adapters/postgres/drizzle-content.adapter';
import type { ContentReader } from '../../src/ports/content-reader.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent, writeFixtureContent } from '../support/content-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { startTestServer } from '../support/test-server';
import { contentReaderContract } from './content-reader.contract';

const memoryCatalogue = () => new MemoryCatalogue(fixtureSlice, fixtureSettings);

contentReaderContract('memory fake', async () => {
  const time = new ManualTime(contentNow);
  return { reader: new MemoryContent(fixtureContent, memoryCatalogue(), time), time };
});

for (const kind of databaseKinds()) {
  contentReaderContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as typeof database.db;
      await writeCatalogue(db, fixtureSlice, fixtureSettings);
      await writeFixtureContent(db);
    });
    const time = new ManualTime(contentNow);
    const reader = new DrizzleContentReader(database.db, new DrizzleCatalogueReader(database.db), time);
    return { reader, time, close: () => database.close() };
  });
}

contentReaderContract('HTTP client against the real API', async () => {
  const time = new ManualTime(contentNow);
  const catalogue = memoryCatalogue();
  const server = await startTestServer({ catalogue, content: new MemoryContent(fixtureContent, catalogue, time) });
  return { reader: new HttpContentReader(fetch, server.url), time, close: server.close };
});

contentReaderContract('30-second cache over the memory fake', async () => {
  const time = new ManualTime(contentNow);
  return { reader: new CachingContentReader(new MemoryContent(fixtureContent, memoryCatalogue(), time), time), time };
});

/** The reader, with each call named in `calls` and any method swapped for `overrides`. */
function watched(inner: ContentReader, overrides: Partial<ContentReader> = {}) {
  const calls: string[] = [];
  const note =
    <A extends unknown[], R>(name: string, call: (...args: A) => R) =>
    (...args: A): R => {
      calls.push(args.length && typeof args[0] === 'string' ? `${name}:${args[0]}` : name);
      return call(...args);
    };
  const reader: ContentReader = {
    getPage: note('page', overrides.getPage ?? ((slug: string) => inner.getPage(slug))),
    listPosts: note('posts', overrides.listPosts ?? ((query) => inner.listPosts(query))),
    getPost: note('post', overrides.getPost ?? ((slug: string) => inner.getPost(slug))),
    listFaqs: note('faqs', overrides.listFaqs ?? (() => inner.listFaqs())),
    listOffers: note('offers', overrides.listOffers ?? (() => inner.listOffers())),
    listPublishedPaths: note('paths', overrides.listPublishedPaths ?? (() => inner.listPublishedPaths())),
  };
  return { reader, calls };
}

describe('CachingContentReader', () => {
  it('keeps each answer for 30 seconds and shares one load, then asks again', async () => {
    const time = new ManualTime(contentNow);
    const inner = watched(new MemoryContent(fixtureContent, memoryCatalogue(), time));
    const cache = new CachingContentReader(inner.reader, time);
    await Promise.all([cache.listOffers(), cache.listOffers()]);
    await cache.getPage('about-us');
    time.advance(29_999);
    await cache.listOffers();
    await cache.getPage('about-us');
    expect(inner.calls).toEqual(['offers', 'page:about-us']);
    time.advance(1);
    await cache.listOffers();
    expect(inner.calls).toEqual(['offers', 'page:about-us', 'offers']);
  });

  it('does not keep a failure', async () => {
    const time = new ManualTime(contentNow);
    const memory = new MemoryContent(fixtureContent, memoryCatalogue(), time);
    let fail = true;
    const flaky = watched(memory, {
      listFaqs: () => (fail ? Promise.reject(new Error('database down')) : memory.listFaqs()),
    });
    const cache = new CachingContentReader(flaky.reader, time);
    await expect(cache.listFaqs()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.listFaqs()).toHaveLength(fixtureContent.faqs.length);
    expect(flaky.calls).toEqual(['faqs', 'faqs']);
  });
});
