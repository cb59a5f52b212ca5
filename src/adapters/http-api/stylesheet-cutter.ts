import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { criticalStylesheet } from './stylesheet-cut';

/** Cuts `css` to the rules `markup` uses (criticalStylesheet's contract). */
export type CutStylesheet = (markup: string, css: string) => Promise<string>;

export interface StylesheetCutter {
  readonly cut: CutStylesheet;
  /** Whether cuts go to a worker thread (false: in this process). */
  readonly inWorker: boolean;
  /** Ends the worker; a cut asked for afterwards, or still waiting, runs in process. */
  close(): Promise<void>;
}

/** The built worker's file beside the module at `from` (dist/server/stylesheet-cut-worker.js in the build). */
export const workerBeside = (from: string | URL): URL => new URL('./stylesheet-cut-worker.js', from);

/** Worker crashes in a row (an uncaught error, an exit, a start that fails) after which every cut runs in process. */
const GIVE_UP_AFTER = 3;

type Answer = { readonly id: number; readonly text?: string; readonly error?: string };
type Waiting = { resolve(text: string): void; reject(error: Error): void };

/**
 * Cuts pages' stylesheets off the event loop (ADR 101): in one worker thread running `workerFile`
 * (stylesheet-cut.worker.ts as built), which takes the requests in turn and answers each by its id.
 * A cut gives exactly what criticalStylesheet gives in process, and is never lost: when the worker
 * throws, crashes or is closed, that cut runs in process; a crashed worker is started afresh for the
 * next cut, and after GIVE_UP_AFTER crashes in a row, with no answer between, it is not started
 * again. Without the file (the sources under vitest, a build without the worker), every cut runs in
 * process. The worker keeps the process alive only while a cut is waiting.
 */
export function stylesheetCutter(workerFile: URL | null, warn: (message: string) => void = () => {}): StylesheetCutter {
  if (workerFile === null || !existsSync(workerFile))
    return { cut: criticalStylesheet, inWorker: false, close: async () => {} };
  let current: { worker: Worker; waiting: Map<number, Waiting> } | null = null;
  let closed = false;
  let failures = 0;
  let nextId = 0;

  const start = () => {
    const worker = new Worker(workerFile);
    const waiting = new Map<number, Waiting>();
    const started = { worker, waiting };
    worker.unref();
    worker.on('message', ({ id, text, error }: Answer) => {
      const request = waiting.get(id);
      if (!request) return;
      waiting.delete(id);
      if (waiting.size === 0) worker.unref();
      if (error === undefined && text !== undefined) {
        failures = 0;
        request.resolve(text);
      } else request.reject(new Error(error ?? 'the worker answered nothing'));
    });
    let gone = false;
    const lost = (why: Error) => {
      if (current === started) current = null;
      for (const request of waiting.values()) request.reject(why);
      waiting.clear();
      if (gone || closed) return;
      gone = true;
      failures++;
      warn(
        `the stylesheet worker failed (${why.message}); its cuts run in process${failures >= GIVE_UP_AFTER ? `, and every cut from now on (${failures} failures in a row)` : ''}`,
      );
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the worker stopped (exit code ${code})`)));
    return started;
  };

  const inWorker = (markup: string, css: string) =>
    new Promise<string>((resolve, reject) => {
      current ??= start();
      const { worker, waiting } = current;
      const id = nextId++;
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, markup, css });
    });

  const cut: CutStylesheet = async (markup, css) => {
    if (closed || failures >= GIVE_UP_AFTER) return criticalStylesheet(markup, css);
    // A cut the worker could not give (it threw, crashed or was closed) is made here: the same
    // answer, or the same error, as in process.
    return inWorker(markup, css).catch(() => criticalStylesheet(markup, css));
  };

  return {
    cut,
    inWorker: true,
    close: async () => {
      closed = true;
      const worker = current?.worker;
      current = null;
      await worker?.terminate();
    },
  };
}
