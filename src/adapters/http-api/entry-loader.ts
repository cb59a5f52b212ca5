import { scriptHash } from './security-headers';

/**
 * The app's first script asked for once the page's largest picture is drawn (ADR 064). The built
 * template names it in the head (`<script type="module" src="/assets/main-….js">`), so a browser
 * fetches it beside the picture the page is judged by and runs it before that picture is drawn; on
 * a slow connection the two share the bandwidth, and the app's code (about 100 KB more, which the
 * script asks for at once) takes it from the picture. In its place the template gets a few lines,
 * inline, that wait for the picture the server marked `fetchpriority="high"` to be decoded (three
 * seconds at most), then for the next frame, and only then import the script. A page without such a
 * picture imports it after its first frame; a tab in the background, at once. The CSP allows the
 * inline text by its hash.
 */

/** The longest the app waits for the largest picture before it loads anyway (a slow or failed picture). */
export const LARGEST_PICTURE_WAIT_MS = 3000;

export interface LateEntryTemplate {
  readonly html: string;
  /** The CSP source expression of the inline loader, or none when the template was left as it is. */
  readonly scriptHashes: readonly string[];
}

/** The entry script as build.mjs writes it: the build's own hashed file. */
const entryScript = /<script type="module" src="(\/assets\/main-[A-Za-z0-9_-]+\.js)"><\/script>/;

/** The loader's text for the entry at `src` (a module script: it runs once the page is parsed). */
export function entryLoader(src: string, waitMs = LARGEST_PICTURE_WAIT_MS): string {
  return [
    `const load = () => import(${JSON.stringify(src)});`,
    `const afterFrame = () => document.visibilityState === 'hidden' ? load() : requestAnimationFrame(() => setTimeout(load, 0));`,
    `const picture = document.querySelector('img[fetchpriority="high"]');`,
    `if (picture) Promise.race([picture.decode().catch(() => {}), new Promise((r) => setTimeout(r, ${waitMs}))]).then(afterFrame);`,
    'else afterFrame();',
  ].join('\n');
}

/**
 * The template with its entry script replaced by the inline loader, and the loader's hash; a
 * template without the build's entry script (the QA build's, a hand-made one) is left as it is.
 */
export function loadEntryLate(template: string): LateEntryTemplate {
  const match = entryScript.exec(template);
  if (!match?.[1]) return { html: template, scriptHashes: [] };
  const loader = entryLoader(match[1]);
  // A function as the replacement: the text goes in as it is (no `$&` patterns).
  const html = template.replace(entryScript, () => `<script type="module">${loader}</script>`);
  return { html, scriptHashes: [scriptHash(loader)] };
}
