/** The five web vitals the spec reports (section 9), each as its own event (section 7). */
export type WebVitalName = 'LCP' | 'CLS' | 'INP' | 'TTFB' | 'FCP';

export interface WebVitalSample {
  name: WebVitalName;
  value: number;
  rating: string;
  delta: number;
  id: string;
  navigationType: string;
}

export type WebVitalEvent = {
  eventType: `web_vitals_${Lowercase<WebVitalName>}`;
  properties: {
    metric_name: WebVitalName;
    metric_value: number;
    metric_rating: string;
    metric_delta: number;
    metric_id: string;
    metric_navigation_type: string;
  };
};

export function webVitalEvent(sample: WebVitalSample): WebVitalEvent {
  return {
    eventType: `web_vitals_${sample.name.toLowerCase() as Lowercase<WebVitalName>}`,
    properties: {
      metric_name: sample.name,
      metric_value: sample.value,
      metric_rating: sample.rating,
      metric_delta: sample.delta,
      metric_id: sample.id,
      metric_navigation_type: sample.navigationType,
    },
  };
}
