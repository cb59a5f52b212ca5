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
