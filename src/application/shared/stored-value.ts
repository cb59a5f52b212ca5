import { BehaviorSubject, type Observable } from 'rxjs';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';

/**
 * A value kept as JSON under one key of device storage, as a stream: read (without trusting it)
 * at start and whenever another tab changes the key, written through on every save. A value the
 * device refuses to keep (full or private storage) is still shown.
 */
export class StoredValue<T> {
  private readonly subject: BehaviorSubject<T>;
  private readonly stopListening: () => void;
  readonly value$: Observable<T>;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    read: (raw: string | null) => T,
  ) {
    this.subject = new BehaviorSubject(read(storage.read(key)));
    this.value$ = this.subject.asObservable();
    this.stopListening = storage.onExternalChange((changed) => {
      if (changed === null || changed === key) this.subject.next(read(storage.read(key)));
    });
  }

  get value(): T {
    return this.subject.value;
  }

  save(value: T): void {
    this.storage.write(this.key, JSON.stringify(value));
    this.subject.next(value);
  }

  dispose(): void {
    this.stopListening();
  }
}
