import { describe, expect, it } from 'vitest';
import { absoluteUrls, jsonForScript } from '../../src/adapters/http-api/spa-shell';

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
});
