/**
 * The boot script, kept tiny (ADR 013). The server rendered the page (ADR 012), so nothing here is
 * needed to paint it: the page's inline loader (boot-loader.ts, ADR 065) asks for this script only
 * once the page's largest picture is drawn (ADR 064), together with the modules the page names,
 * which it has preloaded so that they do not arrive one import at a time.
 */
import './styles/app.css';
import './styles/widget.css';
import './styles/consent.css';
import './styles/pages.css';
import { drawnByServer } from './boot-loader';
import { watchErrors } from './error-watch';

declare const __QA__: boolean;

// First of all: an outdated chunk reloads the page, and errors wait for the visitor's decision.
const errors = watchErrors(window);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot() {
  const serverRendered = !__QA__ && drawnByServer(document);
  // React first, then the app, then starting it: three shorter tasks instead of one long one.
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start(serverRendered, errors);
}

void boot();
