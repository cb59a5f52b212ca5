import { describe, expect, it, vi } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { ManageEnquiries } from '../../../src/application/enquiries/manage-enquiries.use-case';
import { ReferralOptOut } from '../../../src/application/enquiries/referral-opt-out.use-case';
import type { StoredEnquiry } from '../../../src/domain/enquiries/enquiry';
import type { EnquiryRecord } from '../../../src/ports/enquiry-records.port';

const stored = (reference: string) => ({ reference }) as unknown as StoredEnquiry;

describe('managing enquiries', () => {
  it('lists with the filter given, at most the limit', async () => {
    const list = vi.fn(async () => [stored('EQ-AAAAAA'), stored('EQ-BBBBBB'), stored('EQ-CCCCCC')]);
    const manage = new ManageEnquiries({ list }, null, new ManualTime());
    const found = await manage.list({ kind: 'contact', email: 'a@b.test', limit: 2 });
    expect(found.map((e) => e.reference)).toEqual(['EQ-AAAAAA', 'EQ-BBBBBB']);
    expect(list).toHaveBeenCalledWith({ kind: 'contact', email: 'a@b.test' });
  });

  it('closes at the clock time; a reference of the wrong shape never reaches the records', async () => {
    const time = new ManualTime(Date.parse('2026-03-02T10:00:00.000Z'));
    const setStatus = vi.fn(async () => ({ reference: 'EQ-AAAAAA', status: 'closed' }) as unknown as EnquiryRecord);
    const manage = new ManageEnquiries({ list: async () => [] }, { setStatus }, time);
    expect(manage.changesStatus).toBe(true);
    await expect(manage.setStatus('EQ-AAAAAA', 'closed')).resolves.toMatchObject({ status: 'closed' });
    expect(setStatus).toHaveBeenCalledWith('EQ-AAAAAA', 'closed', time.now());
    await expect(manage.setStatus('EQ-\u0000AAAAA', 'closed')).resolves.toBeNull();
    expect(setStatus).toHaveBeenCalledOnce();
  });

  it('without the records, cannot change a status', async () => {
    const manage = new ManageEnquiries({ list: async () => [] }, null, new ManualTime());
    expect(manage.changesStatus).toBe(false);
    await expect(manage.setStatus('EQ-AAAAAA', 'closed')).resolves.toBeNull();
  });
});

describe('a referral opt-out', () => {
  it('asks the repository only for a token of our shape, and records the opt-out at the clock time', async () => {
    const time = new ManualTime(Date.parse('2026-03-02T10:00:00.000Z'));
    const optOutStatus = vi.fn(async () => 'subscribed' as const);
    const optOut = vi.fn(async () => true);
    const optOuts = new ReferralOptOut({ optOutStatus, optOut }, time);
    const token = 'A'.repeat(32);
    await expect(optOuts.status(token)).resolves.toBe('subscribed');
    await expect(optOuts.optOut(token)).resolves.toBe(true);
    expect(optOut).toHaveBeenCalledWith(token, time.now());
    await expect(optOuts.status('short')).resolves.toBeNull();
    await expect(optOuts.optOut(['not', 'a', 'string'])).resolves.toBe(false);
    expect(optOutStatus).toHaveBeenCalledOnce();
    expect(optOut).toHaveBeenCalledOnce();
  });
});
