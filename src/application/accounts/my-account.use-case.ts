import { type AccountLists, LIST_CAPACITY, LIST_NAMES } from '../../domain/accounts/account-lists';
import {
  type AccountDetails,
  type GivenName,
  suggestedName,
  type VisitorAccount,
} from '../../domain/accounts/visitor-account';
import type { EnquiryKind, EnquiryStatus } from '../../domain/enquiries/enquiry';
import type { StoredViewing, ViewingKind, ViewingStatus } from '../../domain/viewings/viewing';
import type { SaveListsOutcome, StoredLists } from '../../ports/visitor-accounts.port';
import type { AccountPorts } from './account-ports';

export interface AccountViewing {
  readonly reference: string;
  readonly kind: ViewingKind;
  /** ISO 8601, UTC. */
  readonly start: string;
  readonly end: string;
  readonly status: ViewingStatus;
  readonly propertyName: string;
  /** The viewing's manage page (path and query), the same link its e-mails carry. */
  readonly managePath: string;
}

export interface AccountEnquiry {
  readonly reference: string;
  readonly kind: EnquiryKind;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
  readonly status: EnquiryStatus;
}

/**
 * A reservation as "My reservations" lists it. Reservations are issue 20 items 3 to 5 (ADR 054):
 * whoever builds them gives the overview a MyReservations; until then the section is not shown.
 */
export interface AccountReservation {
  readonly reference: string;
  readonly title: string;
  readonly status: string;
  /** Where the visitor sees or manages it (a path on this site). */
  readonly path: string;
  /** The name its details gave (none on a hold), and when it was made (ISO 8601, UTC). */
  readonly givenName: string | null;
  readonly heldAt: string;
  /** A holding deposit still to pay the operator directly: how much, and by which London day (YYYY-MM-DD). */
  readonly depositDue: { readonly pence: number; readonly by: string } | null;
}

/** The reservations of an account's address (a port-free interface the reservations area implements). */
export interface MyReservations {
  list(account: VisitorAccount): Promise<readonly AccountReservation[]>;
}

export interface AccountOverview {
  readonly account: VisitorAccount;
  readonly viewings: readonly AccountViewing[];
  readonly enquiries: readonly AccountEnquiry[];
  /** Null when the site takes no reservations (no MyReservations given). */
  readonly reservations: readonly AccountReservation[] | null;
  /** The name the details form offers: the account's, or else the one last given with its address. */
  readonly suggestedName: string;
}

/**
 * What /account shows: the account's details, and the viewings and enquiries made with its
 * address, earlier ones included (signing in proved the address). An enquiry that only names the
 * address (a friend someone referred) is not the visitor's, so it is not shown.
 */
export class ReadAccount {
  constructor(
    private readonly ports: AccountPorts,
    private readonly managePath: (viewing: StoredViewing) => string,
    private readonly reservations: MyReservations | null = null,
  ) {}

  async run(account: VisitorAccount): Promise<AccountOverview> {
    const address = account.email.trim().toLowerCase();
    const [held, reservations] = await Promise.all([
      this.ports.records.exportFor(account.email),
      this.reservations ? this.reservations.list(account) : Promise.resolve(null),
    ]);
    const ids = [...new Set(held.viewings.map((v) => v.propertyId))];
    const properties = ids.length ? await this.ports.catalogue.findProperties(ids) : [];
    const nameOf = (id: string) => properties.find((p) => p._id === id || p.id === id)?.display_name ?? 'A residence';
    const own = held.enquiries.filter((e) => e.email.trim().toLowerCase() === address);
    const given: GivenName[] = [
      ...held.viewings.map((v) => ({ name: v.name, at: v.createdAt })),
      ...own.map((e) => ({ name: e.name, at: e.created_at })),
      ...(reservations ?? []).map((r) => ({ name: r.givenName, at: r.heldAt })),
    ];
    return {
      account,
      viewings: [...held.viewings]
        .sort((a, b) => b.start.localeCompare(a.start))
        .map((v) => ({
          reference: v.reference,
          kind: v.kind,
          start: v.start,
          end: v.end,
          status: v.status,
          propertyName: nameOf(v.propertyId),
          managePath: this.managePath(v),
        })),
      enquiries: own
        .map((e) => ({ reference: e.reference, kind: e.kind, createdAt: e.created_at, status: e.status }))
        .reverse(),
      reservations,
      suggestedName: suggestedName(account.name, given),
    };
  }
}

/** The visitor's details and contact preferences. */
export class UpdateAccountDetails {
  constructor(private readonly ports: AccountPorts) {}

  async run(account: VisitorAccount, details: AccountDetails): Promise<VisitorAccount | null> {
    return this.ports.accounts.updateDetails(account.id, {
      name: details.name.trim(),
      marketingEmails: details.marketingEmails,
    });
  }
}

/** The account's shortlists: read, and saved at the version the device last read (409 when another device saved since). */
export class AccountShortlists {
  constructor(private readonly ports: AccountPorts) {}

  async read(account: VisitorAccount): Promise<StoredLists | null> {
    return this.ports.accounts.readLists(account.id);
  }

  async save(account: VisitorAccount, lists: AccountLists, baseVersion: number): Promise<SaveListsOutcome> {
    for (const name of LIST_NAMES) {
      const ids = lists[name].map((i) => i.id);
      if (ids.length > LIST_CAPACITY[name] || new Set(ids).size !== ids.length)
        throw new RangeError(`${name} holds at most ${LIST_CAPACITY[name]} items, each once`);
    }
    return this.ports.accounts.saveLists(account.id, lists, baseVersion);
  }
}

/**
 * "Delete my account": everything `npm run personal-data -- erase` erases for the address (the same
 * use case, given by the composition root): the account with its sessions, sign-in links and lists,
 * reservations (ADR 076), viewings, enquiries and e-mails.
 */
export class DeleteAccount {
  constructor(private readonly erasePersonalData: (email: string) => Promise<void>) {}

  async run(account: VisitorAccount): Promise<void> {
    await this.erasePersonalData(account.email);
  }
}
