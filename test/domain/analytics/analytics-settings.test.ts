import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsSettings,
  FIRST_PARTY_API_KEY,
  FIRST_PARTY_UPLOAD_PATH,
  isProviderUrl,
  parseSampleRate,
  REPLAY_DEFAULTS,
  replayAvailable,
} from '../../../src/domain/analytics/analytics-settings';

const settings = (serverUrl: string, enabled = true, sampleRate = 1): AnalyticsSettings => ({
  apiKey: FIRST_PARTY_API_KEY,
  serverUrl,
  replay: { enabled, sampleRate, debugMode: true },
});

describe('session replay availability', () => {
  it('is off with the first-party endpoint, which the replay plugin cannot send to', () => {
    expect(replayAvailable(settings(FIRST_PARTY_UPLOAD_PATH))).toBe(false);
    expect(replayAvailable(settings(`https://digs.example${FIRST_PARTY_UPLOAD_PATH}`))).toBe(false);
  });

  it('is on with a provider URL when configured on', () => {
    expect(replayAvailable(settings('https://api2.amplitude.com/2/httpapi'))).toBe(true);
    expect(replayAvailable(settings('https://api.eu.amplitude.com/2/httpapi'))).toBe(true);
    expect(replayAvailable(settings('https://api2.amplitude.com/2/httpapi', false))).toBe(false);
    expect(replayAvailable(settings('https://api2.amplitude.com/2/httpapi', true, 0))).toBe(false);
  });

  it('is not fooled by look-alike hosts', () => {
    for (const url of [
      'https://amplitude.com.evil.example/2/httpapi',
      'https://evilamplitude.com/x',
      'http://api2.amplitude.com/2/httpapi',
      'https://evil.example/?https://api2.amplitude.com',
    ])
      expect(isProviderUrl(url)).toBe(false);
  });
});

describe('the replay sample rate from configuration', () => {
  it('takes a number in 0-1 and defaults to the spec’s 1 otherwise', () => {
    expect(parseSampleRate('0.25')).toBe(0.25);
    expect(parseSampleRate('0')).toBe(0);
    expect(parseSampleRate(undefined)).toBe(REPLAY_DEFAULTS.sampleRate);
    expect(parseSampleRate('')).toBe(1);
    expect(parseSampleRate('2')).toBe(1);
    expect(parseSampleRate('half')).toBe(1);
  });

  it('always gives a rate in 0-1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (text) => {
        const rate = parseSampleRate(text);
        expect(rate >= 0 && rate <= 1).toBe(true);
      }),
    );
  });
});
