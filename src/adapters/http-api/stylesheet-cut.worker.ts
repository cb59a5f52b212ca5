// The cutting worker (ADR 101): the built server's own entry (dist/server/stylesheet-cut-worker.js),
// which cuts a page's stylesheet off the server's event loop. It answers each request `{ id, markup,
// css }` with `{ id, text }`, or `{ id, error }` when the cut throws.
import { parentPort } from 'node:worker_threads';
import { criticalStylesheet } from './stylesheet-cut';

const port = parentPort;
if (!port) throw new Error('stylesheet-cut.worker runs as a worker thread');
port.on('message', async ({ id, markup, css }: { id: number; markup: string; css: string }) => {
  try {
    port.postMessage({ id, text: await criticalStylesheet(markup, css) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
