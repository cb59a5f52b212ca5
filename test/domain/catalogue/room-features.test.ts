import { describe, expect, it } from 'vitest';
import { featuresBesideBed } from '../../../src/domain/catalogue/room-features';

describe('a room’s features beside its bed type', () => {
  it('leaves out features that only restate the bed', () => {
    expect(
      featuresBesideBed(['Private kitchenette', 'Double bed', 'King-size bed', 'small double bed', 'Twin beds']),
    ).toEqual(['Private kitchenette']);
  });

  it('keeps features that mention a bed but are about something else', () => {
    const kept = ['Under-bed storage', 'Sofa bed for guests', 'Two double bedrooms', 'Bedside lamp'];
    expect(featuresBesideBed(kept)).toEqual(kept);
  });
});
