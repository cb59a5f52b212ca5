import { describe, expect, it } from 'vitest';
import { absoluteUrls, jsonForScript, renderShell } from '../../src/adapters/http-api/spa-shell';
import type { PageDescription } from '../../src/application/site/describe-page.use-case';

describe('the shell', () => {
  it('makes the links in structured data absolute, and nothing else', () => {
    const ld = {
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', name: '/not-a-link', item: '/manchester' }],
      image: '/media/a/large.webp',
      mainEntityOfPage: '/blog/x',
      url: '//elsewhere.example/x',
      description: '/just text',
    };
    expect(absoluteUrls(ld, 'https://digs.test')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', name: '/not-a-link', item: 'https://digs.test/manchester' }],
      image: 'https://digs.test/media/a/large.webp',
      mainEntityOfPage: 'https://digs.test/blog/x',
      url: '//elsewhere.example/x',
      description: '/just text',
    });
  });

  it('keeps injected JSON inside its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>', line: '\u2028', amp: '&<!--' });
    expect(json).not.toMatch(/<\/|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028', amp: '&<!--' });
  });

  it('keeps private pages and Not Found out of search engines, with no canonical link', () => {
    const template =
      '<html><head><title>x</title><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';
    const page: PageDescription = {
      page: 'viewing-detail',
      status: 200,
      private: true,
      title: 'Your viewing | Test Living',
      description: 'See the viewing you booked.',
      canonicalPath: '/viewing-detail',
      image: null,
      heading: 'Your viewing',
      jsonLd: null,
      initialData: {},
    };
    const robots = '<meta name="robots" content="noindex">';
    const privateHtml = renderShell(template, page, 'https://digs.test').html;
    expect(privateHtml).toContain(robots);
    expect(privateHtml).not.toContain('rel="canonical"');
    const publicHtml = renderShell(
      template,
      { ...page, page: 'book-a-viewing', private: false },
      'https://digs.test',
    ).html;
    expect(publicHtml).not.toContain(robots);
    expect(publicHtml).toContain('<link rel="canonical" href="https://digs.test/viewing-detail">');
    expect(renderShell(template, { ...page, private: undefined, status: 404 }, 'https://digs.test').html).toContain(
      robots,
    );
  });
});

describe('a small page (ADR 067)', () => {
  const template = '<html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';
  const page: PageDescription = {
    page: 'city',
    status: 200,
    title: 'Manchester | Test Living',
    description: 'Rooms in Manchester.',
    canonicalPath: '/manchester',
    image: null,
    heading: 'Manchester',
    jsonLd: null,
    initialData: { city: { name: '</script>Manchester' } },
  };

  it('names the address of its data instead of carrying it, and gives the data to serve there', () => {
    const small = renderShell(template, page, 'https://digs.test', [], '<h1>Manchester</h1>', {
      dataAddress: '/api/page-data/abc?at=%2Fmanchester&x="y"',
    });
    expect(small.html).toContain(
      '<script id="digs-data" type="application/json" data-src="/api/page-data/abc?at=%2Fmanchester&amp;x=&quot;y&quot;"></script>',
    );
    expect(small.html).not.toContain('Manchester"}');
    expect(JSON.parse(small.data ?? 'null')).toEqual(page.initialData);
    // No inline data, so no hash for it.
    expect(small.scriptHashes).toEqual([]);
  });

  it('carries its data when no address is given', () => {
    const whole = renderShell(template, page, 'https://digs.test', [], '<h1>Manchester</h1>');
    expect(whole.html).toContain(
      `<script id="digs-data" type="application/json">${jsonForScript(page.initialData)}</script>`,
    );
    expect(whole.data).toBeUndefined();
    expect(whole.scriptHashes).toHaveLength(1);
  });
});
