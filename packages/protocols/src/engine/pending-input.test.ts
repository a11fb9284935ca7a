import { describe, expect, it } from 'vitest';
import { PendingInput } from './pending-input';

describe('PendingInput', () => {
  it('should give the pieces in order and count the offset past each', () => {
    const input = new PendingInput();
    input.add('abc');
    input.add('');
    expect(input.take()).toBe('abc');
    expect(input.offset).toBe(3);
    expect(input.take()).toBeUndefined();
    expect(input.offset).toBe(3);
  });

  it('should give what is queued back first, first before second, and step the offset back', () => {
    const input = new PendingInput();
    input.add('hello world');
    expect(input.take()).toBe('hello world');
    input.later('lo', ' world');
    expect(input.offset).toBe(3);
    expect(input.take()).toBe('lo');
    expect(input.offset).toBe(5);
    expect(input.take()).toBe(' world');
    expect(input.offset).toBe(11);
  });

  it('should queue nothing for an empty piece but still keep the offset right', () => {
    const input = new PendingInput();
    input.add('ab');
    input.take();
    input.later('', 'b');
    expect(input.offset).toBe(1);
    expect(input.take()).toBe('b');
    expect(input.take()).toBeUndefined();
  });
});
