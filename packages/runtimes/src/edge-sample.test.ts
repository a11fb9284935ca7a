import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatFolders, sampleSeed, spreadSample } from './edge-sample';

describe('formatFolders', () => {
  it('should read the folders by name from the imports of built-in-formats.ts', () => {
    const source = [
      "import { bFormat } from './beta-two/beta-two-format';",
      "import type { FormatDeclaration } from './format-declaration/format-declaration';",
      "import { aFormat } from './alpha/alpha-format';",
    ].join('\n');
    expect(formatFolders(source)).toEqual(['alpha', 'beta-two']);
  });

  it('should find every format of the real list', () => {
    const source = readFileSync(
      new URL('../../protocols/src/built-in-formats.ts', import.meta.url),
      'utf8',
    );
    const listed = [...source.matchAll(/^ {2}(\w+Format),$/gm)].length;
    expect(formatFolders(source)).toHaveLength(listed);
    expect(formatFolders(source)).toContain('qwen3-coder');
  });

  it('should fail with the file to fix when the list imports no format', () => {
    expect(() => formatFolders('export const x = 1;')).toThrow(/vitest\.edge-runtime\.config\.ts/);
  });
});

describe('spreadSample', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('should spread the sample over the list', () => {
    expect(spreadSample(items, 3, 0)).toEqual(['a', 'c', 'e']);
  });

  it('should give the same sample for the same seed and shift it by one for the next', () => {
    expect(spreadSample(items, 3, 1)).toEqual(spreadSample(items, 3, 1));
    expect(spreadSample(items, 3, 1)).toEqual(['b', 'd', 'f']);
    expect(spreadSample(items, 3, 7)).toEqual(spreadSample(items, 3, 0));
  });

  it('should cover every item over successive seeds', () => {
    const seen = new Set(items.flatMap((_, seed) => spreadSample(items, 3, seed)));
    expect([...seen].sort()).toEqual(items);
  });

  it('should take the whole list when it asks for more than there is, once each', () => {
    expect(spreadSample(['x', 'y'], 5, 3)).toEqual(['y', 'x']);
  });
});

describe('sampleSeed', () => {
  it('should default to 0 and read a non-negative integer', () => {
    expect(sampleSeed(undefined)).toBe(0);
    expect(sampleSeed('')).toBe(0);
    expect(sampleSeed('12')).toBe(12);
  });

  it('should refuse anything else, saying what it got', () => {
    expect(() => sampleSeed('-1')).toThrow(/non-negative integer, got "-1"/);
    expect(() => sampleSeed('1.5')).toThrow(TypeError);
    expect(() => sampleSeed('abc')).toThrow(TypeError);
  });
});
