import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogueWriter } from '../../../src/adapters/memory/memory-catalogue-writer.adapter';
import { MemoryContentWriter } from '../../../src/adapters/memory/memory-content-writer.adapter';
import { CreateOffer } from '../../../src/application/content/create-offer.use-case';
import type { ContentWriter } from '../../../src/ports/content-writer.port';

describe('creating an offer', () => {
  it('runs from London midnight of its first day to London midnight after its last, across the clock change', async () => {
    const added: Parameters<ContentWriter['addOffer']>[0][] = [];
    const content = new MemoryContentWriter(new ManualTime());
    const writer: ContentWriter = Object.assign(Object.create(content), {
      addOffer: async (offer: Parameters<ContentWriter['addOffer']>[0]) => {
        added.push(offer);
        return 'offer-1';
      },
    });
    const create = new CreateOffer(writer, new MemoryCatalogueWriter());
    const outcome = await create.run({
      slug: 'summer-saver',
      title: 'Summer saver',
      summary: 'Ten per cent off.',
      terms: 'New bookings only.',
      code: 'SUMMER-10',
      // BST on 1 July; the clocks go back on 25 October, so the last day ends on GMT.
      startsOn: '2026-07-01',
      endsOn: '2026-10-25',
    });
    expect(outcome).toEqual({ outcome: 'created', id: 'offer-1' });
    // 00:00 BST on 1 July is 23:00 UTC on 30 June; 00:00 GMT on 26 October is 00:00 UTC.
    expect(added[0]).toMatchObject({ startsAt: '2026-06-30T23:00:00.000Z', endsAt: '2026-10-26T00:00:00.000Z' });
  });
});
