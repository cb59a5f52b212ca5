import { distinctUntilChanged, Observable } from 'rxjs';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';

/**
 * Signed in or anonymous (spec sections 2 and 6): the only distinction is a token kept in local
 * storage, and it guards only the protected route group, which sends anonymous visitors to login.
 */

export const TOKEN_KEY = 'token';
export const LOGIN_PATH = '/login';

export function hasToken(value: string | null): boolean {
  return value !== null && value.length > 0;
}

export function isSignedIn(storage: Pick<KeyValueStorage, 'read'>): boolean {
  return hasToken(storage.read(TOKEN_KEY));
}

/** Whether the visitor is signed in, now and whenever another tab signs in or out. */
export function signedIn$(storage: KeyValueStorage): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    subscriber.next(isSignedIn(storage));
    return storage.onExternalChange((key) => {
      if (key === null || key === TOKEN_KEY) subscriber.next(isSignedIn(storage));
    });
  }).pipe(distinctUntilChanged());
}

/** Whether the visitor is signed in, over the device's storage: what the protected routes ask. */
export class Access {
  /** Told when this tab marks the visitor in or out (storage events come only from other tabs). */
  private readonly marked = new Set<() => void>();

  constructor(private readonly storage: KeyValueStorage) {}

  isSignedIn(): boolean {
    return isSignedIn(this.storage);
  }

  /** Signed in or not, now, whenever another tab changes it, and whenever this one marks it. */
  signedIn$(): Observable<boolean> {
    return new Observable<boolean>((subscriber) => {
      const read = () => subscriber.next(isSignedIn(this.storage));
      this.marked.add(read);
      read();
      const stopExternal = this.storage.onExternalChange((key) => {
        if (key === null || key === TOKEN_KEY) read();
      });
      return () => {
        this.marked.delete(read);
        stopExternal();
      };
    }).pipe(distinctUntilChanged());
  }

  /**
   * Keeps the marker after the server started a session (ADR 053). It is not the credential (the
   * HttpOnly cookie is): it only tells the protected routes not to send the visitor to /login.
   */
  markSignedIn(): void {
    this.storage.write(TOKEN_KEY, SIGNED_IN_MARKER);
    for (const read of this.marked) read();
  }

  markSignedOut(): void {
    this.storage.remove(TOKEN_KEY);
    for (const read of this.marked) read();
  }
}

/** The marker's value: a word, not a secret. */
export const SIGNED_IN_MARKER = 'signed-in';

/** The login page's address for a visitor who wanted `path` (returned to after sign-in). */
export function loginPathFor(path: string): string {
  return path && path !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(path)}` : LOGIN_PATH;
}
