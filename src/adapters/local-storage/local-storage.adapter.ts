import type { KeyValueStorage } from '../../ports/key-value-storage.port';

/**
 * The browser's localStorage. Every access is guarded: private modes, disabled storage and a
 * full quota make it throw, and the port promises reads never throw.
 */
export class LocalStorageAdapter implements KeyValueStorage {
  constructor(private readonly target: Window) {}

  private get storage(): Storage | null {
    try {
      return this.target.localStorage;
    } catch {
      return null;
    }
  }

  read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  write(key: string, value: string): boolean {
    try {
      const storage = this.storage;
      if (!storage) return false;
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to remove from storage we cannot reach.
    }
  }

  onExternalChange(listener: (key: string | null) => void): () => void {
    const handler = (event: StorageEvent) => {
      if (event.storageArea === null || event.storageArea === this.storage) listener(event.key);
    };
    this.target.addEventListener('storage', handler);
    return () => this.target.removeEventListener('storage', handler);
  }
}
