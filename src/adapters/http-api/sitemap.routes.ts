import type { FastifyInstance } from 'fastify';
import type { ListSitemapEntries, SitemapEntry } from '../../application/site/sitemap.use-case';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);

/** Crawlers re-read these often; a short shared cache spares the catalogue. */
const cacheControl = 'public, max-age=300';

/** The sitemaps.org XML for the entries, each URL absolute on the public origin. */
export function renderSitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap.xml (every page, with absolute URLs on the public origin) and /robots.txt pointing at it. */
export function sitemapRoutes(listEntries: ListSitemapEntries, publicUrl: string) {
  return async (app: FastifyInstance) => {
    app.get('/sitemap.xml', async (_request, reply) => {
      const xml = renderSitemapXml(await listEntries.run(), publicUrl);
      return reply.header('cache-control', cacheControl).type('application/xml; charset=utf-8').send(xml);
    });

    app.get('/robots.txt', async (_request, reply) => {
      const text = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
        '\n',
      );
      return reply.header('cache-control', cacheControl).type('text/plain; charset=utf-8').send(text);
    });
  };
}
