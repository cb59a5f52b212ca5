import { isRecord } from '../shared/untrusted-values';

/**
 * Cookie consent (spec sections 4 and 9; PECR): necessary storage is always on; analytics and
 * session replay run only once the visitor chose them. A decision is kept on the device with the
 * version of the question it answered, the time and an anonymous id; raising the version asks again.
 */

/** Raise this when what is asked changes (a new category, a new provider): every visitor is asked again. */
export const CONSENT_VERSION = 1;

/** The spec's flag: "true" once the visitor accepted analytics (spec section 9), "false" otherwise. */
export const CONSENT_FLAG_KEY = 'cookiesAccepted';
/** The decision in full, as JSON. */
export const CONSENT_RECORD_KEY = 'cookieConsent';
/** The banner shows this long after load when no decision is stored (spec section 9). */
export const BANNER_DELAY_MS = 5000;

export type OptionalCategory = 'analytics' | 'replay';

export interface ConsentDecision {
  readonly analytics: boolean;
  readonly replay: boolean;
}

export interface ConsentChoice extends ConsentDecision {
  /** Anonymous and random: it links a device's decisions in the consent log, nothing else. */
  readonly id: string;
  readonly version: number;
  /** ISO 8601, UTC. */
  readonly decidedAt: string;
}

/** A decision as the device keeps it: the choice, and whether the server's consent log has it. */
export interface StoredConsent {
  readonly choice: ConsentChoice;
  readonly logged: boolean;
}

export const ACCEPT_ALL: ConsentDecision = { analytics: true, replay: true };
export const REJECT_ALL: ConsentDecision = { analytics: false, replay: false };

/** The recorder is part of the analytics client: replay is never granted without analytics. */
export function decideConsent(
  decision: ConsentDecision,
  id: string,
  nowMs: number,
  version = CONSENT_VERSION,
): ConsentChoice {
  return {
    id,
    version,
    analytics: decision.analytics,
    replay: decision.analytics && decision.replay,
    decidedAt: new Date(nowMs).toISOString(),
  };
}

export function consentFlag(choice: ConsentChoice): 'true' | 'false' {
  return choice.analytics ? 'true' : 'false';
}

export function storedConsentText(choice: ConsentChoice, logged: boolean): string {
  return JSON.stringify({ ...choice, logged });
}

const ID_MAX = 64;

/**
 * The stored decision, read without trusting it: a decision under the current version, or null
 * (nothing, something malformed, or an answer to an older question). Never throws.
 */
export function readStoredConsent(raw: string | null, version = CONSENT_VERSION): StoredConsent | null {
  let parsed: unknown;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { id, analytics, replay, decidedAt, logged } = parsed;
  if (parsed.version !== version) return null;
  if (typeof id !== 'string' || id === '' || id.length > ID_MAX) return null;
  if (typeof analytics !== 'boolean' || typeof replay !== 'boolean') return null;
  if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt)) || !decidedAt.includes('T')) return null;
  return {
    choice: { id, version, analytics, replay: analytics && replay, decidedAt },
    logged: logged === true,
  };
}

/**
 * What the device says the visitor decided: the full record when there is one (read as above: an
 * unreadable or outdated record asks again); with no record at all, the spec's flag alone is a
 * decision (spec section 4, issue 22): "true" accepts all, "false" rejects all, as the site Digs
 * replaces stored nothing else. Anything else is no decision.
 */
export function readDeviceConsent(
  record: string | null,
  flag: string | null,
  version = CONSENT_VERSION,
): ConsentDecision | null {
  if (record !== null) {
    const stored = readStoredConsent(record, version);
    return stored ? { analytics: stored.choice.analytics, replay: stored.choice.replay } : null;
  }
  if (flag === 'true') return ACCEPT_ALL;
  if (flag === 'false') return REJECT_ALL;
  return null;
}
