import { describe, expect, it } from 'vitest';
import { HALALAS_PER_REDEMPTION_STEP, POINTS_PER_REDEMPTION_STEP } from './constants.ts';

describe('points constants', () => {
  it('make 100 points worth SAR 2.60', () => {
    expect((100 / POINTS_PER_REDEMPTION_STEP) * HALALAS_PER_REDEMPTION_STEP).toBe(260);
  });
});
