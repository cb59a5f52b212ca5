import pg from 'pg';
import { CHANGE_TOPICS, type ChangeNotices, type ChangeTopic } from '../../ports/change-notices.port';

/** The channel every Digs server listens on. */
const channel = 'digs_changes';
/** Waits between attempts to listen again after the connection was lost: 1 s, doubling, at most 30 s. */
const defaultRetryMs = { first: 1_000, most: 30_000 };

const isTopic = (value: string): value is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(value);

/**
 * Notices across servers through PostgreSQL's LISTEN/NOTIFY (ADR 056): `publish` is a NOTIFY on
 * the shared pool, and each server keeps one connection of its own that LISTENs. PostgreSQL hands
 * a notice to every listening connection, the publisher's included, when the NOTIFY commits. A
 * listening connection that is lost is opened again, and its listeners are then told every topic
 * once, since what was published meanwhile never reached them.
 */
export class PgChangeNotices implements ChangeNotices {
  private readonly listeners = new Set<(topic: ChangeTopic) => void>();
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private nextRetryMs: number;

  private constructor(
    private readonly url: string,
    private readonly notify: (payload: string) => Promise<unknown>,
    private readonly retryMs: { readonly first: number; readonly most: number },
  ) {
    this.nextRetryMs = this.retryMs.first;
  }

  /**
   * Starts listening; resolves once this server hears notices. `notify` sends one on the shared
   * pool; `retryMs` paces the attempts to listen again (tests make them immediate).
   */
  static async open(
    url: string,
    notify: (channel: string, payload: string) => Promise<unknown>,
    retryMs = defaultRetryMs,
  ): Promise<PgChangeNotices> {
    const notices = new PgChangeNotices(url, (payload) => notify(channel, payload), retryMs);
    await notices.listen();
    return notices;
  }

  async publish(topic: ChangeTopic): Promise<void> {
    await this.notify(topic);
  }

  subscribe(listener: (topic: ChangeTopic) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private tell(topic: ChangeTopic): void {
    for (const listener of [...this.listeners]) listener(topic);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload && isTopic(message.payload)) this.tell(message.payload);
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      this.retry();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`listen ${channel}`);
    this.client = client;
    this.nextRetryMs = this.retryMs.first;
  }

  private retry(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.listen().then(
        // Back: whatever was published while nobody listened is unknown, so every topic changed.
        () => {
          for (const topic of CHANGE_TOPICS) this.tell(topic);
        },
        () => {
          this.nextRetryMs = Math.min(this.nextRetryMs * 2, this.retryMs.most);
          this.retry();
        },
      );
    }, this.nextRetryMs);
    this.retryTimer.unref();
  }
}
