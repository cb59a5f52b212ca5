import type { WebVitalSample } from '../domain/analytics/web-vitals-event';

/** The page's web vitals as the browser measures them (each metric once or as it changes). */
export interface WebVitalsSource {
  listen(report: (sample: WebVitalSample) => void): void;
}
