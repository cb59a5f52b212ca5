import type { TermsRecord } from '../../ports/reservation-repository.port';
import type {
  ReservationActionAnswer,
  ReservationActionName,
  ReservationFilters,
  ReservationListAnswer,
  ReservationsConsole,
  StaffReservationDetail,
  TermsInput,
  TermsSaveAnswer,
} from '../../ports/reservations-console.port';
import { type Token, token } from '../../ports/token';

/**
 * The console's reservations in the browser (issue 20 item 6): what the list, the reservation and
 * the terms screens read and do, over the ReservationsConsole port. The residences are read once.
 * Plain class, no React.
 */
export class ReservationsConsoleStore {
  private residencesRead: Promise<readonly { readonly slug: string; readonly name: string }[]> | null = null;

  constructor(private readonly api: ReservationsConsole) {}

  list(filters: ReservationFilters): Promise<ReservationListAnswer> {
    return this.api.list(filters);
  }

  csvUrl(filters: ReservationFilters): string {
    return this.api.csvUrl(filters);
  }

  residences(): Promise<readonly { readonly slug: string; readonly name: string }[]> {
    this.residencesRead ??= this.api.residences().catch((error: unknown) => {
      this.residencesRead = null;
      throw error;
    });
    return this.residencesRead;
  }

  get(reference: string): Promise<StaffReservationDetail | null> {
    return this.api.get(reference);
  }

  act(reference: string, action: ReservationActionName): Promise<ReservationActionAnswer> {
    return this.api.act(reference, action);
  }

  terms(): Promise<TermsRecord> {
    return this.api.terms();
  }

  saveTerms(input: TermsInput): Promise<TermsSaveAnswer> {
    return this.api.saveTerms(input);
  }
}

export const RESERVATIONS_CONSOLE_STORE: Token<ReservationsConsoleStore> =
  /* @__PURE__ */ token<ReservationsConsoleStore>('ReservationsConsoleStore');
