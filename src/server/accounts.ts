import { type Container, ContainerModule } from 'inversify';
import { type AccountRouteOptions, accountRoutes } from '../adapters/http-api/account.routes';
import type { DatabaseHandle } from '../adapters/postgres/database';
import {
  DrizzleSignInChallenges,
  DrizzleVisitorAccounts,
  DrizzleVisitorSessions,
} from '../adapters/postgres/drizzle-visitor-accounts';
import type { AccountOptions, AccountPorts } from '../application/accounts/account-ports';
import {
  AccountShortlists,
  DeleteAccount,
  type MyReservations,
  ReadAccount,
  UpdateAccountDetails,
} from '../application/accounts/my-account.use-case';
import {
  AuthenticateVisitor,
  PurgeVisitorSessions,
  RequestSignIn,
  SignOutVisitor,
  VerifySignIn,
} from '../application/accounts/visitor-sign-in.use-case';
import { PERSONAL_DATA_REQUESTS } from '../application/enquiries/inbox.tokens';
import type { PersonalDataRequests } from '../application/privacy/personal-data.use-case';
import { RESERVATIONS } from '../application/reservations/reservations.tokens';
import type { Reservations } from '../application/reservations/reservations.use-case';
import type { ViewingBookings } from '../application/viewings/viewing-bookings.use-case';
import { VIEWING_BOOKINGS } from '../application/viewings/viewings.tokens';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ENQUIRY_RECORDS, type EnquiryRecords } from '../ports/enquiry-records.port';
import { MAIL_QUEUE, type MailQueue } from '../ports/mail-queue.port';
import { SIGN_IN_CHALLENGES, type SignInChallenges } from '../ports/sign-in-challenges.port';
import { type Token, token } from '../ports/token';
import { VISITOR_ACCOUNTS, type VisitorAccounts } from '../ports/visitor-accounts.port';
import { VISITOR_SESSIONS, type VisitorSessions } from '../ports/visitor-sessions.port';
import { DATABASE } from './tokens';

/** What the accounts area needs from the server's settings (ADR 053). */
export interface AccountSettings {
  readonly publicUrl: string;
  /** At least 32 bytes, kept in the database: the sign-in codes' HMAC key. */
  readonly signInKey: Uint8Array;
  readonly mailQueued?: () => void;
  /** "My reservations" (issue 20 items 3 to 5, ADR 054); the section is hidden without it. */
  readonly reservations?: MyReservations;
}

const ACCOUNT_PORTS: Token<AccountPorts> = token<AccountPorts>('AccountPorts');
export const REQUEST_SIGN_IN: Token<RequestSignIn> = token<RequestSignIn>('RequestSignIn');
export const VERIFY_SIGN_IN: Token<VerifySignIn> = token<VerifySignIn>('VerifySignIn');
export const AUTHENTICATE_VISITOR: Token<AuthenticateVisitor> = token<AuthenticateVisitor>('AuthenticateVisitor');
export const SIGN_OUT_VISITOR: Token<SignOutVisitor> = token<SignOutVisitor>('SignOutVisitor');
export const READ_ACCOUNT: Token<ReadAccount> = token<ReadAccount>('ReadAccount');
export const UPDATE_ACCOUNT_DETAILS: Token<UpdateAccountDetails> = token<UpdateAccountDetails>('UpdateAccountDetails');
export const ACCOUNT_SHORTLISTS: Token<AccountShortlists> = token<AccountShortlists>('AccountShortlists');
export const DELETE_ACCOUNT: Token<DeleteAccount> = token<DeleteAccount>('DeleteAccount');
export const PURGE_VISITOR_SESSIONS: Token<PurgeVisitorSessions> = token<PurgeVisitorSessions>('PurgeVisitorSessions');

/** Visitors' accounts, sessions and passwordless sign-in (issue 20, ADR 053). */
export const accountsModule = (settings: AccountSettings) =>
  new ContainerModule(({ bind }) => {
    bind(VISITOR_ACCOUNTS)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleVisitorAccounts(database.db), [DATABASE])
      .inSingletonScope();
    bind(VISITOR_SESSIONS)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleVisitorSessions(database.db), [DATABASE])
      .inSingletonScope();
    bind(SIGN_IN_CHALLENGES)
      .toResolvedValue(
        (database: DatabaseHandle) => new DrizzleSignInChallenges(database.db, settings.signInKey),
        [DATABASE],
      )
      .inSingletonScope();
    bind(ACCOUNT_PORTS)
      .toResolvedValue(
        (
          accounts: VisitorAccounts,
          sessions: VisitorSessions,
          challenges: SignInChallenges,
          mailQueue: MailQueue,
          catalogue: CatalogueReader,
          records: EnquiryRecords,
          clock: Clock,
        ): AccountPorts => ({ accounts, sessions, challenges, mailQueue, catalogue, records, clock }),
        [VISITOR_ACCOUNTS, VISITOR_SESSIONS, SIGN_IN_CHALLENGES, MAIL_QUEUE, CATALOGUE_READER, ENQUIRY_RECORDS, CLOCK],
      )
      .inSingletonScope();
    const options: AccountOptions = {
      publicUrl: settings.publicUrl,
      ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
    };
    const bindUseCase = <T>(target: Token<T>, make: (p: AccountPorts) => T) => {
      bind(target)
        .toResolvedValue((p: AccountPorts) => make(p), [ACCOUNT_PORTS])
        .inSingletonScope();
    };
    bindUseCase(REQUEST_SIGN_IN, (p) => new RequestSignIn(p, options));
    bindUseCase(VERIFY_SIGN_IN, (p) => new VerifySignIn(p, options));
    bindUseCase(AUTHENTICATE_VISITOR, (p) => new AuthenticateVisitor(p, options));
    bindUseCase(SIGN_OUT_VISITOR, (p) => new SignOutVisitor(p));
    bindUseCase(UPDATE_ACCOUNT_DETAILS, (p) => new UpdateAccountDetails(p));
    bindUseCase(ACCOUNT_SHORTLISTS, (p) => new AccountShortlists(p));
    bindUseCase(PURGE_VISITOR_SESSIONS, (p) => new PurgeVisitorSessions(p, options));
    bind(READ_ACCOUNT)
      .toResolvedValue(
        (p: AccountPorts, bookings: ViewingBookings, reservations: Reservations) =>
          new ReadAccount(
            p,
            (viewing) => bookings.managePath(viewing),
            settings.reservations ?? { list: (account) => reservations.listForAccount(account.email) },
          ),
        [ACCOUNT_PORTS, VIEWING_BOOKINGS, RESERVATIONS],
      )
      .inSingletonScope();
    // The same erasure as `npm run personal-data -- erase <address> --yes` and the console's (ADR 076): one use case.
    bind(DELETE_ACCOUNT)
      .toResolvedValue(
        (requests: PersonalDataRequests) =>
          new DeleteAccount(async (email) => {
            await requests.erase(email);
          }),
        [PERSONAL_DATA_REQUESTS],
      )
      .inSingletonScope();
  });

/** The account routes over the container's use cases (the server's root and tests build them the same way). */
export function accountApi(container: Container, publicUrl: string, limits?: AccountRouteOptions['limits']) {
  return accountRoutes(
    {
      requestSignIn: container.get(REQUEST_SIGN_IN),
      verifySignIn: container.get(VERIFY_SIGN_IN),
      authenticate: container.get(AUTHENTICATE_VISITOR),
      signOut: container.get(SIGN_OUT_VISITOR),
      readAccount: container.get(READ_ACCOUNT),
      updateDetails: container.get(UPDATE_ACCOUNT_DETAILS),
      shortlists: container.get(ACCOUNT_SHORTLISTS),
      deleteAccount: container.get(DELETE_ACCOUNT),
    },
    { publicUrl, ...(limits ? { limits } : {}) },
  );
}
