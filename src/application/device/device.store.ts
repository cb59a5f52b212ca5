import { distinctUntilChanged, Observable, shareReplay } from 'rxjs';
import { DESKTOP, type DeviceState, deviceFromMatches, MOBILE, sameDevice } from '../../domain/device/device';
import type { Viewport } from '../../ports/viewport.port';

/**
 * The device (mobile, tablet, desktop) as a stream: the current state on subscribe, then one value
 * each time the viewport crosses a breakpoint. It listens to the viewport only while subscribed.
 */
export class DeviceStore {
  readonly device$: Observable<DeviceState>;

  constructor(private readonly viewport: Viewport) {
    this.device$ = new Observable<DeviceState>((subscriber) => {
      const emit = () => subscriber.next(this.current());
      const stops = [viewport.onChange(MOBILE, emit), viewport.onChange(DESKTOP, emit)];
      emit();
      return () => {
        for (const stop of stops) stop();
      };
    }).pipe(distinctUntilChanged(sameDevice), shareReplay({ bufferSize: 1, refCount: true }));
  }

  /** The device now, asked of the viewport directly. */
  current(): DeviceState {
    return deviceFromMatches(this.viewport.matches(MOBILE), this.viewport.matches(DESKTOP));
  }
}
