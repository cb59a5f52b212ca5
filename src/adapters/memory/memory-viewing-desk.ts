import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { StoredViewing } from '../../domain/viewings/viewing';
import { type AttendanceMark, closedEntries, newDeskRules } from '../../domain/viewings/viewing-desk';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  DeskResidence,
  DeskRules,
  DeskRulesChange,
  RulesSave,
  ViewingDeskStore,
} from '../../ports/viewing-desk.port';
import type { ViewingPlace } from '../../ports/viewing-repository.port';
import type { MemoryViewingRepository } from './memory-viewing.repository';

/** A residence the memory desk knows, with or without viewing rules. */
export interface MemoryResidence {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly cityName: string;
}

interface Extra {
  videoCallUrl: string | null;
  version: number;
  feedTokenHash: string | null;
}

/**
 * The viewings desk in memory, for tests: the database adapter's rules (a save only from the
 * version held, audit entries kept with each change) over the places a MemoryViewingRepository
 * books into. `places` is that repository's own array: a save here changes the rules it books by.
 */
export class MemoryViewingDesk implements ViewingDeskStore {
  /** The audit entries its changes recorded, oldest first. */
  readonly audit: AuditEntry[] = [];
  private readonly extras = new Map<string, Extra>();

  constructor(
    private readonly residenceList: readonly MemoryResidence[],
    private readonly places: ViewingPlace[],
    private readonly viewings: MemoryViewingRepository,
    /** Where the entries also go, as the database adapter writes them to the audit log's table. */
    private readonly log?: AuditLog,
  ) {
    for (const place of places) this.extras.set(place.id, { videoCallUrl: null, version: 1, feedTokenHash: null });
  }

  async residences(): Promise<readonly DeskResidence[]> {
    return [...this.residenceList]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id.localeCompare(b.id)))
      .map((r) => ({ ...r, offersViewings: this.places.some((p) => p.id === r.id) }));
  }

  async rules(propertyId: string): Promise<DeskRules | null> {
    if (!this.residenceList.some((r) => r.id === propertyId)) return null;
    const place = this.places.find((p) => p.id === propertyId);
    const extra = this.extras.get(propertyId);
    if (!place || !extra) {
      const { closedPeriods, ...rest } = newDeskRules;
      return {
        ...rest,
        propertyId,
        closedDates: closedEntries(closedPeriods),
        staffEmail: '',
        version: 0,
        feedIssued: false,
      };
    }
    return {
      ...place.rules,
      videoCallUrl: extra.videoCallUrl,
      version: extra.version,
      feedIssued: !!extra.feedTokenHash,
    };
  }

  async saveRules(
    propertyId: string,
    version: number,
    change: DeskRulesChange,
    audit: (saved: DeskRules) => AuditEntry,
  ): Promise<RulesSave> {
    const current = await this.rules(propertyId);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return { outcome: 'stale', current };
    const { videoCallUrl, ...rules } = change;
    const residence = this.residenceList.find((r) => r.id === propertyId) as MemoryResidence;
    const index = this.places.findIndex((p) => p.id === propertyId);
    const place: ViewingPlace = {
      ...(this.places[index] ?? {
        ...residence,
        citySlug: residence.cityName.toLowerCase(),
        addressLine1: '',
        postcode: '',
      }),
      rules: { ...rules, propertyId, kinds: [...rules.kinds], closedDates: [...rules.closedDates] },
    };
    if (index < 0) this.places.push(place);
    else this.places[index] = place;
    const extra = this.extras.get(propertyId);
    this.extras.set(propertyId, { videoCallUrl, version: version + 1, feedTokenHash: extra?.feedTokenHash ?? null });
    const saved = (await this.rules(propertyId)) as DeskRules;
    await this.keep(audit(saved));
    return { outcome: 'saved', rules: saved };
  }

  async viewingsBetween(propertyId: string, from: string, to: string): Promise<readonly StoredViewing[]> {
    const [low, high] = [Date.parse(from), Date.parse(to)];
    return this.viewings
      .all()
      .filter((v) => v.propertyId === propertyId && Date.parse(v.start) >= low && Date.parse(v.start) < high)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.createdAt.localeCompare(b.createdAt));
  }

  async mark(reference: string, mark: AttendanceMark, audit: AuditEntry): Promise<StoredViewing | null> {
    const marked = this.viewings.setStatus(reference, ['booked', 'attended', 'no_show'], mark);
    if (marked) await this.keep(audit);
    return marked;
  }

  async setFeedToken(propertyId: string, tokenHash: string | null, audit: AuditEntry): Promise<boolean> {
    const extra = this.extras.get(propertyId);
    if (!extra || !this.places.some((p) => p.id === propertyId)) return false;
    extra.feedTokenHash = tokenHash;
    await this.keep(audit);
    return true;
  }

  async feedResidence(tokenHash: string): Promise<{ readonly id: string; readonly name: string } | null> {
    for (const [id, extra] of this.extras) {
      const residence = this.residenceList.find((r) => r.id === id);
      if (extra.feedTokenHash === tokenHash && residence) return { id, name: residence.name };
    }
    return null;
  }

  private async keep(entry: AuditEntry): Promise<void> {
    this.audit.push(entry);
    await this.log?.record(entry);
  }
}
