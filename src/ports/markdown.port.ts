import { type Token, token } from './token';

/**
 * A post's body, written in Markdown, as the HTML the post page shows (ADR 051). Whatever the text,
 * the HTML is inert: no element or attribute the text names survives (raw HTML is shown as text),
 * and no link leads to javascript:, vbscript:, data: or file: addresses.
 */
export interface MarkdownRenderer {
  toHtml(markdown: string): string;
}

export const MARKDOWN_RENDERER: Token<MarkdownRenderer> = token<MarkdownRenderer>('MarkdownRenderer');
