import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_VERSION,
  type ConsentChoice,
  consentFlag,
  decideConsent,
  REJECT_ALL,
  readDeviceConsent,
  readStoredConsent,
  storedConsentText,
} from '../../../src/domain/consent/consent';

const at = Date.UTC(2026, 10, 22, 10, 30, 0);

describe('a consent decision', () => {
  it('accepting all grants analytics and replay, stamped with the version, the time and the id', () => {
    expect(decideConsent(ACCEPT_ALL, 'id-1', at)).toEqual({
      id: 'id-1',
      version: CONSENT_VERSION,
      analytics: true,
      replay: true,
      decidedAt: '2026-11-22T10:30:00.000Z',
    });
  });

  it('rejecting all grants nothing beyond the necessary', () => {
    expect(decideConsent(REJECT_ALL, 'id-1', at)).toMatchObject({ analytics: false, replay: false });
  });

  it('never grants replay without analytics: the recorder is part of the analytics client', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (analytics, replay) => {
        const choice = decideConsent({ analytics, replay }, 'id', at);
        expect(choice.analytics).toBe(analytics);
        expect(choice.replay).toBe(analytics && replay);
      }),
    );
  });

  it('sets the spec flag cookiesAccepted to true when analytics is accepted, false otherwise', () => {
    expect(consentFlag(decideConsent(ACCEPT_ALL, 'id', at))).toBe('true');
    expect(consentFlag(decideConsent({ analytics: true, replay: false }, 'id', at))).toBe('true');
    expect(consentFlag(decideConsent(REJECT_ALL, 'id', at))).toBe('false');
  });
});

describe('reading the stored consent', () => {
  const choice: ConsentChoice = decideConsent({ analytics: true, replay: false }, 'abc', at);

  it('reads back what was stored, with whether the server has it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (analytics, replay, logged) => {
        const decided = decideConsent({ analytics, replay }, 'device-id', at);
        expect(readStoredConsent(storedConsentText(decided, logged))).toEqual({ choice: decided, logged });
      }),
    );
  });

  it('asks again when the version it was given under is older than the current one', () => {
    const older = storedConsentText({ ...choice, version: CONSENT_VERSION - 1 }, true);
    expect(readStoredConsent(older)).toBeNull();
    expect(readStoredConsent(storedConsentText(choice, true), CONSENT_VERSION + 1)).toBeNull();
  });

  it('takes anything malformed as no decision, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (raw) => {
        const read = readStoredConsent(raw);
        if (read !== null) {
          expect(typeof read.choice.analytics).toBe('boolean');
          expect(read.choice.replay && !read.choice.analytics).toBe(false);
        }
      }),
    );
    for (const raw of [
      null,
      '',
      'true',
      '{}',
      '[]',
      '{"version":1,"analytics":"yes","replay":false,"id":"a","decidedAt":"2026-11-22T10:30:00.000Z"}',
      '{"version":1,"analytics":true,"replay":false,"id":"","decidedAt":"2026-11-22T10:30:00.000Z"}',
      '{"version":1,"analytics":true,"replay":false,"id":"a","decidedAt":"yesterday"}',
    ])
      expect(readStoredConsent(raw)).toBeNull();
  });

  it('does not let a stored record grant replay without analytics', () => {
    const tampered = JSON.stringify({ ...choice, analytics: false, replay: true, logged: true });
    expect(readStoredConsent(tampered)?.choice).toMatchObject({ analytics: false, replay: false });
  });
});

describe('what the device says was decided (the record, or else the spec flag alone)', () => {
  const recorded = decideConsent({ analytics: true, replay: false }, 'abc', at);

  it('takes a stored cookiesAccepted without a cookieConsent record as a decision: true accepts all, false rejects all', () => {
    expect(readDeviceConsent(null, 'true')).toEqual(ACCEPT_ALL);
    expect(readDeviceConsent(null, 'false')).toEqual(REJECT_ALL);
  });

  it('takes nothing else for the flag: anything but "true" or "false" is no decision', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null)), (flag) => {
        fc.pre(flag !== 'true' && flag !== 'false');
        expect(readDeviceConsent(null, flag)).toBeNull();
      }),
    );
  });

  it('lets the record decide whenever there is one, whatever the flag says', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.constantFrom('true', 'false', null), (analytics, replay, flag) => {
        const decided = decideConsent({ analytics, replay }, 'device-id', at);
        expect(readDeviceConsent(storedConsentText(decided, true), flag)).toEqual({
          analytics: decided.analytics,
          replay: decided.replay,
        });
      }),
    );
    expect(readDeviceConsent(storedConsentText(recorded, false), 'false')).toEqual({ analytics: true, replay: false });
  });

  it('asks again when the record is there but unreadable or under an older version, even beside a flag', () => {
    expect(readDeviceConsent('garbage', 'true')).toBeNull();
    expect(
      readDeviceConsent(storedConsentText({ ...recorded, version: CONSENT_VERSION - 1 }, true), 'true'),
    ).toBeNull();
  });
});
