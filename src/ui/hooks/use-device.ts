import { DEVICE_STORE } from '../../application/device/device.tokens';
import type { DeviceState } from '../../domain/device/device';
import { useService } from './use-service';
import { useStream } from './use-stream';

/** Mobile, tablet or desktop (spec section 3), re-rendering only when a breakpoint is crossed. */
export function useDevice(): DeviceState {
  const store = useService(DEVICE_STORE);
  return useStream(store.device$, store.current());
}
