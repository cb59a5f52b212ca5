import { type Token, token } from './token';

/**
 * Small string values kept on the visitor's device (compare lists, favourites, consent).
 * Reading never throws: storage that is full, blocked or corrupt reads as absent.
 */
export interface KeyValueStorage {
  read(key: string): string | null;
  /** Returns false when the value could not be kept (quota, private mode). */
  write(key: string, value: string): boolean;
  remove(key: string): void;
  /** Told the key that another tab changed (null: everything was cleared). Returns the unsubscribe. */
  onExternalChange(listener: (key: string | null) => void): () => void;
}

export const KEY_VALUE_STORAGE: Token<KeyValueStorage> = token<KeyValueStorage>('KeyValueStorage');
