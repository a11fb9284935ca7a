import { jsonMixProtocol, morphXmlProtocol } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import type { PromptMessage } from './core-types';
import { rewritePrompt } from './rewrite-prompt';

const protocol = jsonMixProtocol();
const response = (value: unknown) =>
  `<tool_response>\n${JSON.stringify({ name: 'get_weather', result: value })}\n</tool_response>`;
const toolMessage = (output: unknown): PromptMessage => ({
  role: 'tool',
  content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'get_weather', output }],
});

describe('rewritePrompt', () => {
  it.each([
    { kind: 'text', output: { type: 'text', value: 'sunny' }, expected: response('sunny') },
    {
      kind: 'json',
      output: { type: 'json', value: { city: 'Seoul', weather: 'sunny' } },
      expected: response({ city: 'Seoul', weather: 'sunny' }),
    },
    {
      kind: 'error-text',
      output: { type: 'error-text', value: 'city not found' },
      expected: response({ error: 'city not found' }),
    },
    {
      kind: 'error-json',
      output: { type: 'error-json', value: { status: 404 } },
      expected: response({ error: { status: 404 } }),
    },
    {
      kind: 'execution-denied',
      output: { type: 'execution-denied', reason: 'not allowed today' },
      expected: response({ error: 'The tool execution was denied.', reason: 'not allowed today' }),
    },
    {
      kind: 'content with an image and a file',
      output: {
        type: 'content',
        value: [
          { type: 'text', text: 'Radar picture:' },
          {
            type: 'file',
            mediaType: 'image/png',
            data: { type: 'data', data: new Uint8Array(2048) },
          },
          {
            type: 'file',
            mediaType: 'application/pdf',
            filename: 'report.pdf',
            data: { type: 'url', url: new URL('https://example.com/report.pdf') },
          },
        ],
      },
      expected: response([
        'Radar picture:',
        '[image: image/png, 2.0 KB]',
        '[file: report.pdf, application/pdf, https://example.com/report.pdf]',
      ]),
    },
  ])('should turn a tool result of kind $kind into user text', ({ output, expected }) => {
    expect(rewritePrompt([toolMessage(output)], protocol)).toEqual([
      { role: 'user', content: [{ type: 'text', text: expected }] },
    ]);
  });

  it('should turn assistant tool calls into text in the protocol format, in place', () => {
    const prompt: PromptMessage[] = [
      {
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'The user wants weather.' },
          { type: 'text', text: 'Let me check.' },
          {
            type: 'tool-call',
            toolCallId: 'c1',
            toolName: 'get_weather',
            input: { city: 'Seoul' },
          },
        ],
      },
    ];
    expect(rewritePrompt(prompt, protocol)).toEqual([
      {
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'The user wants weather.' },
          { type: 'text', text: 'Let me check.' },
          {
            type: 'text',
            text: '<tool_call>\n{"name":"get_weather","arguments":{"city":"Seoul"}}\n</tool_call>',
          },
        ],
      },
    ]);
  });

  it.each([
    { input: { city: 'Seoul' }, expected: '<get_weather><city>Seoul</city></get_weather>' },
    // An invalid call comes back with its raw text; it is parsed leniently.
    { input: "{city: 'Seoul'}", expected: '<get_weather><city>Seoul</city></get_weather>' },
  ])('should write a history call with morph-xml for input $input', ({ input, expected }) => {
    const prompt: PromptMessage[] = [
      {
        role: 'assistant',
        content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'get_weather', input }],
      },
    ];
    expect(rewritePrompt(prompt, morphXmlProtocol())).toEqual([
      { role: 'assistant', content: [{ type: 'text', text: expected }] },
    ]);
  });

  it('should drop approval responses and keep the message options', () => {
    const prompt: PromptMessage[] = [
      {
        role: 'tool',
        providerOptions: { test: { a: 1 } },
        content: [
          { type: 'tool-approval-response', approvalId: 'a1', approved: false },
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'get_weather',
            output: { type: 'execution-denied' },
          },
        ],
      },
    ];
    expect(rewritePrompt(prompt, protocol)).toEqual([
      {
        role: 'user',
        providerOptions: { test: { a: 1 } },
        content: [{ type: 'text', text: response({ error: 'The tool execution was denied.' }) }],
      },
    ]);
  });

  it('should write a provider-executed result in an assistant message as text', () => {
    const prompt: PromptMessage[] = [
      {
        role: 'assistant',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'get_weather',
            output: { type: 'text', value: 'sunny' },
          },
        ],
      },
    ];
    expect(rewritePrompt(prompt, protocol)).toEqual([
      { role: 'assistant', content: [{ type: 'text', text: response('sunny') }] },
    ]);
  });

  it('should leave system and user messages and unknown parts untouched', () => {
    const prompt: PromptMessage[] = [
      { role: 'system', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Hi' },
          { type: 'future-part', x: 1 },
        ],
      },
      { role: 'assistant', content: [{ type: 'custom', kind: 'acme.note' }] },
    ];
    expect(rewritePrompt(prompt, protocol)).toEqual(prompt);
  });
});
