// An answer that comes late: the console's list screens ask again when a filter changes, and an
// answer to the filters they had before may come after the one to the new filters.
import { act } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw-server';

/**
 * Holds the answers to the GET requests to `path` that `held` picks until `release()`; the others
 * go on to the handlers already there. `answeredAndRead()` resolves once a held one has been
 * answered and the screen has had the turns of the event loop it takes to read it (no time passes).
 * Call after rendering, before the screen's first request is handled (the handler goes in front).
 */
export function holdAnswers(path: string, held: (url: URL) => boolean) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answered = new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!held(new URL(request.url))) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
  server.use(
    http.get(path, async ({ request }) => {
      if (held(new URL(request.url))) await gate;
      return undefined;
    }),
  );
  return {
    release,
    async answeredAndRead() {
      await answered;
      await act(async () => {
        for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      });
    },
  };
}
