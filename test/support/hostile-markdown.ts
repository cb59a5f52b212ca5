import { expect } from 'vitest';

/** Hostile input in the manner of the OWASP XSS filter evasion cheat sheet, written into a post's body. */
export const hostileMarkdown: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](java\u0000script:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;avascript:alert(1))',
  '[click](%6A%61%76%61%73%63%72%69%70%74:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](file:///etc/passwd)',
  '[click](//evil.test/x)',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](https://evil.test/x.png)',
  '[x](https://ok.test/" onmouseover="alert(1))',
  '[a]: javascript:alert(1)\n\n[ref][a]',
  '<https://ok.test/"onmouseover="alert(1)>',
  '<javascript:alert(1)>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<object data="javascript:alert(1)"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
];

/** What must never appear in the rendered HTML: an element that runs or loads something, an event handler, a script address. */
export function expectInert(html: string): void {
  expect(html).not.toMatch(/<\s*(script|img|svg|iframe|object|embed|body|style|meta|form|math|details|base|link)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src|action|data)\s*=\s*"\s*(javascript|vbscript|data|file):/i);
  expect(html).not.toMatch(/href="\/\//);
}
