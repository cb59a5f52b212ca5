import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import { enquiryDraftKey, RoomFinderStore } from '../../../src/application/room-finder/room-finder.store';
import { emptyEnquiryDraft, enquirySteps } from '../../../src/domain/room-finder/enquiry-draft';
import { londonDate } from '../../../src/domain/shared/london-date';

describe('the room finder store', () => {
  it('keeps answers across a reload and in step with another tab', () => {
    const storage = new MemoryKeyValueStorage();
    const store = new RoomFinderStore(storage, new ManualTime());
    store.update({ city: 'leeds', duration: ['51'] });
    expect(new RoomFinderStore(storage, new ManualTime()).draft).toEqual({
      ...emptyEnquiryDraft,
      city: 'leeds',
      duration: ['51'],
    });
    storage.simulateOtherTab(enquiryDraftKey, JSON.stringify({ ...emptyEnquiryDraft, city: 'york' }));
    expect(store.draft.city).toBe('york');
    storage.simulateOtherTab(enquiryDraftKey, '{broken');
    expect(store.draft).toEqual(emptyEnquiryDraft);
  });

  it('never changes the step through update, and keeps the furthest step reached (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...enquirySteps)), (reached) => {
        const store = new RoomFinderStore(new MemoryKeyValueStorage(), new ManualTime());
        for (const step of reached) {
          store.reach(step);
          store.update({ step: 'city', name: step } as never);
        }
        const furthest = Math.max(0, ...reached.map((s) => enquirySteps.indexOf(s)));
        expect(store.draft.step).toBe(enquirySteps[furthest]);
      }),
    );
  });

  it('reset clears only the city and the move-in date', () => {
    const store = new RoomFinderStore(new MemoryKeyValueStorage(), new ManualTime());
    store.update({ city: 'leeds', moveInDate: '2027-09-04', name: 'Sam', price: ['under-180'] });
    store.reach('contact');
    store.reset();
    expect(store.draft).toEqual({ ...emptyEnquiryDraft, step: 'contact', name: 'Sam', price: ['under-180'] });
  });

  it("knows today's date in the UK, across midnight and the clock changes", () => {
    expect(londonDate(Date.UTC(2026, 6, 1, 22, 59))).toBe('2026-07-01');
    expect(londonDate(Date.UTC(2026, 6, 1, 23, 0))).toBe('2026-07-02'); // BST: already tomorrow
    expect(londonDate(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12-31'); // GMT
    expect(new RoomFinderStore(new MemoryKeyValueStorage(), new ManualTime(Date.UTC(2026, 10, 21, 12))).today()).toBe(
      '2026-11-21',
    );
  });
});
