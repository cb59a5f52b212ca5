import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { WebVitalSample } from '../../domain/analytics/web-vitals-event';
import type { WebVitalsSource } from '../../ports/web-vitals.port';

/**
 * The five vitals from the web-vitals library. Its observers read buffered entries, so starting
 * after consent (seconds after load) still reports this page's TTFB, FCP and LCP.
 */
export class WebVitalsAdapter implements WebVitalsSource {
  listen(report: (sample: WebVitalSample) => void): void {
    const send = (m: Metric) =>
      report({
        name: m.name,
        value: m.value,
        rating: m.rating,
        delta: m.delta,
        id: m.id,
        navigationType: m.navigationType,
      });
    for (const on of [onLCP, onCLS, onINP, onTTFB, onFCP]) on(send);
  }
}
