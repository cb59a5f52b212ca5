import { setupServer } from 'msw/node';
import { handlersFor } from '../qa/handlers';

/** The one msw server of the UI tests, started in setup-tests.ts; `server.use(...)` per test. */
export const server = setupServer(...handlersFor('default'));
