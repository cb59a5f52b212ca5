import { randomUUID } from 'node:crypto';
import type { EnquiryStatus, StoredEnquiry } from '../../domain/enquiries/enquiry';
import type { OutgoingMail } from '../../domain/mail/mail';
import { eraseAddressFrom, mentionsAddress } from '../../domain/privacy/personal-data';
import { isEmailAddress } from '../../domain/shared/email-address';
import type { StoredViewing } from '../../domain/viewings/viewing';
import type {
  EnquiryRecord,
  EnquiryRecords,
  Erasure,
  HeldMail,
  PersonalData,
  PersonalNote,
  PersonalReply,
} from '../../ports/enquiry-records.port';

/**
 * Enquiries, viewings and outbox messages held in memory, for tests and QA, with the database
 * adapter's rules: closing remembers the first closing time; retention deletes closed enquiries
 * closed before the cutoff; an address is found as a whole address in any case; erasing a booked
 * viewing gives its place back. Each call runs in one synchronous step. It holds its own copies:
 * tests put in what it should hold with `addEnquiry`, `addViewing` and `addMail`.
 */
export class MemoryEnquiryRecords implements EnquiryRecords {
  private enquiries: EnquiryRecord[] = [];
  private viewings: StoredViewing[] = [];
  private mails: HeldMail[] = [];
  private notes: PersonalNote[] = [];
  private replies: PersonalReply[] = [];
  /** Places taken per slot, keyed by property id and start. */
  private readonly slots = new Map<string, number>();

  addEnquiry(enquiry: StoredEnquiry & { readonly closed_at?: string | null }): void {
    this.enquiries.push({ ...structuredClone(enquiry), closed_at: enquiry.closed_at ?? null });
  }

  /** Holds a note the inbox kept on an enquiry. */
  addNote(note: PersonalNote): void {
    this.notes.push({ ...note });
  }

  /** Holds a reply the inbox sent and kept on an enquiry. */
  addReply(reply: PersonalReply): void {
    this.replies.push({ ...reply });
  }

  /** Holds a viewing; a booked one takes a place in its slot, as booking it would have. */
  addViewing(viewing: StoredViewing): void {
    this.viewings.push(structuredClone(viewing));
    if (viewing.status === 'booked') this.changePlaces(viewing, +1);
  }

  addMail(mail: OutgoingMail, options: { readonly status?: HeldMail['status']; readonly at: number }): void {
    const status = options.status ?? 'pending';
    this.mails.push({
      id: randomUUID(),
      mail: structuredClone(mail),
      status,
      created_at: new Date(options.at).toISOString(),
      sent_at: status === 'sent' ? new Date(options.at).toISOString() : null,
    });
  }

  /** Places taken in a property's slot. */
  bookedPlaces(propertyId: string, start: string): number {
    return this.slots.get(slotKey(propertyId, start)) ?? 0;
  }

  clear(): void {
    this.enquiries = [];
    this.viewings = [];
    this.mails = [];
    this.notes = [];
    this.replies = [];
    this.slots.clear();
  }

  async setStatus(reference: string, status: EnquiryStatus, now: number): Promise<EnquiryRecord | null> {
    const index = this.enquiries.findIndex((e) => e.reference === reference);
    const current = this.enquiries[index];
    if (!current) return null;
    const closedAt = status === 'closed' ? (current.closed_at ?? new Date(now).toISOString()) : null;
    const updated: EnquiryRecord = { ...current, status, closed_at: closedAt };
    this.enquiries[index] = updated;
    return structuredClone(updated);
  }

  async deleteClosedBefore(cutoff: number): Promise<number> {
    const before = this.enquiries.length;
    this.enquiries = this.enquiries.filter(
      (e) => !(e.status === 'closed' && e.closed_at !== null && Date.parse(e.closed_at) < cutoff),
    );
    return before - this.enquiries.length;
  }

  async exportFor(email: string): Promise<PersonalData> {
    const found = this.find(email);
    return {
      email,
      enquiries: structuredClone(found.enquiries),
      viewings: structuredClone(found.viewings),
      mails: structuredClone(found.mails),
      ...this.keptOn(found.enquiries.filter((e) => e.email.toLowerCase() === email.trim().toLowerCase())),
    };
  }

  /** The notes and replies kept on these enquiries, oldest first. */
  private keptOn(enquiries: readonly EnquiryRecord[]): Pick<PersonalData, 'notes' | 'replies'> {
    const references = new Set(enquiries.map((e) => e.reference));
    const oldestFirst = <T extends { reference: string; created_at: string }>(list: readonly T[]) =>
      list
        .filter((x) => references.has(x.reference))
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    return { notes: structuredClone(oldestFirst(this.notes)), replies: structuredClone(oldestFirst(this.replies)) };
  }

  async eraseFor(email: string, now: number): Promise<Erasure> {
    const found = this.find(email);
    let upcomingCancelled = 0;
    for (const viewing of found.viewings) {
      if (viewing.status !== 'booked') continue;
      this.changePlaces(viewing, -1);
      if (Date.parse(viewing.start) > now) upcomingCancelled += 1;
    }
    const gone = <T>(list: readonly T[]) => new Set(list);
    const address = email.trim().toLowerCase();
    const own = found.enquiries.filter((e) => e.email.toLowerCase() === address);
    const others = new Set(found.enquiries.filter((e) => e.email.toLowerCase() !== address));
    const [enquiries, viewings, mails] = [gone(own), gone(found.viewings), gone(found.mails)];
    // Someone else's enquiry that names the address (a referral) is kept without it.
    this.enquiries = this.enquiries
      .filter((e) => !enquiries.has(e))
      .map((e) => (others.has(e) ? { ...e, fields: eraseAddressFrom(e.fields, address) } : e));
    this.viewings = this.viewings.filter((v) => !viewings.has(v));
    this.mails = this.mails.filter((m) => !mails.has(m));
    // Notes and replies go with their enquiry (the database's ON DELETE CASCADE).
    const erased = new Set(own.map((e) => e.reference));
    this.notes = this.notes.filter((n) => !erased.has(n.reference));
    this.replies = this.replies.filter((r) => !erased.has(r.reference));
    return {
      enquiries: enquiries.size,
      enquiriesRedacted: others.size,
      viewings: viewings.size,
      upcomingCancelled,
      mails: mails.size,
    };
  }

  private find(email: string) {
    const address = email.trim().toLowerCase();
    if (!isEmailAddress(address)) throw new RangeError('Give one e-mail address, like name@example.com.');
    const byTime =
      <T>(time: (item: T) => string) =>
      (a: T, b: T) =>
        Date.parse(time(a)) - Date.parse(time(b));
    return {
      enquiries: this.enquiries
        .filter((e) => e.email.toLowerCase() === address || mentionsAddress(e.fields, address))
        .sort(byTime((e) => e.created_at)),
      viewings: this.viewings.filter((v) => v.email.toLowerCase() === address).sort(byTime((v) => v.start)),
      mails: this.mails.filter((m) => mentionsAddress(m.mail, address)).sort(byTime((m) => m.created_at)),
    };
  }

  private changePlaces(viewing: StoredViewing, by: number): void {
    const key = slotKey(viewing.propertyId, viewing.start);
    this.slots.set(key, Math.max(0, (this.slots.get(key) ?? 0) + by));
  }
}

function slotKey(propertyId: string, start: string): string {
  return `${propertyId} ${new Date(start).toISOString()}`;
}
