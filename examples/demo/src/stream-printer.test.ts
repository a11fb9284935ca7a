import type { TextStreamPart, ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { createPalette } from './colors';
import { createStreamPrinter } from './stream-printer';

type Part = TextStreamPart<ToolSet>;

function print(parts: ReadonlyArray<Record<string, unknown>>): string {
  let out = '';
  const printer = createStreamPrinter(
    (text) => {
      out += text;
    },
    createPalette({ isTTY: false }),
  );
  for (const part of parts) printer(part as unknown as Part);
  return out;
}

const usage = { outputTokens: 7 };

describe('createStreamPrinter', () => {
  it.each([
    {
      name: 'text as it streams, under a step header',
      parts: [
        { type: 'start-step' },
        { type: 'text-delta', id: 't', text: 'Hel' },
        { type: 'text-delta', id: 't', text: 'lo' },
        { type: 'finish-step', finishReason: 'stop', usage },
      ],
      expected: '── step 1 ──\nHello\n(step 1 finished: stop, 7 output tokens)\n',
    },
    {
      name: 'a tool input growing, then the call and its result',
      parts: [
        { type: 'text-delta', id: 't', text: 'Checking.\n\n' },
        { type: 'tool-input-start', id: 'c1', toolName: 'get_weather' },
        { type: 'tool-input-delta', id: 'c1', delta: '{"city":' },
        { type: 'tool-input-delta', id: 'c1', delta: '"Seoul"}' },
        { type: 'tool-input-end', id: 'c1' },
        { type: 'tool-call', toolCallId: 'c1', toolName: 'get_weather', input: { city: 'Seoul' } },
        { type: 'text-delta', id: 't', text: '\n' },
        { type: 'tool-result', toolCallId: 'c1', toolName: 'get_weather', output: { t: 21 } },
      ],
      expected: [
        'Checking.',
        '',
        '… streaming input of get_weather {"city":"Seoul"}  (16 chars in 2 deltas)',
        '→ call get_weather {"city":"Seoul"}',
        '✓ result get_weather {"t":21}',
        '',
      ].join('\n'),
    },
    {
      name: 'a long input echoed up to the limit and then counted',
      parts: [
        { type: 'tool-input-start', id: 'w', toolName: 'write_file' },
        ...Array.from({ length: 30 }, () => ({
          type: 'tool-input-delta',
          id: 'w',
          delta: 'abcdefghij',
        })),
        { type: 'tool-input-end', id: 'w' },
      ],
      expected: `… streaming input of write_file ${'abcdefghij'.repeat(20)} … +100 chars  (300 chars in 30 deltas)\n`,
    },
    {
      name: 'reasoning dimmed apart from text, and errors on their own line',
      parts: [
        { type: 'reasoning-delta', id: 'r', text: 'thinking' },
        { type: 'text-delta', id: 't', text: 'answer' },
        {
          type: 'tool-error',
          toolCallId: 'x',
          toolName: 'calculate',
          error: new Error('bad input'),
        },
        {
          type: 'tool-call',
          toolCallId: 'y',
          toolName: 'nope',
          input: {},
          invalid: true,
          error: 'unknown tool',
        },
        { type: 'error', error: 'boom' },
      ],
      expected: [
        'thinking',
        'answer',
        '✗ calculate failed: bad input',
        '✗ invalid call nope: unknown tool',
        'error: boom',
        '',
      ].join('\n'),
    },
  ])('should print $name', ({ parts, expected }) => {
    expect(print(parts)).toBe(expected);
  });

  it('should show a newline inside an input as ⏎ so the input stays on one line', () => {
    expect(
      print([
        { type: 'tool-input-start', id: 'a', toolName: 'write_file' },
        { type: 'tool-input-delta', id: 'a', delta: 'line\nnext' },
        { type: 'tool-input-end', id: 'a' },
      ]),
    ).toBe('… streaming input of write_file line⏎next  (9 chars in 1 deltas)\n');
  });

  it('should say why a botched call went back to the model, once', () => {
    const malformed = {
      code: 'INVALID_JSON',
      message: 'The tool call is not valid JSON.',
      segment: 's',
    };
    expect(
      print([
        {
          type: 'tool-call',
          toolCallId: 'b',
          toolName: 'get_weather',
          input: 's',
          invalid: true,
          error: 'Invalid input for tool get_weather',
          providerMetadata: { toolCallMiddleware: { malformed } },
        },
        { type: 'tool-error', toolCallId: 'b', toolName: 'get_weather', error: 'Invalid input' },
      ]),
    ).toBe('↩ botched call sent back to the model: The tool call is not valid JSON.\n');
  });
});
