import { jsonMixProtocol, malformedCallMetadata } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import type { PromptMessage } from './core-types';
import { rewriteHybridPrompt } from './rewrite-hybrid-prompt';

const protocol = jsonMixProtocol();
const segment = '<tool_call>{"name": "get_weather", "arguments": {"city": }</tool_call>';
const malformed = malformedCallMetadata({
  code: 'INVALID_JSON',
  message: 'The tool call is not valid JSON.',
  segment,
});
const native = {
  type: 'tool-call',
  toolCallId: 'n1',
  toolName: 'get_time',
  input: { zone: 'UTC' },
};
const nativeResult = {
  type: 'tool-result',
  toolCallId: 'n1',
  toolName: 'get_time',
  output: { type: 'text', value: 'noon' },
};

describe('rewriteHybridPrompt', () => {
  it('should keep a history without fed-back calls exactly as it is', () => {
    const prompt: PromptMessage[] = [
      { role: 'system', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Time?' },
          { type: 'text', text: 'UTC.' },
        ],
      },
      { role: 'assistant', content: [native] },
      { role: 'tool', content: [nativeResult] },
    ];
    expect(rewriteHybridPrompt(prompt, protocol)).toEqual(prompt);
  });

  it('should write a fed-back call as its text and move its error out of the tool message', () => {
    const prompt: PromptMessage[] = [
      { role: 'user', content: [{ type: 'text', text: 'Seoul?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking.' },
          {
            type: 'tool-call',
            toolCallId: 'c1',
            toolName: 'get_weather',
            input: {},
            providerOptions: malformed,
          },
          native,
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'get_weather',
            output: { type: 'error-text', value: 'Invalid input for tool get_weather' },
          },
          nativeResult,
        ],
      },
      { role: 'user', content: [{ type: 'text', text: 'Hurry.' }] },
    ];
    const rewritten = rewriteHybridPrompt(prompt, protocol);
    expect(rewritten.map((message) => message.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(rewritten[1]).toEqual({
      role: 'assistant',
      content: [{ type: 'text', text: `Checking.\n${segment}` }, native],
    });
    expect(rewritten[2]).toEqual({ role: 'tool', content: [nativeResult] });
    const told = rewritten[3]?.role === 'user' ? rewritten[3].content : [];
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('<tool_response>');
    expect(told[0]?.text).toContain('The tool call is not valid JSON.');
    expect(told[0]?.text).toContain('Invalid input for tool get_weather');
    expect(told[0]?.text).toContain('Hurry.');
  });
});
