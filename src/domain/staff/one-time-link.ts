import type { StaffRole } from './staff-roles';

/**
 * One-time links (ADR 043): the first owner's set-up, an invitation, a password reset. Each is a
 * random token sent by e-mail (or, for set-up, printed in the server's log), good once, for 24 hours.
 */
export const LINK_PURPOSES = ['setup', 'invite', 'reset'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export const LINK_LIFETIME_MS = 24 * 3_600_000;

export interface OneTimeLink {
  readonly purpose: LinkPurpose;
  readonly email: string;
  /** The role the member gets (set-up: owner; invitation: the one chosen); null for a reset. */
  readonly role: StaffRole | null;
  /** The member a reset is for; null for set-up and invitations (the member does not exist yet). */
  readonly staffId: string | null;
  /** Who issued it (an invitation's owner); null for set-up, resets and the command line. */
  readonly createdBy: string | null;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

export type LinkState = 'usable' | 'used' | 'expired';

export function linkState(link: Pick<OneTimeLink, 'expiresAt' | 'usedAt'>, now: number): LinkState {
  if (link.usedAt !== null) return 'used';
  return now >= link.expiresAt ? 'expired' : 'usable';
}

/** A new link's fields, issued at `now`. */
export function newLink(
  fields: Pick<OneTimeLink, 'purpose' | 'email' | 'role' | 'staffId' | 'createdBy'>,
  now: number,
): OneTimeLink {
  return { ...fields, createdAt: now, expiresAt: now + LINK_LIFETIME_MS, usedAt: null };
}

/** The console page a link opens: `${publicUrl}/admin/link/<token>`. */
export function linkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/admin/link/${encodeURIComponent(token)}`;
}

export const linkMessages: Readonly<Record<Exclude<LinkState, 'usable'>, string>> = {
  used: 'This link has been used already, or a newer one has replaced it. Use the newest link you were sent, ask the owner for a new one, or reset your password.',
  expired: 'This link has expired (links last 24 hours). Ask the owner for a new one, or reset your password.',
};
