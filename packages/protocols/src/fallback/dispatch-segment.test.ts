import { describe, expect, it } from 'vitest';
import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { ToolRegistry } from '../engine/tool-registry';
import type { OpeningClassifier } from '../types';
import { DispatchSegment, type MarkerOwner } from './dispatch-segment';

/** A segment that records what it is given and rejects text that contains `rejectOn`. */
class RecordingSegment implements SegmentParser {
  readonly pushes: string[] = [];
  finished = false;
  constructor(
    private readonly context: SegmentContext,
    private readonly rejectOn: string,
  ) {}
  push(text: string): number {
    this.pushes.push(text);
    if (text.includes(this.rejectOn)) this.context.reject();
    return SEGMENT_CONTINUES;
  }
  finish(): number | undefined {
    this.finished = true;
    return undefined;
  }
}

function owner(
  name: string,
  classify: OpeningClassifier,
  made: Map<string, RecordingSegment>,
  rejectOn: string,
) {
  return {
    format: {
      markers: ['<m>'],
      createSegment: (context: SegmentContext) => {
        const segment = new RecordingSegment(context, rejectOn);
        made.set(name, segment);
        return segment;
      },
    },
    classify,
  } satisfies MarkerOwner;
}

/** Never sure until it has to be. */
const hesitant: OpeningClassifier = (_m, _text, _from, final) => (final ? 'no' : 'more');

function setup(rejectOn = '!', first?: OpeningClassifier) {
  const made = new Map<string, RecordingSegment>();
  const rejects: number[] = [];
  const context: SegmentContext = {
    marker: '<m>',
    tools: new ToolRegistry([]),
    options: {},
    startCall: () => {
      throw new Error('not used');
    },
    text: () => {},
    reasoning: () => {},
    commit: () => {},
    pass: () => {},
    fail: () => {},
    warn: () => {},
    reject: () => rejects.push(1),
  };
  // `a` reads text starting with "a", needs a second character to be sure ("ab"); `b` reads "b…".
  const a: OpeningClassifier = (_m, text, from, final) => {
    if (from >= text.length) return final ? 'no' : 'more';
    if (text[from] !== 'a') return 'no';
    if (from + 1 >= text.length) return final ? 'no' : 'more';
    return text[from + 1] === 'b' ? 'yes' : 'no';
  };
  const b: OpeningClassifier = (_m, text, from, final) =>
    from >= text.length ? (final ? 'no' : 'more') : text[from] === 'b' ? 'yes' : 'no';
  const segment = new DispatchSegment(context, [
    owner('a', first ?? a, made, rejectOn),
    owner('b', b, made, rejectOn),
  ]);
  return { segment, made, rejects };
}

describe('DispatchSegment', () => {
  it.each([
    { chunks: ['  ab rest'], owner: 'a' },
    { chunks: [' ', ' a', 'b', ' rest'], owner: 'a' },
    { chunks: ['\n', 'b rest'], owner: 'b' },
    { chunks: ['a', 'x rest'], owner: 'a' },
    { chunks: ['c', ' rest'], owner: 'a' },
  ])('should give $chunks to $owner and replay every character in order', ({ chunks, owner }) => {
    const { segment, made } = setup();
    for (const chunk of chunks) expect(segment.push(chunk)).toBe(SEGMENT_CONTINUES);
    expect([...made.keys()]).toEqual([owner]);
    expect(made.get(owner)?.pushes.join('')).toBe(chunks.join(''));
  });

  it('should wait while an earlier owner needs more text, even when a later one is sure', () => {
    const { segment, made } = setup();
    segment.push(' a');
    expect(made.size).toBe(0);
    segment.push('b');
    expect([...made.keys()]).toEqual(['a']);
  });

  it('should choose after at most 256 whitespace characters', () => {
    const { segment, made } = setup();
    for (let i = 0; i < 255; i++) segment.push(' ');
    expect(made.size).toBe(0);
    segment.push(' ');
    expect([...made.keys()]).toEqual(['a']);
    expect(made.get('a')?.pushes.join('')).toBe(' '.repeat(256));
  });

  it('should hold at most 256 whitespace characters plus the longest opening', () => {
    const { segment, made } = setup('!', hesitant);
    for (let i = 0; i < 256 + 9; i++) segment.push(i < 250 ? ' ' : 'b');
    expect(made.size).toBe(0);
    segment.push('b');
    // Forced, the hesitant first owner says no and the second one takes it.
    expect(made.get('b')?.pushes.join('')).toBe(`${' '.repeat(250)}${'b'.repeat(16)}`);
    const big = setup('!', hesitant);
    big.segment.push('b'.repeat(10_000));
    expect(big.made.get('b')?.pushes.map((p) => p.length)).toEqual([10_000]);
  });

  it('should decide at the end of the output and let the chosen segment finish', () => {
    const { segment, made } = setup();
    segment.push(' b');
    expect(made.size).toBe(1);
    const other = setup();
    other.segment.push(' ');
    expect(other.segment.finish()).toBeUndefined();
    expect(other.made.get('a')).toMatchObject({ pushes: [' '], finished: true });
  });

  it('should pass a reject during a push to the engine and stop replaying', () => {
    const { segment, made, rejects } = setup('a');
    segment.push(' a');
    segment.push('b');
    expect(rejects).toEqual([1]);
    expect(made.get('a')?.pushes).toEqual([' a']);
  });

  it('should answer a reject during finish with 1, as the engine answers one', () => {
    const { segment, made, rejects } = setup('a');
    segment.push(' a');
    expect(made.size).toBe(0);
    // At the end " a" is not "ab": nobody says yes, so the first owner takes it, and rejects it.
    expect(segment.finish()).toBe(1);
    expect(rejects).toEqual([]);
    expect(made.get('a')?.finished).toBe(false);
  });
});
