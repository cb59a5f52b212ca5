// The server's render of the UI: the page's HTML from the data the server injects, with no request.
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { DescribePage } from '../../src/application/site/describe-page.use-case';
import { pictureSizes } from '../../src/ui/components/picture-sizes';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';

const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
const describePage = new DescribePage(
  catalogue,
  new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow)),
);

async function render(path: string, search = '') {
  const page = await describePage.run(path, search);
  return renderPageHtml(path, search, page.initialData, contentNow);
}

describe('rendering pages on the server', () => {
  it.each([
    ['/', 'Student homes near your university, bills included'],
    ['/city-listing', 'Our cities'],
    ['/manchester', 'Student accommodation in Manchester'],
    ['/manchester/square-gardens', 'Square Gardens'],
    ['/manchester/square-gardens/classic-studio', 'Classic Studio'],
    ['/about-us', 'About us'],
    ['/university', 'Universities'],
    ['/offers', 'Offers'],
    ['/faqs', 'Frequently asked questions'],
    ['/blog-listing', 'Blog'],
    ['/blog/budgeting-basics', 'budgeting basics'],
    ['/atlantis', 'We couldn’t find that page'],
  ])('renders %s with its heading, header and footer', async (path, heading) => {
    const html = (await render(path)).replace(/<!-- -->/g, '');
    expect(html).toContain(`<h1>${heading.replace(/&/g, '&amp;')}`);
    expect(html).toContain('Test Living');
    expect(html).toContain('<footer');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('<script'); // whole, with nothing streamed in by inline script
  });

  it('renders the city page filtered by the query, as the browser will', async () => {
    const all = await render('/manchester');
    const filtered = await render('/manchester', '?available=true');
    expect(all).toContain('Canal View');
    expect(filtered).not.toContain('Canal View');
  });

  it('draws a city’s hero first at every width, and its residences’ pictures after it (ADR 102)', async () => {
    const html = await render('/manchester');
    const hero = /<section class="page-hero city-hero">([\s\S]*?)<div class="hero-scrim"/.exec(html)?.[1] ?? '';
    expect(hero).toMatch(/<img class="page-hero-image"[^>]* loading="eager"[^>]* fetchPriority="high"/);
    // With the price and its total under the title, the hero is the largest picture on a phone too:
    // the first residence's picture is not marked, and is asked for once laid out.
    const firstCard = /<article class="card[^"]*">[\s\S]*?<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(firstCard).toMatch(/loading="lazy"/);
    expect(firstCard).not.toMatch(/fetchPriority/);
    // The WebP <img> and, for a picture with AVIF files, its source: a 1.75x phone takes the 480 px
    // file, a 3x one the 800 px one.
    const sizes = [...hero.matchAll(/sizes="([^"]*)"/g)].map((m) => m[1]);
    expect(sizes.length).toBeGreaterThan(0);
    expect(new Set(sizes)).toEqual(new Set([pictureSizes.cityHero]));
  });

  it('renders booking a viewing with the property, and the free times as loading (the browser asks for them)', async () => {
    const html = (await render('/book-a-viewing/square-gardens', '?step=time')).replace(/<!-- -->/g, '');
    expect(html).toContain('<h1>Book a viewing at Square Gardens</h1>');
    expect(html).toContain('12 Grosvenor Square, Manchester M1 7HL');
    expect(html).toContain('Finding free times…');
  });

  it('renders the viewing detail page without the booking, whatever the link carries', async () => {
    const html = (await render('/viewing-detail', '?ref=VW-222222&token=secret')).replace(/<!-- -->/g, '');
    expect(html).toContain('>Your viewing</h1>');
    expect(html).toContain('Finding your viewing…');
    expect(html).not.toContain('secret');
  });

  it('renders what was not primed as loading, never asking for it', async () => {
    const html = await renderPageHtml('/manchester', '', {}, contentNow);
    expect(html).toContain('aria-busy="true"');
  });
});

describe('the footer’s social links', () => {
  it('renders each safe link on the server, named by its network, with rel="me noopener"', async () => {
    const social = new MemoryCatalogue(fixtureSlice, {
      ...fixtureSettings,
      socialLinks: [
        { network: 'instagram', url: 'https://instagram.com/test-living' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/test-living' },
      ],
    });
    const page = await new DescribePage(
      social,
      new MemoryContent(fixtureContent, social, new ManualTime(contentNow)),
    ).run('/', '');
    const html = await renderPageHtml('/', '', page.initialData, contentNow);
    const footer = html.slice(html.indexOf('<footer'));
    const nav = footer.match(/<nav aria-label="Test Living elsewhere"[^>]*>(.*?)<\/nav>/)?.[1] ?? '';
    expect(nav).toContain('<a href="https://instagram.com/test-living" rel="me noopener">Instagram</a>');
    expect(nav).toContain('<a href="https://www.linkedin.com/company/test-living" rel="me noopener">LinkedIn</a>');
  });

  it('renders no list of social links when there are none', async () => {
    const html = await render('/');
    expect(html).not.toContain('elsewhere');
  });
});
