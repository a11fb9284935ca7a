import { describe, expect, it } from 'vitest';
import { exactMcNemar } from './exact-mcnemar';

// p = min(1, 2 · Σ_{i=0..min(b,c)} C(b+c, i) / 2^(b+c)), the binomial tail summed by hand.
describe('exactMcNemar', () => {
  it('should give 28/8192 for 12 wins and 1 loss', () => {
    // C(13,0) + C(13,1) = 1 + 13 = 14; 2 · 14 / 8192.
    expect(exactMcNemar(12, 1)).toBeCloseTo(28 / 8192, 12);
    expect(exactMcNemar(1, 12)).toBeCloseTo(0.003418, 6);
  });

  it('should give 158/4096 for 10 against 2', () => {
    // C(12,0) + C(12,1) + C(12,2) = 1 + 12 + 66 = 79; 2 · 79 / 4096 = 0.03857.
    expect(exactMcNemar(10, 2)).toBeCloseTo(158 / 4096, 12);
  });

  it('should give 2/32 for 5 against 0: five wins alone are not significant', () => {
    expect(exactMcNemar(5, 0)).toBeCloseTo(0.0625, 12);
    // Six are: 2/64.
    expect(exactMcNemar(6, 0)).toBeCloseTo(0.03125, 12);
  });

  it('should give 1 for even splits and for no discordant pair', () => {
    // 2 · (1 + 6 + 15 + 20) / 64 = 84/64, capped.
    expect(exactMcNemar(3, 3)).toBe(1);
    expect(exactMcNemar(0, 0)).toBe(1);
  });

  it('should stay finite where 2^-n underflows', () => {
    // 1200 against 0: 2 · 2^-1200 is below the smallest double, so 0; 600/600 is 1.
    expect(exactMcNemar(1200, 0)).toBe(0);
    expect(exactMcNemar(600, 600)).toBe(1);
    expect(exactMcNemar(700, 500)).toBeLessThan(1e-6);
  });

  it('should refuse counts that are not counts', () => {
    expect(() => exactMcNemar(-1, 2)).toThrow(RangeError);
  });
});
