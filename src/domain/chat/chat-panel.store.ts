import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * Whether the chat panel is open (spec section 4: "Chat panel: toggles open and closed"). Closed
 * at first; the stream tells subscribers the current state at once, then only real changes.
 */
export class ChatPanelStore {
  private readonly state = new BehaviorSubject(false);

  readonly open$: Observable<boolean> = this.state.pipe(distinctUntilChanged());

  isOpen(): boolean {
    return this.state.value;
  }

  toggle(): void {
    this.state.next(!this.state.value);
  }

  open(): void {
    this.state.next(true);
  }

  close(): void {
    this.state.next(false);
  }
}
