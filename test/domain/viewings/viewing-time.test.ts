import { describe, expect, it } from 'vitest';
import { viewingClock, viewingDayInWords, viewingWhen } from '../../../src/domain/viewings/viewing-time';

describe('viewing times in words', () => {
  it('reads a winter slot in GMT and a summer slot in BST, whatever the process time zone', () => {
    expect(viewingWhen('2026-11-23T09:30:00.000Z', '2026-11-23T10:00:00.000Z')).toBe(
      'Monday 23 November 2026, 09:30 to 10:00',
    );
    expect(viewingWhen('2027-06-14T08:30:00.000Z', '2027-06-14T09:00:00.000Z')).toBe(
      'Monday 14 June 2027, 09:30 to 10:00',
    );
  });

  it('names the London day, not the UTC one, just after midnight in summer', () => {
    expect(viewingDayInWords('2027-06-13T23:30:00.000Z')).toBe('Monday 14 June 2027');
    expect(viewingClock('2027-06-13T23:30:00.000Z')).toBe('00:30');
  });
});
