import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthProbe } from '../../src/ports/health.port';
import type { MediaStore } from '../../src/ports/media-store.port';

export const storedId = '00000000-0000-4000-8000-00000000a00f';
export const storedBytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);

export interface MediaUnderTest {
  /** Holds `storedBytes` as the small WebP of `storedId`, and nothing else. */
  readonly store: MediaStore;
  readonly close?: () => Promise<void>;
}

export function mediaStoreContract(name: string, make: () => Promise<MediaUnderTest>) {
  describe(`MediaStore contract: ${name}`, () => {
    let subject: MediaUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject?.close?.());

    it('gives back the exact bytes and type of a stored format', async () => {
      const image = await subject.store.read(storedId, 'small');
      expect(image?.contentType).toBe('image/webp');
      expect([...(image?.data ?? [])]).toEqual([...storedBytes]);
    });

    it('is null for a format or a picture it does not hold', async () => {
      expect(await subject.store.read(storedId, 'large')).toBeNull();
      expect(await subject.store.read('00000000-0000-4000-8000-000000000000', 'small')).toBeNull();
    });

    it('keeps an AVIF made later beside the WebP, and keeps the first when two are made at once', async () => {
      expect(await subject.store.read(storedId, 'small', 'avif')).toBeNull();
      const avif = (b: number) => ({
        data: Uint8Array.of(b, 2, 3),
        contentType: 'image/avif',
        width: 480,
        height: 320,
      });
      await Promise.all([
        subject.store.keep(storedId, 'small', 'avif', avif(7)),
        subject.store.keep(storedId, 'small', 'avif', avif(7)),
      ]);
      await subject.store.keep(storedId, 'small', 'avif', avif(9));
      const image = await subject.store.read(storedId, 'small', 'avif');
      expect(image?.contentType).toBe('image/avif');
      expect([...(image?.data ?? [])]).toEqual([7, 2, 3]);
      const webp = await subject.store.read(storedId, 'small', 'webp');
      expect([...(webp?.data ?? [])]).toEqual([...storedBytes]);
    });
  });
}

export interface HealthUnderTest {
  readonly probe: HealthProbe;
  /** Makes what the probe checks unreachable. */
  readonly breakIt: () => Promise<void>;
}

export function healthProbeContract(name: string, make: () => Promise<HealthUnderTest>) {
  describe(`HealthProbe contract: ${name}`, () => {
    it('resolves while the store answers and rejects once it cannot be reached', async () => {
      const { probe, breakIt } = await make();
      await expect(probe.ping()).resolves.toBeUndefined();
      await breakIt();
      await expect(probe.ping()).rejects.toBeDefined();
    });
  });
}
