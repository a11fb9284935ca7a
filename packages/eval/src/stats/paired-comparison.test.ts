import { describe, expect, it } from 'vitest';
import { comparePaired, formatP, type PairedAnswer } from './paired-comparison';

const answers = (passed: boolean[], sample = 0): PairedAnswer[] =>
  passed.map((ok, index) => ({ task: `t${index}`, sample, passed: ok }));

describe('comparePaired', () => {
  it('should count only the discordant pairs, on the samples both answered', () => {
    const xml = answers([true, true, true, false, true]);
    const hermes = answers([true, false, false, true]); // t4 missing: not paired
    expect(comparePaired('xml', xml, 'hermes', hermes)).toEqual({
      preset: 'xml',
      against: 'hermes',
      shared: 4,
      wins: 2,
      losses: 1,
      pValue: 1,
      significant: false,
    });
  });

  it('should pair by sample as well as task', () => {
    const a = [...answers([true, true, true], 0), ...answers([true, true, true], 1)];
    const b = [...answers([false, false, false], 0), ...answers([false, false, false], 1)];
    const result = comparePaired('a', a, 'b', b);
    expect(result).toMatchObject({ shared: 6, wins: 6, losses: 0, significant: true });
    expect(result.pValue).toBeCloseTo(2 / 64, 12);
  });
});

describe('formatP', () => {
  it('should write three decimals, and bounds at the ends', () => {
    expect(formatP(28 / 8192)).toBe('p = 0.003');
    expect(formatP(0.0004)).toBe('p < 0.001');
    expect(formatP(1)).toBe('p = 1');
    expect(formatP(0.0625)).toBe('p = 0.063');
  });
});
