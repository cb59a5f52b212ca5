import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WebVitalSample, webVitalEvent } from '../../../src/domain/analytics/web-vitals-event';

describe('web vitals events (spec section 7)', () => {
  it('names the event by the metric and carries its six properties', () => {
    expect(
      webVitalEvent({
        name: 'LCP',
        value: 1234.5,
        rating: 'good',
        delta: 1234.5,
        id: 'v5-1',
        navigationType: 'navigate',
      }),
    ).toEqual({
      eventType: 'web_vitals_lcp',
      properties: {
        metric_name: 'LCP',
        metric_value: 1234.5,
        metric_rating: 'good',
        metric_delta: 1234.5,
        metric_id: 'v5-1',
        metric_navigation_type: 'navigate',
      },
    });
  });

  it('gives each of the five metrics its own event name', () => {
    const sample = { value: 0, rating: 'good', delta: 0, id: 'x', navigationType: 'reload' } as const;
    expect(
      (['LCP', 'CLS', 'INP', 'TTFB', 'FCP'] as const).map((name) => webVitalEvent({ ...sample, name }).eventType),
    ).toEqual(['web_vitals_lcp', 'web_vitals_cls', 'web_vitals_inp', 'web_vitals_ttfb', 'web_vitals_fcp']);
  });

  it('keeps the values as given', () => {
    const sample: fc.Arbitrary<WebVitalSample> = fc.record({
      name: fc.constantFrom('LCP', 'CLS', 'INP', 'TTFB', 'FCP'),
      value: fc.double({ min: 0, max: 1e6, noNaN: true }),
      rating: fc.constantFrom('good', 'needs-improvement', 'poor'),
      delta: fc.double({ min: 0, max: 1e6, noNaN: true }),
      id: fc.string(),
      navigationType: fc.string(),
    });
    fc.assert(
      fc.property(sample, (s) => {
        const { properties } = webVitalEvent(s);
        expect([properties.metric_value, properties.metric_delta, properties.metric_id]).toEqual([
          s.value,
          s.delta,
          s.id,
        ]);
      }),
    );
  });
});
