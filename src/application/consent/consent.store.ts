import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  CONSENT_FLAG_KEY,
  CONSENT_RECORD_KEY,
  type ConsentChoice,
  type ConsentDecision,
  consentFlag,
  decideConsent,
  type OptionalCategory,
  REJECT_ALL,
  readDeviceConsent,
  readStoredConsent,
  storedConsentText,
} from '../../domain/consent/consent';
import type { Clock } from '../../ports/clock.port';
import type { ConsentRecorder } from '../../ports/consent-recorder.port';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';

/**
 * Why the banner shows: `auto` when the visitor has not decided (5 s after load), `settings` when
 * they opened it from the footer's "Cookie settings" to change or withdraw.
 */
export type BannerState = 'hidden' | 'auto' | 'settings';

/**
 * The visitor's consent as streams: what is granted (analytics and replay code loads only on
 * `granted$`), and the banner. Decisions are kept on the device (necessary storage) and sent to the
 * server's consent log; one the log did not get is sent again when the next page starts.
 */
export class ConsentStore {
  private readonly choice: BehaviorSubject<ConsentDecision | null>;
  private readonly banner = new BehaviorSubject<BannerState>('hidden');
  private readonly stopListening: () => void;
  private cancelDelay: Cancel = () => {};
  /** The decision in force: the stored record's, or the spec flag's alone (true: all, false: none). */
  readonly choice$: Observable<ConsentDecision | null>;
  readonly banner$: Observable<BannerState>;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
    private readonly newId: () => string,
    private readonly recorder: ConsentRecorder,
  ) {
    this.choice = new BehaviorSubject(this.readDevice());
    this.choice$ = this.choice.asObservable();
    this.banner$ = this.banner.pipe(distinctUntilChanged());
    this.stopListening = storage.onExternalChange((key) => {
      if (key !== null && key !== CONSENT_RECORD_KEY && key !== CONSENT_FLAG_KEY) return;
      const read = this.readDevice();
      this.choice.next(read);
      // Decided in another tab: that answers this tab's banner too (not one opened here on purpose).
      if (read && this.banner.value === 'auto') this.banner.next('hidden');
    });
  }

  /** At page load: the banner after the delay when nothing is decided; a decision the log missed, again. */
  start(): void {
    this.cancelDelay();
    this.cancelDelay = this.scheduler.after(BANNER_DELAY_MS, () => {
      if (this.choice.value === null && this.banner.value === 'hidden') this.banner.next('auto');
    });
    const stored = readStoredConsent(this.storage.read(CONSENT_RECORD_KEY));
    if (stored && !stored.logged) this.send(stored.choice);
  }

  current(): ConsentDecision | null {
    return this.choice.value;
  }

  /** Whether a category may run now; false until granted, and false again on withdrawal. */
  granted$(category: OptionalCategory): Observable<boolean> {
    return this.choice.pipe(
      map((choice) => choice?.[category] ?? false),
      distinctUntilChanged(),
    );
  }

  acceptAll(): void {
    this.decide(ACCEPT_ALL);
  }

  rejectAll(): void {
    this.decide(REJECT_ALL);
  }

  choose(decision: ConsentDecision): void {
    this.decide(decision);
  }

  /** The footer's "Cookie settings": the banner, now, to change or withdraw a decision. */
  openSettings(): void {
    this.banner.next('settings');
  }

  /** Closing the settings without changing anything; only a visitor who has decided can. */
  closeSettings(): void {
    if (this.banner.value === 'settings' && this.choice.value !== null) this.banner.next('hidden');
  }

  dispose(): void {
    this.cancelDelay();
    this.stopListening();
  }

  private decide(decision: ConsentDecision): void {
    // The device keeps its anonymous id across changes of mind; a visitor with only the flag gets one now.
    const id = readStoredConsent(this.storage.read(CONSENT_RECORD_KEY))?.choice.id ?? this.newId();
    const choice = decideConsent(decision, id, this.clock.now());
    this.storage.write(CONSENT_RECORD_KEY, storedConsentText(choice, false));
    this.storage.write(CONSENT_FLAG_KEY, consentFlag(choice));
    this.choice.next({ analytics: choice.analytics, replay: choice.replay });
    this.banner.next('hidden');
    this.send(choice);
  }

  /** Only what the device holds; a decision read from the flag alone is not written back nor logged. */
  private readDevice(): ConsentDecision | null {
    return readDeviceConsent(this.storage.read(CONSENT_RECORD_KEY), this.storage.read(CONSENT_FLAG_KEY));
  }

  private send(choice: ConsentChoice): void {
    this.recorder.record(choice).then(
      () => {
        // Marked as logged only if it is still the decision kept (not replaced meanwhile).
        const kept = readStoredConsent(this.storage.read(CONSENT_RECORD_KEY));
        if (kept && !kept.logged && kept.choice.decidedAt === choice.decidedAt && kept.choice.id === choice.id)
          this.storage.write(CONSENT_RECORD_KEY, storedConsentText(kept.choice, true));
      },
      // Kept as not logged: the next page load sends it again.
      () => {},
    );
  }
}
