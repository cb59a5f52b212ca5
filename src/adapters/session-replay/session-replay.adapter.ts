import { sessionReplayPlugin } from '@amplitude/plugin-session-replay-browser';
import { REPLAY_DEFAULTS, type ReplaySettings } from '../../domain/analytics/analytics-settings';

/**
 * Session replay as a plugin of the analytics client. The plugin itself always masks every input
 * (rrweb's maskAllInputs) and never records canvas; here: elements with class `amp-block` are
 * blocked, interactions are batched every 30 s (it caps the interval at 60 s), and the recording
 * stays in memory rather than IndexedDB, so nothing of it is left on the device.
 */
export function replayPlugin(settings: ReplaySettings) {
  return sessionReplayPlugin({
    sampleRate: settings.sampleRate,
    debugMode: settings.debugMode,
    privacyConfig: { blockSelector: [REPLAY_DEFAULTS.blockSelector], defaultMaskLevel: 'medium' },
    interactionConfig: { enabled: true, batch: true, trackEveryNms: REPLAY_DEFAULTS.interactionMinIntervalMs },
    storeType: 'memory',
  });
}
