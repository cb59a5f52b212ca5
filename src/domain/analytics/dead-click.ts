import type { AnalyticsEvent } from './analytics-event';

/**
 * A dead click (ADR 089): a press on a control of a server-drawn page before the app could act on
 * it. The page's inline capture holds it and the app replays it once it has taken the page over;
 * `waitedMs` is how long it waited, and a press whose control was gone by then is `lost`.
 */
export const DEAD_CLICK_EVENT = 'dead_click';

/** The longest control name kept: a tag and a class (`button.compare-button`), never the control's text. */
const CONTROL_NAME_LENGTH = 60;

export interface DeadClick {
  /** The page's path (a query is dropped: it may carry what a visitor typed). */
  readonly path: string;
  /** The control, by tag and first class. */
  readonly control: string;
  readonly waitedMs: number;
  readonly replayed: boolean;
}

export function deadClickEvent(click: DeadClick): AnalyticsEvent {
  return {
    eventType: DEAD_CLICK_EVENT,
    properties: {
      page_path: click.path.split('?')[0] ?? click.path,
      control: click.control.slice(0, CONTROL_NAME_LENGTH),
      waited_ms: Math.max(0, Math.round(click.waitedMs)),
      outcome: click.replayed ? 'replayed' : 'lost',
    },
  };
}
