import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../src/ports/key-value-storage.port';

export interface StorageUnderTest {
  readonly storage: KeyValueStorage;
  /** Changes a key as another tab would (null removes it). */
  readonly otherTab: (key: string, value: string | null) => void;
}

/** What every KeyValueStorage must do, whatever keeps the values. */
export function keyValueStorageContract(name: string, make: () => StorageUnderTest) {
  describe(`KeyValueStorage contract: ${name}`, () => {
    it('reads null for a key never written', () => {
      expect(make().storage.read('compareProperties')).toBeNull();
    });

    it('reads back what was written, and the last write wins', () => {
      const { storage } = make();
      expect(storage.write('compareRooms', '[]')).toBe(true);
      storage.write('compareRooms', '[{"id":"a"}]');
      expect(storage.read('compareRooms')).toBe('[{"id":"a"}]');
    });

    it('keeps keys apart and forgets a removed key', () => {
      const { storage } = make();
      storage.write('a', '1');
      storage.write('b', '2');
      storage.remove('a');
      storage.remove('never-there');
      expect([storage.read('a'), storage.read('b')]).toEqual([null, '2']);
    });

    it('keeps unicode and empty strings exactly', () => {
      const { storage } = make();
      storage.write('k', '');
      expect(storage.read('k')).toBe('');
      storage.write('k', 'café 🏠 "quoted"');
      expect(storage.read('k')).toBe('café 🏠 "quoted"');
    });

    it('tells listeners which key another tab changed, until they unsubscribe', () => {
      const { storage, otherTab } = make();
      const heard: (string | null)[] = [];
      const stop = storage.onExternalChange((key) => heard.push(key));
      otherTab('compareProperties', '[]');
      expect(storage.read('compareProperties')).toBe('[]');
      stop();
      otherTab('compareRooms', '[]');
      expect(heard).toEqual(['compareProperties']);
    });
  });
}
