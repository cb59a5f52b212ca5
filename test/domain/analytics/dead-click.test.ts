import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAD_CLICK_EVENT, deadClickEvent } from '../../../src/domain/analytics/dead-click';

describe('a dead click as an analytics event (ADR 089)', () => {
  it('says which control waited, how long, on which page, and that it was replayed', () => {
    expect(
      deadClickEvent({ path: '/manchester', control: 'button.compare-button', waitedMs: 1234.56, replayed: true }),
    ).toEqual({
      eventType: DEAD_CLICK_EVENT,
      properties: {
        page_path: '/manchester',
        control: 'button.compare-button',
        waited_ms: 1235,
        outcome: 'replayed',
      },
    });
  });

  it('names a press that could not be replayed lost', () => {
    expect(deadClickEvent({ path: '/', control: 'form', waitedMs: 10, replayed: false }).properties.outcome).toBe(
      'lost',
    );
  });

  it('never reports a negative or fractional wait, whatever the clocks said', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), (waitedMs) => {
        const waited = deadClickEvent({ path: '/', control: 'button', waitedMs, replayed: true }).properties.waited_ms;
        expect(Number.isInteger(waited)).toBe(true);
        expect(waited).toBeGreaterThanOrEqual(0);
        expect(waited).toBe(Math.max(0, Math.round(waitedMs)));
      }),
    );
  });

  it('keeps the page path without its query, and a control name short and plain', () => {
    const event = deadClickEvent({
      path: '/manchester?university=uom',
      control: `button.${'x'.repeat(200)}`,
      waitedMs: 1,
      replayed: true,
    });
    expect(event.properties.page_path).toBe('/manchester');
    expect(String(event.properties.control).length).toBeLessThanOrEqual(60);
  });
});
