// toBeVisible, toHaveTextContent, toHaveAttribute…: assertions that say what the visitor meets.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// findBy… and waitFor wait this long: generous, because a busy machine is slow, not wrong.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Pages set the title in an effect; a title left by one test must not satisfy the next.
  document.title = '';
});

afterAll(() => server.close());
