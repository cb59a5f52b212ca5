import type { Container } from 'inversify';
import { MemoryKeyValueStorage } from '../../src/adapters/memory/memory-storage.adapter';
import { KEY_VALUE_STORAGE } from '../../src/ports/key-value-storage.port';
import { handlersFor, isScenario, scenarioNames } from './handlers';

/**
 * The QA build: every HTTP call is answered by an msw worker for the scenario named in
 * `?scenario=…` (default when absent), and device storage is the memory fake, so each reload
 * starts clean. Started before the first render.
 */
export async function startQa(container: Container): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  const scenario = isScenario(requested) ? requested : 'default';
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlersFor(scenario));
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  container.rebind(KEY_VALUE_STORAGE).toConstantValue(
    // Signed in (issue 20): the device keeps the marker the protected routes read.
    new MemoryKeyValueStorage(scenario === 'visitor-signed-in' ? { token: 'signed-in' } : {}),
  );
  const banner = document.createElement('div');
  banner.className = 'qa-banner';
  banner.setAttribute('role', 'note');
  banner.textContent = `QA build · scenario: ${scenario} · others: ${scenarioNames.filter((s) => s !== scenario).join(', ')}`;
  document.body.append(banner);
}
