import { describe, expect, it, vi } from 'vitest';
import { ScanSegment, type ScanStep } from './scan-segment';
import { SEGMENT_CONTINUES, type SegmentContext } from './segment';

function fakeContext(marker = '<m>'): SegmentContext {
  return {
    marker,
    tools: undefined as never,
    options: {},
    startCall: vi.fn(),
    text: vi.fn(),
    reasoning: vi.fn(),
    commit: vi.fn(),
    pass: vi.fn(),
    fail: vi.fn(),
    warn: vi.fn(),
    reject: vi.fn(),
  };
}

/** Ends after the first `;`; a trailing `\` may escape the next character, so it is held back. */
class SemicolonSegment extends ScanSegment {
  readonly seen: string[] = [];

  protected step(text: string, i: number, eof: boolean): ScanStep {
    if (eof && i >= text.length) return this.end(this.base + i);
    const c = text[i] as string;
    if (c === '\\') {
      if (i + 1 >= text.length) return eof ? this.end(this.base + i + 1) : this.hold(i);
      this.seen.push(text.slice(i, i + 2));
      return this.next(i + 2);
    }
    this.seen.push(c);
    return c === ';' ? this.end(this.base + i + 1) : this.next(i + 1);
  }

  get state(): { received: number; held: string } {
    return { received: this.received, held: this.heldText };
  }
}

/** A broken format: its step never moves forward. */
class StuckSegment extends ScanSegment {
  steps = 0;

  protected step(_text: string, i: number): ScanStep {
    this.steps++;
    return this.next(i);
  }
}

/**
 * Decides on two characters after the marker (or fewer at the end): a first `!` hands all of
 * the text to a {@link SemicolonSegment}, anything else ends the segment right after the marker.
 */
class ChoosingSegment extends ScanSegment {
  readonly reader = new SemicolonSegment(fakeContext('<m>'));

  protected step(text: string, i: number, eof: boolean): ScanStep {
    if (text.length - i < 2 && !eof) return this.hold(i);
    return text[i] === '!' ? this.handOff(this.reader, i) : this.end(this.base);
  }
}

describe('ScanSegment', () => {
  it.each([
    { name: 'one push', pushes: ['ab;cd'], end: 6 },
    { name: 'the end in a later push', pushes: ['ab', 'c;d'], end: 7 },
    { name: 'a held character completed by the next push', pushes: ['a\\', ';b;'], end: 8 },
  ])('should end at the segment position its step gives ($name)', ({ pushes, end }) => {
    const segment = new SemicolonSegment(fakeContext('<m>'));
    const results = pushes.map((text) => segment.push(text));
    expect(results.slice(0, -1).every((r) => r === SEGMENT_CONTINUES)).toBe(true);
    expect(results.at(-1)).toBe(end);
  });

  it('should keep held text and count it as received', () => {
    const segment = new SemicolonSegment(fakeContext('<m>'));
    expect(segment.push('ab\\')).toBe(SEGMENT_CONTINUES);
    expect(segment.state).toEqual({ received: 6, held: '\\' });
    expect(segment.push(';;')).toBe(8);
    expect(segment.seen).toEqual(['a', 'b', '\\;', ';']);
  });

  it('should run the steps once more with eof at the end of the output', () => {
    const segment = new SemicolonSegment(fakeContext('<m>'));
    expect(segment.push('ab\\')).toBe(SEGMENT_CONTINUES);
    expect(segment.finish()).toBe(6);
  });

  it('should not hang on a format whose step stops moving, in push or at the end', () => {
    const segment = new StuckSegment(fakeContext('<m>'));
    expect(segment.push('abc')).toBe(SEGMENT_CONTINUES);
    expect(segment.steps).toBeGreaterThan(1);
    expect(segment.steps).toBeLessThan(100);
    // The text it stalled on is kept, then released whole at the end.
    expect(segment.finish()).toBe(6);
  });

  it('should hand the rest of the text and every later piece to a successor', () => {
    const segment = new ChoosingSegment(fakeContext('<m>'));
    expect(segment.push('!')).toBe(SEGMENT_CONTINUES);
    // The held `!` and the new text reach the successor as one piece; its `;` ends it.
    expect(segment.push('a;b')).toBe(6);
    expect(segment.reader.seen).toEqual(['!', 'a', ';']);

    const later = new ChoosingSegment(fakeContext('<m>'));
    expect(later.push('!a')).toBe(SEGMENT_CONTINUES);
    expect(later.push('b;')).toBe(7);
    expect(later.reader.seen).toEqual(['!', 'a', 'b', ';']);

    const other = new ChoosingSegment(fakeContext('<m>'));
    expect(other.push('x')).toBe(SEGMENT_CONTINUES);
    expect(other.finish()).toBe(3);
  });

  it('should let the successor finish when the hand-off came at the end of the output', () => {
    const segment = new ChoosingSegment(fakeContext('<m>'));
    expect(segment.push('!')).toBe(SEGMENT_CONTINUES);
    // At the end the held `!` is handed off; the successor, given no end, finishes after it.
    expect(segment.finish()).toBe(4);
    expect(segment.reader.seen).toEqual(['!']);
  });
});
