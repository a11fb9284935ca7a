import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson-interval';

// References worked out by hand from the formula, z = 1.96:
//   center = (p + z²/2n) / (1 + z²/n),  half = z/(1 + z²/n) · √(p(1−p)/n + z²/4n²).
describe('wilsonInterval', () => {
  it('should give 49.0%–94.3% for 8 of 10', () => {
    // p = 0.8, z²/n = 0.38415: center = 0.99207/1.38415 = 0.71674,
    // half = 1.41601 · √(0.016 + 0.0096036) = 1.41601 · 0.16001 = 0.22658.
    const { low, high } = wilsonInterval(8, 10);
    expect(low).toBeCloseTo(0.4902, 4);
    expect(high).toBeCloseTo(0.9433, 4);
  });

  it('should give 0–27.8% for 0 of 10, and 72.2%–100% for 10 of 10', () => {
    // p = 0: the upper end is z²/(n + z²) = 3.8415/13.8415 = 0.27753.
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.27753, 5) });
    expect(wilsonInterval(10, 10)).toEqual({ low: expect.closeTo(0.72247, 5), high: 1 });
  });

  it('should give 40.4%–59.6% for 50 of 100', () => {
    // p = 0.5, z²/n = 0.038415: center = 0.5, half = (1.96/1.038415) · √(0.0025 + 0.00009604)
    //   = 1.88745 · 0.050951 = 0.096168.
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.40383, 4);
    expect(high).toBeCloseTo(0.59617, 4);
  });

  it('should stay narrower as the sample grows and know nothing of an empty one', () => {
    const small = wilsonInterval(9, 10);
    const large = wilsonInterval(90, 100);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('should refuse counts that are not a share', () => {
    expect(() => wilsonInterval(11, 10)).toThrow(/0 <= passed <= total/);
    expect(() => wilsonInterval(1.5, 10)).toThrow(RangeError);
  });
});
