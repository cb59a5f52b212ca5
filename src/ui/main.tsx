/**
 * The first script a page runs, kept tiny (ADR 013). The server rendered the page (ADR 012), so
 * nothing here is needed to paint it: the app's code is asked for only once the page's largest
 * picture is drawn (ADR 064), leaving the network to that picture first. The page names the
 * modules it will need (`<meta name="digs-modules">`); they are preloaded together, so they do
 * not arrive one import at a time.
 */
import './styles/app.css';
import './styles/widget.css';
import './styles/consent.css';
import './styles/pages.css';
import { watchErrors } from './error-watch';
import { largestPictureDrawn } from './largest-picture';

declare const __QA__: boolean;

// First of all: an outdated chunk reloads the page, and errors wait for the visitor's decision.
const errors = watchErrors(window);

/** The longest the app waits for the page's largest picture before it loads anyway. */
const LARGEST_PICTURE_WAIT_MS = 3000;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function preloadModules() {
  const list = document.querySelector('meta[name="digs-modules"]')?.getAttribute('content') ?? '';
  for (const href of list.split(' ').filter((h) => h.startsWith('/assets/'))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function boot() {
  const serverRendered = !__QA__ && document.querySelector('#root > :not(.shell-fallback)') !== null;
  if (serverRendered) await largestPictureDrawn(document, LARGEST_PICTURE_WAIT_MS);
  preloadModules();
  // React first, then the app, then starting it: three shorter tasks instead of one long one.
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start(serverRendered, errors);
}

void boot();
