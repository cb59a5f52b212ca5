import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// findBy… and waitFor wait this long: generous, because a busy machine is slow, not wrong.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads its pages lazily; load them once here, so a file's first test does not pay for it.
  await Promise.all([
    import('../../src/ui/pages/home.page'),
    import('../../src/ui/pages/city-listing.page'),
    import('../../src/ui/pages/city.page'),
    import('../../src/ui/pages/property.page'),
    import('../../src/ui/pages/room-type.page'),
    import('../../src/ui/pages/not-found.page'),
  ]);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
