import type { SignedInStaff, StaffRole } from '../../domain/staff/staff-roles';
import type {
  AuditPageOutcome,
  AuditPageQuery,
  AuditRow,
  ChangeRoleOutcome,
  Denied,
  FollowLinkOutcome,
  InviteOutcome,
  LinkAnswer,
  LinkPurpose,
  LinkState,
  RemoveOutcome,
  SignInOutcome,
  StaffConsole,
  StaffListOutcome,
  StaffMemberRow,
} from '../../ports/staff-console.port';

export interface MemoryStaffMember extends StaffMemberRow {
  readonly password: string;
}

export interface MemoryLink {
  readonly purpose: LinkPurpose;
  readonly email: string;
  readonly role: StaffRole;
  readonly state: 'valid' | 'expired' | 'used';
}

export interface MemoryStaffConsoleSeed {
  readonly members: readonly MemoryStaffMember[];
  /** The member signed in at the start (by id), if any. */
  readonly signedIn?: string | null;
  readonly links?: Readonly<Record<string, MemoryLink>>;
  readonly audit?: readonly AuditRow[];
  /** Failed sign-ins allowed before the rate limit answers (per address). */
  readonly attemptsBeforeLimit?: number;
  /** When things happen (ms since the epoch); the fake's own time does not move. */
  readonly now?: number;
}

const wrongCredentials = 'That e-mail address and password do not match an account.';
export const passwordRule = 'Use at least 12 characters.';

/**
 * The staff console in memory, for tests and QA: the same outcomes as the HTTP adapter over the
 * real server, with one browser's session. Passwords are kept as given (test data only).
 */
export class MemoryStaffConsole implements StaffConsole {
  private members: MemoryStaffMember[];
  private signedIn: string | null;
  private readonly links: Map<string, MemoryLink>;
  private audit: AuditRow[];
  private readonly failures = new Map<string, number>();
  private readonly limit: number;
  private readonly now: number;
  private nextId = 1;
  /** What a reset was asked for, newest last (the tests read it; no e-mail goes anywhere). */
  readonly resetsAsked: string[] = [];

  constructor(seed: MemoryStaffConsoleSeed) {
    this.members = [...seed.members];
    this.signedIn = seed.signedIn ?? null;
    this.links = new Map(Object.entries(seed.links ?? {}));
    this.audit = [...(seed.audit ?? [])].sort((a, b) => b.id - a.id);
    this.limit = seed.attemptsBeforeLimit ?? 5;
    this.now = seed.now ?? Date.UTC(2026, 8, 1, 9, 0);
  }

  private me(): MemoryStaffMember | null {
    return this.members.find((m) => m.id === this.signedIn && m.status === 'active') ?? null;
  }

  private asStaff(member: MemoryStaffMember): SignedInStaff {
    return { id: member.id, email: member.email, name: member.name, role: member.role };
  }

  private row({ password: _password, ...row }: MemoryStaffMember): StaffMemberRow {
    return row;
  }

  /** The signed-in owner, or why not. */
  private owner(): MemoryStaffMember | Denied {
    const me = this.me();
    if (!me) return { kind: 'signed-out' };
    if (me.role !== 'owner') return { kind: 'forbidden' };
    return me;
  }

  private record(
    actor: MemoryStaffMember | null,
    action: string,
    entityId: string | null,
    summary: string,
    before: unknown,
    after: unknown,
  ) {
    const id = (this.audit[0]?.id ?? 0) + 1;
    this.audit.unshift({
      id,
      at: this.now,
      staffId: actor?.id ?? null,
      actor: actor?.email ?? '',
      action,
      entity: 'staff_member',
      entityId,
      summary,
      before,
      after,
    });
  }

  async currentStaff() {
    const me = this.me();
    return me ? this.asStaff(me) : null;
  }

  async signIn(email: string, password: string): Promise<SignInOutcome> {
    const key = email.trim().toLowerCase();
    const failed = this.failures.get(key) ?? 0;
    if (failed >= this.limit)
      return {
        kind: 'rate-limited',
        retryAfterSeconds: 900,
        message: 'Too many attempts to sign in with this address. Please wait 15 minutes and try again.',
      };
    const member = this.members.find((m) => m.email.toLowerCase() === key && m.status === 'active');
    if (!member || member.password !== password) {
      this.failures.set(key, failed + 1);
      return { kind: 'wrong-credentials', message: wrongCredentials };
    }
    this.failures.delete(key);
    this.signedIn = member.id;
    return { kind: 'signed-in', staff: this.asStaff(member) };
  }

  async signOut() {
    this.signedIn = null;
  }

  async signOutEverywhere() {
    this.signedIn = null;
  }

  async readLink(linkToken: string): Promise<LinkState> {
    const link = this.links.get(linkToken);
    if (!link) return { kind: 'unknown' };
    if (link.state !== 'valid') return { kind: link.state };
    return { kind: 'valid', purpose: link.purpose, email: link.email, role: link.role };
  }

  async followLink(linkToken: string, answer: LinkAnswer): Promise<FollowLinkOutcome> {
    const state = await this.readLink(linkToken);
    if (state.kind !== 'valid') return state;
    const fields: Record<string, string> = {};
    if (answer.password.length < 12) fields.password = passwordRule;
    if (state.purpose !== 'reset' && !answer.name?.trim()) fields.name = 'Enter your name.';
    if (Object.keys(fields).length > 0) return { kind: 'refused', fields };
    this.links.set(linkToken, { ...state, state: 'used' });
    const existing = this.members.find((m) => m.email.toLowerCase() === state.email.toLowerCase());
    const member: MemoryStaffMember = existing
      ? {
          ...existing,
          password: answer.password,
          status: 'active',
          name: answer.name?.trim() || existing.name,
          version: existing.version + 1,
        }
      : {
          id: `staff-${this.members.length + 1}-${this.nextId++}`,
          email: state.email,
          name: answer.name?.trim() ?? state.email,
          role: state.role,
          status: 'active',
          createdAt: new Date(this.now).toISOString(),
          version: 1,
          password: answer.password,
        };
    this.members = existing ? this.members.map((m) => (m.id === existing.id ? member : m)) : [...this.members, member];
    this.signedIn = member.id;
    return { kind: 'signed-in', staff: this.asStaff(member) };
  }

  async requestPasswordReset(email: string) {
    this.resetsAsked.push(email);
  }

  async listStaff(): Promise<StaffListOutcome> {
    const owner = this.owner();
    if ('kind' in owner) return owner;
    return { kind: 'ok', staff: this.members.map((m) => this.row(m)) };
  }

  async invite(email: string, role: StaffRole): Promise<InviteOutcome> {
    const owner = this.owner();
    if ('kind' in owner) return owner;
    if (this.members.some((m) => m.email.toLowerCase() === email.toLowerCase() && m.status === 'active'))
      return { kind: 'refused', fields: { email: 'This address already has an account.' } };
    const invited: MemoryStaffMember = {
      id: `staff-${this.members.length + 1}-${this.nextId++}`,
      email,
      name: '',
      role,
      status: 'invited',
      createdAt: new Date(this.now).toISOString(),
      version: 1,
      password: '',
    };
    this.members = [...this.members.filter((m) => m.email.toLowerCase() !== email.toLowerCase()), invited];
    this.record(owner, 'invite', invited.id, `Invited ${email} as ${role}`, null, { email, role });
    return {
      kind: 'invited',
      invitation: { email, role, expiresAt: new Date(this.now + 24 * 3600_000).toISOString() },
    };
  }

  private owners(): number {
    return this.members.filter((m) => m.role === 'owner' && m.status === 'active').length;
  }

  async changeRole(id: string, role: StaffRole, version: number): Promise<ChangeRoleOutcome> {
    const owner = this.owner();
    if ('kind' in owner) return owner;
    const member = this.members.find((m) => m.id === id);
    if (!member) return { kind: 'not-found' };
    if (member.version !== version)
      return {
        kind: 'stale',
        message: 'Someone changed this member since you opened the list. Reload to see their change.',
      };
    if (member.role === 'owner' && role !== 'owner' && member.status === 'active' && this.owners() <= 1)
      return { kind: 'last-owner', message: 'The console needs at least one owner. Make someone else an owner first.' };
    const changed = { ...member, role, version: member.version + 1 };
    this.members = this.members.map((m) => (m.id === id ? changed : m));
    this.record(owner, 'update', id, `${member.email}: ${member.role} -> ${role}`, { role: member.role }, { role });
    return { kind: 'changed', member: this.row(changed) };
  }

  async remove(id: string): Promise<RemoveOutcome> {
    const owner = this.owner();
    if ('kind' in owner) return owner;
    const member = this.members.find((m) => m.id === id);
    if (!member) return { kind: 'not-found' };
    if (member.role === 'owner' && member.status === 'active' && this.owners() <= 1)
      return { kind: 'last-owner', message: 'The console needs at least one owner. Make someone else an owner first.' };
    this.members = this.members.filter((m) => m.id !== id);
    this.record(owner, 'delete', id, `Removed ${member.email}`, this.row(member), null);
    if (id === this.signedIn) this.signedIn = null;
    return { kind: 'removed' };
  }

  async auditPage(query: AuditPageQuery): Promise<AuditPageOutcome> {
    const owner = this.owner();
    if ('kind' in owner) return owner;
    const matching = this.audit.filter(
      (e) =>
        (!query.entity || e.entity === query.entity) &&
        (!query.entityId || e.entityId === query.entityId) &&
        (query.beforeId === undefined || e.id < query.beforeId),
    );
    const entries = matching.slice(0, query.limit);
    const last = entries.at(-1);
    return { kind: 'ok', entries, nextBeforeId: matching.length > query.limit && last ? last.id : null };
  }
}
