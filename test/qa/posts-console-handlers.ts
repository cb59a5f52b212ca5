import type { RequestHandler } from 'msw';
import demoFaqs from '../../demo/faqs.json';
import demoOffers from '../../demo/offers.json';
import demoPosts from '../../demo/posts.json';
import { notFoundAnswer } from '../../src/adapters/contracts/answers';
import { postsConsoleContract as contract } from '../../src/adapters/contracts/posts-console.contract';
import { MarkdownItRenderer } from '../../src/adapters/markdown/markdown-it.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { MemoryPostsEditor } from '../../src/adapters/memory/memory-posts-editor';
import { EditPostsContent } from '../../src/application/content/posts-console.use-case';
import { offerWindow } from '../../src/domain/content/posts-editing';
import type { Clock } from '../../src/ports/clock.port';
import type { ContentEntities, ContentEntity } from '../../src/ports/posts-editor.port';
import { fixtureSlice } from '../support/catalogue-fixture';
import { handle } from './contract-handler';
import { type KindDesk, versionedRecordHandlers } from './versioned-record-handlers';

/** Ids as the database would give them, numbered per kind so screenshots stay the same. */
const id = (kind: number, n: number) =>
  `00000000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(n).padStart(8, '0')}`;
const propertyId = (slug: string | undefined) => fixtureSlice.properties.find((p) => p.slug === slug)?.id ?? null;
const cityId = (slug: string | undefined) => fixtureSlice.cities.find((c) => c.slug === slug)?.id ?? null;

/** The demo's posts, questions and offers, as the console edits them (covers left out: QA has no picture library). */
function demoEditor(mediaIds: readonly string[]): MemoryPostsEditor {
  return new MemoryPostsEditor(new MemoryAuditLog(), {
    posts: demoPosts.map(({ cover: _cover, publishedAt, ...p }, n) => ({
      ...p,
      id: id(1, n),
      publishedAt: new Date(`${publishedAt}T08:00:00Z`).toISOString(),
      coverMediaId: null,
      status: n === 0 ? ('draft' as const) : ('published' as const),
      version: 1,
    })),
    faqs: (demoFaqs as { category: string; question: string; answer: string; propertySlug?: string }[]).map(
      ({ propertySlug, ...f }, n) => ({
        ...f,
        id: id(2, n),
        position: n,
        propertyId: propertyId(propertySlug),
        status: 'published' as const,
        version: 1,
      }),
    ),
    offers: (demoOffers as { startsOn: string; endsOn: string; citySlug?: string; propertySlug?: string }[]).map(
      ({ startsOn, endsOn, citySlug, propertySlug, ...o }, n) => ({
        ...(o as { slug: string; title: string; summary: string; terms: string; code: string }),
        ...(offerWindow(startsOn, endsOn) ?? { startsAt: startsOn, endsAt: endsOn }),
        id: id(3, n),
        cityId:
          cityId(citySlug) ??
          (propertySlug ? (fixtureSlice.properties.find((p) => p.slug === propertySlug)?.cityId ?? null) : null),
        propertyId: propertyId(propertySlug),
        status: 'published' as const,
        version: 1,
      }),
    ),
    references: {
      media: mediaIds,
      city: fixtureSlice.cities.map((c) => c.id),
      property: fixtureSlice.properties.map((p) => p.id),
    },
  });
}

const actor = { staffId: 'staff-editor', email: 'editor@digs.test', ip: null };

/** The console's posts, FAQs and offers API (/api/admin/content) over the real use case, in memory. */
/** `mediaIds`: the pictures a cover may be (the picture library's, where the scenario has one). */
export function postsConsoleHandlers(
  clock: Clock,
  mediaIds: readonly string[] = [],
  trash = new MemoryContentTrash({}, new MemoryAuditLog()),
): RequestHandler[] {
  const editor = demoEditor(mediaIds);
  trash.attach('content', editor);
  const edit = new EditPostsContent(
    editor,
    new MemoryAuditLog(),
    { changed: () => undefined },
    clock,
    new MarkdownItRenderer(),
    trash,
  );
  const kind = <K extends ContentEntity>(entity: K): KindDesk<ContentEntities[K]> => ({
    get: (id) => edit.get(entity, id),
    create: (body) => edit.create(entity, body, actor),
    update: (id, body) => edit.update(entity, id, body, actor),
    remove: (id, version) => edit.remove(entity, id, version, actor),
  });
  const listOf =
    <K extends ContentEntity>(entity: K) =>
    async ({ query }: { readonly query: { readonly q?: string | undefined } }) =>
      ({ status: 200, body: { items: await edit.list(entity, query.q) } }) as const;
  return [
    handle(contract.previewPost, async ({ body }) => ({ status: 200, body: { html: edit.preview(body.body) } })),
    handle(contract.moveFaq, async ({ params, body }) => {
      const moved = await edit.moveFaq(params.id, body.direction, body.version, actor);
      if (moved.outcome === 'not_found') return notFoundAnswer();
      if (moved.outcome === 'stale') return { status: 409, body: { error: 'stale', message: moved.message } };
      return { status: 200, body: { faqs: moved.faqs } };
    }),
    ...versionedRecordHandlers(contract.post, kind('post'), listOf('post')),
    ...versionedRecordHandlers(contract.faq, kind('faq'), listOf('faq')),
    ...versionedRecordHandlers(contract.offer, kind('offer'), listOf('offer')),
  ];
}
