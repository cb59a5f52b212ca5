import { ContainerModule } from 'inversify';
import { ConsentStore } from '../../../application/consent/consent.store';
import { CONSENT_STORE } from '../../../application/consent/consent.tokens';
import { CLOCK, type Clock } from '../../../ports/clock.port';
import { CONSENT_RECORDER, type ConsentRecorder } from '../../../ports/consent-recorder.port';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../../ports/key-value-storage.port';
import { SCHEDULER, type Scheduler } from '../../../ports/scheduler.port';
import { newSubmissionId } from '../submission-id';

/**
 * The consent store over whatever device storage, time and consent log the container binds. On
 * every page, so in the first load (the banner's own code loads when it shows). The server render
 * resolves it too; the banner is never shown there.
 */
export const consentModule = new ContainerModule(({ bind }) => {
  bind(CONSENT_STORE).toResolvedValue(
    (storage: KeyValueStorage, scheduler: Scheduler, clock: Clock, recorder: ConsentRecorder) =>
      new ConsentStore(storage, scheduler, clock, newSubmissionId, recorder),
    [KEY_VALUE_STORAGE, SCHEDULER, CLOCK, CONSENT_RECORDER],
  );
});
