import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { FunctionTool } from '../types';
import { harmonyProtocol } from './harmony-protocol';

const protocol = harmonyProtocol();
const sizes = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 12 });
const CALL =
  '<|start|>assistant<|channel|>commentary to=functions.get_time <|constrain|>json<|message|>{}<|call|>';

async function read(text: string, cut: number[], options = {}, declared = tools) {
  const run = await expectModesAgree(protocol, declared, text, chunkBySizes(text, cut), {
    options,
  });
  return { ...run.summary, errors: run.errors.map((e) => e.code) };
}

describe('harmony: messages to gpt-oss built-in tools', () => {
  const recipients = fc.constantFrom('python', 'browser.search', 'browser.open', 'container.exec');
  const modes = fc.constantFrom<'text' | 'feedback'>('text', 'feedback');

  it('should read an analysis message to a built-in tool as reasoning, never a call', async () => {
    await fc.assert(
      fc.asyncProperty(recipients, modes, sizes, async (to, mode, cut) => {
        const text = `<|channel|>analysis to=${to} code<|message|>print(1)<|call|>${CALL}`;
        const out = await read(text, cut, { malformedCalls: mode });
        expect(out.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
        expect(out.reasoning).toBe('print(1)');
        expect(out.text).toBe('');
        expect(out.errors).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('should read a commentary message to a built-in tool as text, without its framing', async () => {
    await fc.assert(
      fc.asyncProperty(recipients, modes, sizes, async (to, mode, cut) => {
        const text = `<|channel|>commentary to=${to}<|message|>{"cmd": ["ls"]}<|call|>`;
        const out = await read(text, cut, { malformedCalls: mode });
        expect(out.calls).toEqual([]);
        expect(out.text).toBe('{"cmd": ["ls"]}');
        expect(out.errors).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('should call a declared tool of that name', async () => {
    const python: FunctionTool = {
      type: 'function',
      name: 'python',
      inputSchema: { type: 'object', properties: { code: { type: 'string' } } },
    };
    const text = '<|channel|>analysis to=python code<|message|>{"code": "1"}<|call|>';
    const out = await read(text, [4], {}, [...tools, python]);
    expect(out.calls).toEqual([{ toolName: 'python', input: '{"code":"1"}' }]);
  });
});

describe('harmony: garbled headers', () => {
  it('should read a header as the channel it ends in', async () => {
    const text =
      '<|channel|>commentary to=assistant<|channel|>analysis<|message|>thinking<|end|>Hi';
    for (const size of [1, 5, text.length]) {
      const out = await read(text, [size]);
      expect(out.reasoning).toBe('thinking');
      expect(out.text).toBe('Hi');
    }
  });

  it('should keep a recipient written before a repeated channel', async () => {
    const text =
      '<|channel|>commentary to=functions.get_time<|channel|>commentary json<|message|>{}<|call|>';
    for (const size of [1, 5, text.length]) {
      const out = await read(text, [size]);
      expect(out.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
      expect(out.text).toBe('');
    }
  });
});
