import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { AnalyticsDashboardStore } from '../../../src/application/analytics-report/analytics-dashboard.store';
import type { AnalyticsConsole } from '../../../src/ports/analytics-console.port';

describe('the analytics dashboard store', () => {
  const asked: { from: string; to: string }[] = [];
  const api: AnalyticsConsole = {
    report: async (range) => {
      asked.push(range);
      return { kind: 'invalid', message: 'not in this test' };
    },
  };

  it("offers the last 7 and 28 London days to London's today", () => {
    // 23:30 UTC on 25 July 2026 is 00:30 on the 26th in London.
    const store = new AnalyticsDashboardStore(api, new ManualTime(Date.parse('2026-07-25T23:30:00Z')));
    expect(store.today()).toBe('2026-07-26');
    expect(store.preset(7)).toEqual({ from: '2026-07-20', to: '2026-07-26' });
    expect(store.preset(28)).toEqual({ from: '2026-06-29', to: '2026-07-26' });
  });

  it('asks the server for the range it is given', async () => {
    const store = new AnalyticsDashboardStore(api, new ManualTime(0));
    expect(await store.report({ from: '2026-09-01', to: '2026-09-07' })).toMatchObject({ kind: 'invalid' });
    expect(asked).toEqual([{ from: '2026-09-01', to: '2026-09-07' }]);
  });
});
