import { describe, expect, it } from 'vitest';
import { createPalette } from './colors';

describe('createPalette', () => {
  it.each([
    { isTTY: true, env: {}, expected: '\u001b[1mhi\u001b[22m' },
    { isTTY: true, env: { NO_COLOR: '1' }, expected: 'hi' },
    { isTTY: true, env: { NO_COLOR: '' }, expected: '\u001b[1mhi\u001b[22m' },
    { isTTY: false, env: {}, expected: 'hi' },
    { isTTY: undefined, env: {}, expected: 'hi' },
  ])('should style for isTTY=$isTTY and env $env', ({ isTTY, env, expected }) => {
    expect(createPalette({ isTTY }, env).bold('hi')).toBe(expected);
  });
});
