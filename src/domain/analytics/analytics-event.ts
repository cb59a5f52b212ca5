/** An event for the analytics client: its name and flat properties. */
export type AnalyticsValue = string | number | boolean;

export interface AnalyticsEvent {
  eventType: string;
  properties: Readonly<Record<string, AnalyticsValue>>;
}
