import { describe, expect, it } from 'vitest';
import type { StreamTimeline } from './inspect-report';
import { renderTimeline } from './render-timeline';
import { terminalStyle } from './terminal-style';

const input = 'ab<x>{}';

function timeline(consistent: boolean): StreamTimeline {
  return {
    chunking: 'chunks of 3',
    consistent,
    steps: [
      { index: 0, start: 0, end: 3, final: false, events: [{ type: 'text', text: 'ab' }] },
      {
        index: 1,
        start: 3,
        end: 6,
        final: false,
        events: [
          { type: 'reasoning', text: 'hm' },
          { type: 'tool-input-start', id: 'call_1', toolName: 'x' },
          { type: 'tool-input-delta', id: 'call_1', delta: '{' },
        ],
      },
      {
        index: 2,
        start: 6,
        end: 7,
        final: false,
        events: [
          { type: 'tool-input-delta', id: 'call_1', delta: '}' },
          { type: 'tool-input-end', id: 'call_1' },
          { type: 'tool-call', id: 'call_1', toolName: 'x', input: '{}' },
        ],
      },
      {
        index: 3,
        start: 7,
        end: 7,
        final: true,
        events: [{ type: 'error', code: 'UNKNOWN_TOOL', message: 'no', toolName: 'y' }],
      },
    ],
  };
}

describe('renderTimeline', () => {
  it('should print every kind of event on its chunk line', () => {
    expect(renderTimeline(timeline(true), input, terminalStyle(false))).toEqual([
      'stream (chunks of 3: 3 chunks)',
      '  #0  "ab<"          text "ab"',
      '  #1  "x>{"          reasoning "hm" · tool-input-start call_1 x · tool-input-delta call_1 "{"',
      '  #2  "}"            tool-input-delta call_1 "}" · tool-input-end call_1 · tool-call call_1 x {}',
      '      end of stream  error UNKNOWN_TOOL (y)',
      '  the stream gave the same text and calls as the whole-text parse',
    ]);
  });

  it('should flag a stream that disagrees with the whole-text parse', () => {
    const lines = renderTimeline(timeline(false), input, terminalStyle(true));
    expect(lines.at(-1)).toBe(
      '\u001b[31m  the stream and the whole-text parse differ: this is a parser bug, please report it with this output\u001b[0m',
    );
    expect(lines[3]).toContain('\u001b[1mtool-call call_1 x {}\u001b[0m');
  });
});
