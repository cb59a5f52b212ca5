import type { Observable } from 'rxjs';
import {
  type EnquiryDraft,
  type EnquiryStep,
  enquirySteps,
  readEnquiryDraft,
  resetEnquiryDraft,
} from '../../domain/room-finder/enquiry-draft';
import { londonDate } from '../../domain/shared/london-date';
import type { Clock } from '../../ports/clock.port';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import { StoredValue } from '../shared/stored-value';

/** Where the draft is kept on the device, so it survives reloads. */
export const enquiryDraftKey = 'roomFinderDraft';

/** The room finder's draft as a stream, kept on the device and in step with other tabs. */
export class RoomFinderStore {
  private readonly stored: StoredValue<EnquiryDraft>;
  readonly draft$: Observable<EnquiryDraft>;

  constructor(
    storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {
    this.stored = new StoredValue(storage, enquiryDraftKey, readEnquiryDraft);
    this.draft$ = this.stored.value$;
  }

  get draft(): EnquiryDraft {
    return this.stored.value;
  }

  /** Today in the UK (YYYY-MM-DD): move-in dates are checked against it. */
  today(): string {
    return londonDate(this.clock.now());
  }

  /** Keeps the visitor's answers (never the step: see reach). */
  update(answers: Partial<Omit<EnquiryDraft, 'step'>>): void {
    const { step: _ignored, ...rest } = answers as Partial<EnquiryDraft>;
    this.stored.save({ ...this.draft, ...rest });
  }

  /** Records that the visitor reached a step; the furthest reached is kept. */
  reach(step: EnquiryStep): void {
    if (enquirySteps.indexOf(step) > enquirySteps.indexOf(this.draft.step)) this.stored.save({ ...this.draft, step });
  }

  /** Spec section 4: clears only the city and the move-in date. */
  reset(): void {
    this.stored.save(resetEnquiryDraft(this.draft));
  }

  dispose(): void {
    this.stored.dispose();
  }
}
