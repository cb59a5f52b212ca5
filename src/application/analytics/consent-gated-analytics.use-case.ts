import type { Observable } from 'rxjs';
import { webVitalEvent } from '../../domain/analytics/web-vitals-event';
import type { ConsentDecision } from '../../domain/consent/consent';
import type { Analytics, AnalyticsLoader, PageSeen } from '../../ports/analytics.port';
import type { ErrorReporter } from './error-reporter';

/** The visitor's consent as it changes (ConsentStore's `choice$`). */
export interface ConsentDecisions {
  readonly choice$: Observable<ConsentDecision | null>;
}

/**
 * Analytics, web vitals and replay as the visitor's consent allows them. On analytics, loads the
 * client (its code, the web vitals' and the replay's are fetched only then), hands it the errors
 * held since the page started and every web vital and error after; on refusal or withdrawal, drops
 * the errors, stops the client and clears what it kept. Replay follows its own consent, on top of
 * analytics. Decisions are applied one after another, so a quick accept-withdraw cannot interleave.
 */
export class ConsentGatedAnalytics {
  private loading: Promise<Analytics> | null = null;
  private client: Analytics | null = null;
  private vitalsStarted = false;
  private applying: Promise<void> = Promise.resolve();
  private landing: PageSeen | undefined;

  constructor(
    private readonly consent: ConsentDecisions,
    private readonly errors: ErrorReporter,
    private readonly loader: AnalyticsLoader,
  ) {}

  /**
   * Follows the decisions from now on; the returned function stops following (what runs keeps
   * running). `landing`: the page the visitor decided on, when this code was loaded after it.
   */
  start(landing?: PageSeen): () => void {
    this.landing = landing;
    const subscription = this.consent.choice$.subscribe((choice) => {
      this.applying = this.applying
        .then(() => this.apply(choice))
        .catch((error: unknown) => {
          // A chunk that did not load is tried again on the next decision; nothing is reported
          // (an analytics failure must not become an analytics event).
          this.loading = null;
          console.warn('Analytics could not start', error);
        });
    });
    return () => subscription.unsubscribe();
  }

  /** Resolves once every decision received so far has been applied. */
  settled(): Promise<void> {
    return this.applying;
  }

  private apply(choice: ConsentDecision | null): Promise<void> {
    // Undecided: errors wait in memory. A decision that vanished (storage cleared, perhaps in another
    // tab) is no consent: whatever was running stops and forgets, as on withdrawal.
    if (choice === null) return this.loading ? this.refuse() : Promise.resolve();
    return choice.analytics ? this.allow(choice.replay) : this.refuse();
  }

  private async allow(replay: boolean): Promise<void> {
    this.loading ??= this.loader.start(this.landing);
    const current = await this.loading;
    this.client = current;
    this.errors.connect((event) => current.track(event));
    if (!this.vitalsStarted) {
      this.vitalsStarted = true;
      (await this.loader.webVitals()).listen((sample) => this.client?.track(webVitalEvent(sample)));
    }
    await current.setReplay(replay);
  }

  private async refuse(): Promise<void> {
    this.errors.disconnect();
    this.client = null;
    const stopping = this.loading;
    this.loading = null;
    if (stopping) await (await stopping).stop();
    await this.loader.forgetDevice();
  }
}
