import { render } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MemoryStaffConsole } from '../../../src/adapters/memory/memory-staff-console';
import AdminApp from '../../../src/ui/admin/admin-app';
import { adminModule } from '../../../src/ui/admin/admin-modules';
import { ToastRegion } from '../../../src/ui/components/toast-region';
import { ServicesProvider } from '../../../src/ui/hooks/use-service';
import {
  type CatalogueConsoleFakes,
  catalogueConsoleFakes,
  catalogueConsoleHandlers,
  consoleFailing,
  consoleHandlers,
} from '../../qa/console-handlers';
import { consoleSeed } from '../../support/staff-console-fixture';
import { createTestContainer, TEST_ORIGIN } from '../../support/test-container';
import { server } from '../msw-server';

// The console's screens load lazily; load them before the first test's time starts.
await Promise.all([
  import('../../../src/ui/admin/screens/dashboard.screen'),
  import('../../../src/ui/admin/screens/staff.screen'),
  import('../../../src/ui/admin/screens/audit-log.screen'),
]);

export type ConsoleScenario = 'owner' | 'editor' | 'sales' | 'signed-out' | 'api-error';

const members: Record<Exclude<ConsoleScenario, 'api-error'>, string | null> = {
  owner: 'staff-owner',
  editor: 'staff-editor',
  sales: 'staff-sales',
  'signed-out': null,
};

/**
 * The console at `path` (under /admin) as the browser runs it: its own module over the HTTP
 * adapter, answered by msw with QA's console scenario (a fresh memory fake per test).
 */
export function renderConsole(
  path: string,
  scenario: ConsoleScenario,
  /** The catalogue's QA scenarios: someone else saves first; every upload refused. */
  catalogueOptions: { othersSaveFirst?: boolean; uploadsRefused?: boolean } = {},
) {
  const fake = scenario === 'api-error' ? null : new MemoryStaffConsole(consoleSeed(members[scenario]));
  const catalogue: CatalogueConsoleFakes | null = fake
    ? catalogueConsoleFakes(async () => (await fake.currentStaff())?.role ?? null, catalogueOptions)
    : null;
  server.use(
    ...(fake && catalogue ? [...consoleHandlers(fake), ...catalogueConsoleHandlers(catalogue)] : consoleFailing),
  );
  const services = createTestContainer();
  services.container.load(adminModule((input, init) => fetch(new URL(input, TEST_ORIGIN).href, init)));
  const location = memoryLocation({ path, record: true });
  const result = render(
    <StrictMode>
      <ServicesProvider container={services.container}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Suspense fallback={null}>
            <AdminApp container={services.container} ToastRegion={ToastRegion} />
          </Suspense>
        </Router>
      </ServicesProvider>
    </StrictMode>,
  );
  return { ...result, fake, catalogue, services, history: location.history, navigate: location.navigate };
}
