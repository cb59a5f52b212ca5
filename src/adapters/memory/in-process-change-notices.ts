import type { ChangeNotices, ChangeTopic } from '../../ports/change-notices.port';

/** Notices within one process (one server, PGlite, tests): each listener hears a publish at once. */
export class InProcessChangeNotices implements ChangeNotices {
  private readonly listeners = new Set<(topic: ChangeTopic) => void>();

  async publish(topic: ChangeTopic): Promise<void> {
    for (const listener of [...this.listeners]) listener(topic);
  }

  subscribe(listener: (topic: ChangeTopic) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
