import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../src/adapters/local-storage/local-storage.adapter';
import { MemoryKeyValueStorage } from '../../src/adapters/memory/memory-storage.adapter';
import { keyValueStorageContract } from './key-value-storage.contract';

keyValueStorageContract('memory fake', () => {
  const storage = new MemoryKeyValueStorage();
  return { storage, otherTab: (key, value) => storage.simulateOtherTab(key, value) };
});

keyValueStorageContract('localStorage', () => {
  const window = new Window({ url: 'https://digs.example/' });
  const browserWindow = window as unknown as globalThis.Window;
  const storage = new LocalStorageAdapter(browserWindow);
  return {
    storage,
    otherTab: (key, value) => {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
      window.dispatchEvent(
        new window.StorageEvent('storage', { key, newValue: value ?? undefined, storageArea: window.localStorage }),
      );
    },
  };
});

describe('LocalStorageAdapter when the browser refuses storage', () => {
  const refusing = {
    get localStorage(): Storage {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as globalThis.Window;

  it('reads null, reports writes as not kept and never throws', () => {
    const storage = new LocalStorageAdapter(refusing);
    expect(storage.read('compareProperties')).toBeNull();
    expect(storage.write('compareProperties', '[]')).toBe(false);
    expect(() => storage.remove('compareProperties')).not.toThrow();
  });
});

describe('MemoryKeyValueStorage quota', () => {
  it('refuses a write beyond its quota and keeps what it had', () => {
    const storage = new MemoryKeyValueStorage({}, 10);
    expect(storage.write('k', '1234')).toBe(true);
    expect(storage.write('k', '1234567890')).toBe(false);
    expect(storage.read('k')).toBe('1234');
  });
});
