import type { KeyValueStorage } from '../../ports/key-value-storage.port';

/** In-memory storage for tests and QA; `simulateOtherTab` plays what another tab would do. */
export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Set<(key: string | null) => void>();

  constructor(
    initial: Readonly<Record<string, string>> = {},
    private readonly quotaChars = Number.POSITIVE_INFINITY,
  ) {
    for (const [k, v] of Object.entries(initial)) this.values.set(k, v);
  }

  read(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  write(key: string, value: string): boolean {
    let used = key.length + value.length;
    for (const [k, v] of this.values) if (k !== key) used += k.length + v.length;
    if (used > this.quotaChars) return false;
    this.values.set(key, value);
    return true;
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  onExternalChange(listener: (key: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Changes a value as another tab would, and tells the listeners. */
  simulateOtherTab(key: string, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    for (const l of this.listeners) l(key);
  }

  snapshot(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
