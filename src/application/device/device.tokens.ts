import { type Token, token } from '../../ports/token';
import type { DeviceStore } from './device.store';

/** The device's application services, by token. */
export const DEVICE_STORE: Token<DeviceStore> = /* @__PURE__ */ token<DeviceStore>('DeviceStore');
