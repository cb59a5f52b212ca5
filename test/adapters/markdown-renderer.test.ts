import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import demoPosts from '../../demo/posts.json';
import { MarkdownItRenderer } from '../../src/adapters/markdown/markdown-it.adapter';
import { RichText } from '../../src/ui/components/content/rich-text';
import { expectInert, hostileMarkdown } from '../support/hostile-markdown';

const md = new MarkdownItRenderer();

describe('Markdown to HTML (markdown-it, ADR 051)', () => {
  it.each(hostileMarkdown)('renders hostile input inert: %s', (input) => {
    expectInert(md.toHtml(input));
    expectInert(md.toHtml(`Some text first.\n\n${input}\n\nAnd after.`));
  });

  it('shows raw HTML as the text it is', () => {
    expect(md.toHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  it('keeps a refused link as text', () => {
    expect(md.toHtml('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>\n');
  });

  it.each(['/\\evil.example', '/%5Cevil.example', '/%2F/evil.example', 'http://evil.example'])(
    'keeps a link to %s (read by browsers as another host, or not https) as text (issue 40)',
    (href) => {
      const html = md.toHtml(`[click](${href}) and [ok](/about-us)`);
      expect(html).not.toMatch(/href="[^"]*evil/);
      expect(html).toContain('<a href="/about-us">ok</a>');
    },
  );

  it('renders what the posts have always used: paragraphs, ## sub-headings and - lists', () => {
    const body = 'First paragraph\nwith two lines.\n\n## A heading\n\n- one\n- two';
    expect(md.toHtml(body)).toBe(
      '<p>First paragraph\nwith two lines.</p>\n<h2>A heading</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
  });

  it('starts headings at h2 (the title is the h1) and keeps emphasis, links and quotes', () => {
    expect(md.toHtml('# Top\n\n### Third')).toBe('<h2>Top</h2>\n<h3>Third</h3>\n');
    expect(md.toHtml('**bold** and _it_ and [ours](/manchester) and [theirs](https://ucas.com)')).toBe(
      '<p><strong>bold</strong> and <em>it</em> and <a href="/manchester">ours</a> and <a href="https://ucas.com" rel="nofollow noopener noreferrer">theirs</a></p>\n',
    );
    expect(md.toHtml('> quoted')).toBe('<blockquote>\n<p>quoted</p>\n</blockquote>\n');
  });
});

describe('the demo posts', () => {
  const normalise = (html: string) =>
    html
      .replace(/>\n+</g, '><')
      .replace(/\n+$/, '')
      .replace(/&#x27;/g, "'");
  it.each(demoPosts.map((p) => [p.slug, p.body] as const))(
    '%s renders as the plain-text renderer before it did (same paragraphs, headings, lists and text)',
    (_slug, body) => {
      const before = renderToStaticMarkup(createElement(RichText, { body }));
      expect(normalise(md.toHtml(body))).toBe(normalise(before));
    },
  );
});
