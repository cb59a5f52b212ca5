import { HttpResponse, http, type RequestHandler } from 'msw';
import demoFaqs from '../../demo/faqs.json';
import demoOffers from '../../demo/offers.json';
import demoPosts from '../../demo/posts.json';
import { MarkdownItRenderer } from '../../src/adapters/markdown/markdown-it.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { MemoryPostsEditor } from '../../src/adapters/memory/memory-posts-editor';
import { EditPostsContent } from '../../src/application/content/posts-console.use-case';
import { offerWindow } from '../../src/domain/content/posts-editing';
import type { Clock } from '../../src/ports/clock.port';
import type { ContentEntity } from '../../src/ports/posts-editor.port';
import { fixtureSlice } from '../support/catalogue-fixture';

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

const kinds: Readonly<Record<string, ContentEntity>> = { posts: 'post', faqs: 'faq', offers: 'offer' };
const actor = { staffId: 'staff-editor', email: 'editor@digs.test', ip: null };
const kindOf = (path: unknown) => kinds[String(path)];
const missing = () =>
  HttpResponse.json({ error: 'not_found', message: 'That record does not exist.' }, { status: 404 });

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
  const body = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  return [
    http.post('*/api/admin/content/posts/preview', async ({ request }) =>
      HttpResponse.json({ html: edit.preview(String((await body(request)).body ?? '')) }),
    ),
    http.post('*/api/admin/content/faqs/:id/move', async ({ params, request }) => {
      const { direction, version } = await body(request);
      const moved = await edit.moveFaq(String(params.id), direction === 'down' ? 'down' : 'up', Number(version), actor);
      if (moved.outcome === 'not_found') return missing();
      if (moved.outcome === 'stale')
        return HttpResponse.json({ error: 'stale', message: moved.message }, { status: 409 });
      return HttpResponse.json({ faqs: moved.faqs });
    }),
    http.get('*/api/admin/content/:kind', async ({ params }) => {
      const kind = kindOf(params.kind);
      return kind ? HttpResponse.json({ items: await edit.list(kind) }) : missing();
    }),
    http.get('*/api/admin/content/:kind/:id', async ({ params }) => {
      const kind = kindOf(params.kind);
      const record = kind ? await edit.get(kind, String(params.id)) : null;
      return record ? HttpResponse.json(record) : missing();
    }),
    http.post('*/api/admin/content/:kind', async ({ params, request }) => {
      const kind = kindOf(params.kind);
      if (!kind) return missing();
      const created = await edit.create(kind, await body(request), actor);
      if (created.outcome === 'invalid')
        return HttpResponse.json(
          { error: 'invalid', message: 'Check the highlighted fields.', fields: created.fields },
          { status: 400 },
        );
      return created.outcome === 'saved' ? HttpResponse.json(created.record, { status: 201 }) : missing();
    }),
    http.patch('*/api/admin/content/:kind/:id', async ({ params, request }) => {
      const kind = kindOf(params.kind);
      if (!kind) return missing();
      const saved = await edit.update(kind, String(params.id), await body(request), actor);
      if (saved.outcome === 'invalid')
        return HttpResponse.json(
          { error: 'invalid', message: 'Check the highlighted fields.', fields: saved.fields },
          { status: 400 },
        );
      if (saved.outcome === 'stale')
        return HttpResponse.json({ error: 'stale', message: saved.message, current: saved.current }, { status: 409 });
      return saved.outcome === 'saved' ? HttpResponse.json(saved.record) : missing();
    }),
    http.delete('*/api/admin/content/:kind/:id', async ({ params, request }) => {
      const kind = kindOf(params.kind);
      if (!kind) return missing();
      const version = Number(new URL(request.url).searchParams.get('version'));
      const removed = await edit.remove(kind, String(params.id), version, actor);
      if (removed.outcome === 'stale')
        return HttpResponse.json({ error: 'stale', message: removed.message }, { status: 409 });
      return removed.outcome === 'deleted' ? new HttpResponse(null, { status: 204 }) : missing();
    }),
  ];
}
