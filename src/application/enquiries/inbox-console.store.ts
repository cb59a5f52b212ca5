import type { EnquiryStatus } from '../../domain/enquiries/enquiry';
import type {
  InboxChoices,
  InboxConsole,
  InboxDetailView,
  InboxFilters,
  InboxListAnswer,
  InboxSave,
  PersonalDataErase,
  PersonalDataFind,
} from '../../ports/inbox-console.port';

/**
 * The console's inbox in the browser (issue 19 item 3): what the inbox and personal-data screens
 * read and save, over the InboxConsole port. The choices (residences and staff) are read once.
 * Plain class, no React.
 */
export class InboxConsoleStore {
  private choicesRead: Promise<InboxChoices> | null = null;

  constructor(private readonly api: InboxConsole) {}

  list(filters: InboxFilters): Promise<InboxListAnswer> {
    return this.api.list(filters);
  }

  choices(): Promise<InboxChoices> {
    this.choicesRead ??= this.api.choices().catch((error: unknown) => {
      this.choicesRead = null;
      throw error;
    });
    return this.choicesRead;
  }

  /** Opens the enquiry on the screen: a new one becomes open (the server takes it up, audited). */
  open(reference: string): Promise<InboxDetailView | null> {
    return this.api.open(reference);
  }

  setStatus(detail: InboxDetailView, status: EnquiryStatus): Promise<InboxSave> {
    return this.api.change(detail.enquiry.reference, detail.enquiry.version, { status });
  }

  assign(detail: InboxDetailView, assigneeId: string | null): Promise<InboxSave> {
    return this.api.change(detail.enquiry.reference, detail.enquiry.version, { assigneeId });
  }

  note(detail: InboxDetailView, body: string): Promise<InboxSave> {
    return this.api.note(detail.enquiry.reference, body);
  }

  reply(detail: InboxDetailView, subject: string, body: string): Promise<InboxSave> {
    return this.api.reply(detail.enquiry.reference, detail.enquiry.version, subject, body);
  }

  csvUrl(filters: InboxFilters): string {
    return this.api.csvUrl(filters);
  }

  findPersonalData(email: string): Promise<PersonalDataFind> {
    return this.api.findPersonalData(email);
  }

  erasePersonalData(email: string): Promise<PersonalDataErase> {
    return this.api.erasePersonalData(email);
  }
}
