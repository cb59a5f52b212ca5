import type { ConsentChoice } from '../../domain/consent/consent';
import type { ConsentRecorder } from '../../ports/consent-recorder.port';
import type { Fetch } from './get-json';

/**
 * The consent log over HTTP: `POST /api/consent` with the anonymous id, the categories and the
 * version (the server stamps the time it recorded). `keepalive` lets it finish when the visitor
 * moves on at once; anything but a 2xx rejects, so the store sends it again on the next load.
 */
export class HttpConsentRecorder implements ConsentRecorder {
  constructor(private readonly fetchFn: Fetch) {}

  async record(choice: ConsentChoice): Promise<void> {
    const response = await this.fetchFn('/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        consentId: choice.id,
        version: choice.version,
        analytics: choice.analytics,
        replay: choice.replay,
      }),
      keepalive: true,
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`the consent log answered ${response.status}`);
  }
}
