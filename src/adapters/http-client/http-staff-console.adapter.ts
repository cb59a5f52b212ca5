import * as z from 'zod/mini';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff/staff-roles';
import {
  type AuditPageOutcome,
  type AuditPageQuery,
  type ChangeRoleOutcome,
  ConsoleUnavailable,
  type FollowLinkOutcome,
  type InviteOutcome,
  type LinkAnswer,
  type LinkState,
  type RemoveOutcome,
  type SignInOutcome,
  type StaffConsole,
  type StaffListOutcome,
} from '../../ports/staff-console.port';
import { type ApiAnswer, callApi, jsonRequest } from './api-call';
import type { Fetch } from './get-json';

const role = z.enum(STAFF_ROLES);
const staffSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role });
const signedInSchema = z.object({ staff: staffSchema });
const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  status: z.enum(['active', 'invited', 'disabled']),
  createdAt: z.string(),
  version: z.number(),
});
const staffListSchema = z.object({ staff: z.array(memberSchema) });
const linkSchema = z.object({ purpose: z.enum(['setup', 'invite', 'reset']), email: z.string(), role });
const invitationSchema = z.object({ invitation: z.object({ email: z.string(), role, expiresAt: z.string() }) });
const auditSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.number(),
      staffId: z.nullable(z.string()),
      actor: z.string(),
      action: z.string(),
      entity: z.string(),
      entityId: z.nullable(z.string()),
      summary: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      ip: z.optional(z.nullable(z.string())),
    }),
  ),
  nextBeforeId: z.nullable(z.number()),
});
const errorSchema = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.number()),
  fields: z.optional(z.record(z.string(), z.string())),
});
type ErrorBody = z.infer<typeof errorSchema>;

const notUnderstood = 'The server sent an answer the console did not understand. Please try again.';

type Answer = ApiAnswer;

/**
 * The console's staff API from the browser (issue 18; the server side is src/adapters/http-api):
 * this adapter is where HTTP statuses become the port's outcomes. Every call is same-origin with
 * the session cookie; a network failure, a 5xx or an answer that does not fit rejects with
 * ConsoleUnavailable.
 */
export class HttpStaffConsole implements StaffConsole {
  constructor(
    private readonly fetchFn: Fetch,
    private readonly baseUrl = '',
  ) {}

  private call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    return callApi(this.fetchFn, `${this.baseUrl}${path}`, jsonRequest(method, body));
  }

  private read<T>(schema: z.ZodMiniType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ConsoleUnavailable(notUnderstood);
    return parsed.data;
  }

  private error(body: unknown): ErrorBody {
    const parsed = errorSchema.safeParse(body);
    return parsed.success ? parsed.data : {};
  }

  /** 401 and 403 on a console call; anything else unexpected is a failure. */
  private denied(answer: Answer): { kind: 'signed-out' } | { kind: 'forbidden' } {
    if (answer.status === 401) return { kind: 'signed-out' };
    if (answer.status === 403) return { kind: 'forbidden' };
    throw new ConsoleUnavailable(this.error(answer.body).message ?? notUnderstood);
  }

  async currentStaff() {
    const answer = await this.call('GET', '/api/admin/session');
    if (answer.status === 401) return null;
    if (answer.status !== 200) throw new ConsoleUnavailable(notUnderstood);
    return this.read(signedInSchema, answer.body).staff;
  }

  async signIn(email: string, password: string): Promise<SignInOutcome> {
    const answer = await this.call('POST', '/api/admin/session', { email, password });
    if (answer.status === 200) return { kind: 'signed-in', staff: this.read(signedInSchema, answer.body).staff };
    const error = this.error(answer.body);
    if (answer.status === 429) {
      const header = Number(answer.retryAfter);
      const retryAfterSeconds = error.retryAfterSeconds ?? (Number.isFinite(header) && header > 0 ? header : 60);
      return {
        kind: 'rate-limited',
        retryAfterSeconds,
        message: error.message ?? 'Too many attempts. Please wait before trying again.',
      };
    }
    if (answer.status === 401 || answer.status === 400)
      return { kind: 'wrong-credentials', message: error.message ?? 'That e-mail and password do not match.' };
    throw new ConsoleUnavailable(error.message ?? notUnderstood);
  }

  async signOut() {
    await this.call('DELETE', '/api/admin/session');
  }

  async signOutEverywhere() {
    const answer = await this.call('DELETE', '/api/admin/sessions');
    if (answer.status >= 400 && answer.status !== 401) this.denied(answer);
  }

  private linkGone(answer: Answer): Exclude<LinkState, { kind: 'valid' }> {
    if (answer.status === 404) return { kind: 'unknown' };
    if (answer.status === 410)
      return this.error(answer.body).error === 'link_used' ? { kind: 'used' } : { kind: 'expired' };
    throw new ConsoleUnavailable(this.error(answer.body).message ?? notUnderstood);
  }

  async readLink(linkToken: string): Promise<LinkState> {
    const answer = await this.call('GET', `/api/admin/links/${encodeURIComponent(linkToken)}`);
    if (answer.status === 200) return { kind: 'valid', ...this.read(linkSchema, answer.body) };
    return this.linkGone(answer);
  }

  async followLink(linkToken: string, answer: LinkAnswer): Promise<FollowLinkOutcome> {
    const sent = await this.call('POST', `/api/admin/links/${encodeURIComponent(linkToken)}`, answer);
    if (sent.status === 200) return { kind: 'signed-in', staff: this.read(signedInSchema, sent.body).staff };
    if (sent.status === 400) {
      const error = this.error(sent.body);
      return { kind: 'refused', fields: error.fields ?? { password: error.message ?? 'Please check this.' } };
    }
    return this.linkGone(sent);
  }

  async requestPasswordReset(email: string) {
    const answer = await this.call('POST', '/api/admin/password-reset', { email });
    if (answer.status >= 400 && answer.status !== 429) throw new ConsoleUnavailable(notUnderstood);
  }

  async listStaff(): Promise<StaffListOutcome> {
    const answer = await this.call('GET', '/api/admin/staff');
    if (answer.status === 200) return { kind: 'ok', staff: this.read(staffListSchema, answer.body).staff };
    return this.denied(answer);
  }

  async invite(email: string, role: StaffRole): Promise<InviteOutcome> {
    const answer = await this.call('POST', '/api/admin/staff/invitations', { email, role });
    if (answer.status === 201 || answer.status === 200)
      return { kind: 'invited', invitation: this.read(invitationSchema, answer.body).invitation };
    if (answer.status === 400 || answer.status === 409) {
      const error = this.error(answer.body);
      return { kind: 'refused', fields: error.fields ?? { email: error.message ?? 'Please check this address.' } };
    }
    return this.denied(answer);
  }

  async changeRole(id: string, role: StaffRole, version: number): Promise<ChangeRoleOutcome> {
    const answer = await this.call('PATCH', `/api/admin/staff/${encodeURIComponent(id)}`, { role, version });
    if (answer.status === 200)
      return { kind: 'changed', member: this.read(z.object({ staff: memberSchema }), answer.body).staff };
    if (answer.status === 404) return { kind: 'not-found' };
    if (answer.status === 409) return this.conflict(answer);
    return this.denied(answer);
  }

  private conflict(answer: Answer): { kind: 'stale'; message: string } | { kind: 'last-owner'; message: string } {
    const error = this.error(answer.body);
    if (error.error === 'stale')
      return {
        kind: 'stale',
        message: error.message ?? 'Someone changed this since you opened it. Reload to see their change.',
      };
    return {
      kind: 'last-owner',
      message: error.message ?? 'The console needs at least one owner. Make someone else an owner first.',
    };
  }

  async remove(id: string): Promise<RemoveOutcome> {
    const answer = await this.call('DELETE', `/api/admin/staff/${encodeURIComponent(id)}`);
    if (answer.status === 204 || answer.status === 200) return { kind: 'removed' };
    if (answer.status === 404) return { kind: 'not-found' };
    if (answer.status === 409) {
      const conflict = this.conflict(answer);
      return { kind: 'last-owner', message: conflict.message };
    }
    return this.denied(answer);
  }

  async auditPage(query: AuditPageQuery): Promise<AuditPageOutcome> {
    const params = new URLSearchParams({ limit: String(query.limit) });
    if (query.entity) params.set('entity', query.entity);
    if (query.entityId) params.set('entityId', query.entityId);
    if (query.beforeId !== undefined) params.set('beforeId', String(query.beforeId));
    const answer = await this.call('GET', `/api/admin/audit?${params}`);
    if (answer.status === 200) return { kind: 'ok', ...this.read(auditSchema, answer.body) };
    return this.denied(answer);
  }
}
