// Dead clicks (ADR 089) are known as the app takes the page over, before any consent decision: they
// wait with the errors, go to analytics once it is allowed, and are dropped when it is refused.
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { ErrorReporter, PENDING_ERRORS_LIMIT } from '../../../src/application/analytics/error-reporter';
import type { AnalyticsEvent } from '../../../src/domain/analytics/analytics-event';
import { DEAD_CLICK_EVENT } from '../../../src/domain/analytics/dead-click';
import type { PageReload } from '../../../src/ports/page-reload.port';

const page: PageReload = { lastReloadAt: () => null, reload: () => {} };
const click = (waitedMs: number) => ({
  path: '/manchester',
  control: 'button.compare-button',
  waitedMs,
  replayed: true,
});

describe('dead clicks through the error reporter', () => {
  it('wait for the decision, then go first, in order, with the errors that waited', () => {
    const reporter = new ErrorReporter(new ManualTime(0), page);
    reporter.deadClicks([click(400), click(900)]);
    reporter.error({ message: 'x is undefined', source: '', line: 1, column: 1, error: null });
    expect(reporter.waiting()).toBe(3);
    const sent: AnalyticsEvent[] = [];
    reporter.connect((event) => sent.push(event));
    expect(sent.map((e) => [e.eventType, e.properties.waited_ms ?? null])).toEqual([
      [DEAD_CLICK_EVENT, 400],
      [DEAD_CLICK_EVENT, 900],
      ['js_error', null],
    ]);
    reporter.deadClicks([click(50)]);
    expect(sent).toHaveLength(4);
  });

  it('are dropped when analytics is refused, and never held beyond the limit', () => {
    const reporter = new ErrorReporter(new ManualTime(0), page);
    reporter.deadClicks(Array.from({ length: PENDING_ERRORS_LIMIT + 5 }, (_, i) => click(i)));
    expect(reporter.waiting()).toBe(PENDING_ERRORS_LIMIT);
    reporter.disconnect();
    reporter.deadClicks([click(1)]);
    expect(reporter.waiting()).toBe(0);
  });
});
