import { describe, expect, it } from 'vitest';
import { readInspectRequest } from './read-inspect-request';

describe('readInspectRequest', () => {
  it.each([
    {
      body: { text: 'x' },
      expected: {
        text: 'x',
        preset: 'auto',
        tools: undefined,
        stream: { kind: 'fixed', size: 4 },
        reasoning: 'blocks',
      },
    },
    {
      body: { text: 'x', preset: 'gemma', tools: '  ', chunk: 1, reasoning: 'start-inside' },
      expected: {
        text: 'x',
        preset: 'gemma',
        tools: undefined,
        stream: { kind: 'fixed', size: 1 },
        reasoning: 'start-inside',
      },
    },
    {
      body: { text: '', preset: 'xml', chunk: 'random', seed: 9, tools: '[{"name": "a"}]' },
      expected: {
        text: '',
        preset: 'xml',
        tools: [{ type: 'function', name: 'a', inputSchema: { type: 'object' } }],
        stream: { kind: 'random', seed: 9, maxSize: 12 },
        reasoning: 'blocks',
      },
    },
  ])('should read $body', ({ body, expected }) => {
    expect(readInspectRequest(JSON.stringify(body))).toEqual({ ok: true, request: expected });
  });

  it.each([
    ['{', 'The body is not JSON'],
    ['[]', 'The body must be an object'],
    ['{"preset": "hermes"}', '"text" must be the model output'],
    [
      '{"text": "x", "preset": "toString"}',
      '"preset" must be "auto" or a preset name, not "toString"',
    ],
    ['{"text": "x", "preset": 3}', 'not 3'],
    ['{"text": "x", "tools": {}}', '"tools" must be the text of a tools file'],
    ['{"text": "x", "tools": "[1]"}', 'The tools field: entry 1 is a number'],
    ['{"text": "x", "chunk": 0}', '"chunk" must be a size from 1 to 1000000 or "random"'],
    ['{"text": "x", "chunk": 2.5}', '"chunk" must be a size'],
    ['{"text": "x", "chunk": "4"}', '"chunk" must be a size'],
    ['{"text": "x", "seed": -1}', '"seed" must be a whole number'],
    ['{"text": "x", "reasoning": "on"}', '"reasoning" must be one of blocks, start-inside'],
  ])('should refuse %s', (body, message) => {
    const result = readInspectRequest(body);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});
