import { BehaviorSubject, type Observable } from 'rxjs';
import type { SignedInStaff } from '../../domain/staff/staff-roles';
import type {
  FollowLinkOutcome,
  LinkAnswer,
  LinkState,
  SignInOutcome,
  StaffConsole,
} from '../../ports/staff-console.port';

/** Where the console stands with the person at the screen. */
export type ConsoleSession =
  | { readonly status: 'checking' }
  /** `ended`: the session ended while the console was open (signed out everywhere, removed, expired). */
  | { readonly status: 'signed-out'; readonly ended?: true }
  | { readonly status: 'signed-in'; readonly staff: SignedInStaff }
  /** The server could not be asked; the console offers to try again. */
  | { readonly status: 'unreachable'; readonly message: string };

/**
 * The console's session in the browser (issue 18): asks the server once who is signed in, signs in
 * and out, and takes the answers of the one-time links. Any console call that finds the session
 * ended calls `ended()` (the console's fetch does it for every 401, admin-modules.ts), and a tab
 * shown again looks once more (`recheck()`): the whole console goes back to the sign-in screen,
 * saying the session ended, at the page the member was on (issue 36 item 8).
 */
export class ConsoleSessionStore {
  private readonly state = new BehaviorSubject<ConsoleSession>({ status: 'checking' });
  readonly session$: Observable<ConsoleSession> = this.state.asObservable();
  private checking: Promise<void> | null = null;

  constructor(private readonly api: StaffConsole) {}

  current(): ConsoleSession {
    return this.state.value;
  }

  /** Asks the server who is signed in (once; again after `unreachable`). */
  check(): Promise<void> {
    if (this.state.value.status === 'signed-in') return Promise.resolve();
    if (this.checking && this.state.value.status !== 'unreachable') return this.checking;
    this.state.next({ status: 'checking' });
    this.checking = this.api.currentStaff().then(
      (staff) => this.state.next(staff ? { status: 'signed-in', staff } : { status: 'signed-out' }),
      (error: unknown) =>
        this.state.next({
          status: 'unreachable',
          message: error instanceof Error ? error.message : 'We could not reach the server.',
        }),
    );
    return this.checking;
  }

  async signIn(email: string, password: string): Promise<SignInOutcome> {
    const outcome = await this.api.signIn(email.trim(), password);
    if (outcome.kind === 'signed-in') this.state.next({ status: 'signed-in', staff: outcome.staff });
    return outcome;
  }

  async signOut(): Promise<void> {
    await this.api.signOut();
    this.state.next({ status: 'signed-out' });
  }

  async signOutEverywhere(): Promise<void> {
    await this.api.signOutEverywhere();
    this.state.next({ status: 'signed-out' });
  }

  /** Asks the server again while signed in (a tab shown again): ended if the session is gone; a failure to ask changes nothing. */
  async recheck(): Promise<void> {
    if (this.state.value.status !== 'signed-in') return;
    const staff = await this.api.currentStaff().catch(() => undefined);
    if (staff === null) this.ended();
  }

  readLink(linkToken: string): Promise<LinkState> {
    return this.api.readLink(linkToken);
  }

  async followLink(linkToken: string, answer: LinkAnswer): Promise<FollowLinkOutcome> {
    const outcome = await this.api.followLink(linkToken, answer);
    if (outcome.kind === 'signed-in') this.state.next({ status: 'signed-in', staff: outcome.staff });
    return outcome;
  }

  requestPasswordReset(email: string): Promise<void> {
    return this.api.requestPasswordReset(email.trim());
  }

  /** The server said the session has ended (expired, removed, or signed out elsewhere) while signed in. */
  ended(): void {
    if (this.state.value.status === 'signed-in') this.state.next({ status: 'signed-out', ended: true });
  }
}
