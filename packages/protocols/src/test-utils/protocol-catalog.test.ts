import { describe, expect, it } from 'vitest';
import { argumentEncoding, fullCatalog, onePerEncoding } from './protocol-catalog';

describe('onePerEncoding', () => {
  const every = fullCatalog;

  it('should take exactly one setup of each argument encoding', () => {
    const sample = onePerEncoding(every, 0);
    const encodings = sample.map((entry) => argumentEncoding(entry.protocol));
    expect(encodings.sort()).toEqual(['json', 'markup', 'python']);
  });

  it('should give the same sample for the same seed and another for another seed', () => {
    const names = (seed: number) => onePerEncoding(every, seed).map((entry) => entry.name);
    expect(names(5)).toEqual(names(5));
    expect(names(1)).not.toEqual(names(0));
  });

  it('should reach every setup over successive seeds', () => {
    const seen = new Set(
      every.flatMap((_, seed) => onePerEncoding(every, seed)).map((e) => e.name),
    );
    expect(seen.size).toBe(every.length);
  });
});
