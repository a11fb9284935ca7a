import { describe, expect, it } from 'vitest';
import type { OpenAIError } from '../openai-error';
import { parseResponsesRequest } from './parse-responses-request';

const tool = (name: string) => ({ type: 'function', name, parameters: { type: 'object' } });

function failure(body: Record<string, unknown>): OpenAIError {
  try {
    parseResponsesRequest(body as never);
  } catch (error) {
    return error as OpenAIError;
  }
  throw new Error('expected a refusal');
}

describe('parseResponsesRequest', () => {
  it('should read a Codex-style turn: one assistant message of reasoning, text and calls, then results', () => {
    const { chat } = parseResponsesRequest({
      model: 'm',
      instructions: 'You are a coding agent.',
      input: [
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Fix it.' }] },
        {
          type: 'reasoning',
          id: 'rs_1',
          summary: [{ type: 'summary_text', text: 'short' }],
          content: [{ type: 'reasoning_text', text: 'Look first.' }],
          encrypted_content: null,
        },
        {
          type: 'message',
          role: 'assistant',
          content: [{ type: 'output_text', text: 'Looking.' }],
        },
        { type: 'function_call', call_id: 'c1', name: 'shell', arguments: '{"command":["ls"]}' },
        { type: 'function_call_output', call_id: 'c1', output: 'a.txt' },
        { role: 'user', content: 'Thanks' },
      ],
      tools: [tool('shell')],
      parallel_tool_calls: false,
      reasoning: { effort: 'high', summary: 'auto' },
      store: false,
      include: ['reasoning.encrypted_content'],
      prompt_cache_key: 'k',
      stream: true,
    });
    expect(chat.messages).toEqual([
      { role: 'system', content: 'You are a coding agent.' },
      { role: 'user', content: [{ type: 'text', text: 'Fix it.' }] },
      {
        role: 'assistant',
        text: 'Looking.',
        reasoning: 'Look first.',
        toolCalls: [{ id: 'c1', name: 'shell', arguments: '{"command":["ls"]}' }],
      },
      { role: 'tool', toolCallId: 'c1', content: 'a.txt' },
      { role: 'user', content: [{ type: 'text', text: 'Thanks' }] },
    ]);
    expect(chat).toMatchObject({
      stream: true,
      parallelToolCalls: false,
      extra: { reasoning_effort: 'high' },
    });
  });

  it("should put images of a call's output after the result, as user content", () => {
    const { chat } = parseResponsesRequest({
      model: 'm',
      input: [
        { type: 'function_call', call_id: 'c1', name: 'view_image', arguments: '{}' },
        {
          type: 'function_call_output',
          call_id: 'c1',
          output: [
            { type: 'input_text', text: 'the image:' },
            { type: 'input_image', image_url: 'data:image/png;base64,iVBOR' },
          ],
        },
      ],
      tools: [tool('view_image')],
    });
    expect(chat.messages.slice(1)).toEqual([
      { role: 'tool', toolCallId: 'c1', content: 'the image:' },
      { role: 'user', content: [{ type: 'image_url', url: 'data:image/png;base64,iVBOR' }] },
    ]);
  });

  it('should leave hosted and namespace tools out, keeping the function tools and a choice among them', () => {
    const { chat } = parseResponsesRequest({
      model: 'm',
      input: 'x',
      tools: [
        tool('a'),
        { type: 'namespace', name: 'multi_agent_v1', tools: [tool('spawn_agent')] },
        { type: 'local_shell' },
      ],
      tool_choice: {
        type: 'allowed_tools',
        mode: 'required',
        tools: [{ type: 'function', name: 'a' }, { type: 'local_shell' }],
      },
    });
    expect(chat.tools.map((served) => served.name)).toEqual(['a']);
    expect(chat.toolChoice).toBe('required');
    expect(chat.leftOutTools).toEqual([
      { label: 'multi_agent_v1', type: 'namespace' },
      { label: 'local_shell', type: 'local_shell' },
    ]);
  });

  it('should narrow the tools with allowed_tools and read text.format as a response format', () => {
    const { chat, echo } = parseResponsesRequest({
      model: 'm',
      input: 'Hi',
      tools: [tool('a'), tool('b'), tool('c')],
      tool_choice: {
        type: 'allowed_tools',
        mode: 'required',
        tools: [{ type: 'function', name: 'b' }],
      },
      text: {
        format: { type: 'json_schema', name: 'out', schema: { type: 'object' }, strict: true },
      },
      max_output_tokens: 50,
    });
    expect(chat.tools.map((each) => each.name)).toEqual(['b']);
    expect(chat.toolChoice).toBe('required');
    expect(chat.responseFormat).toEqual({
      type: 'json_schema',
      name: 'out',
      description: undefined,
      schema: { type: 'object' },
      strict: true,
    });
    expect(chat.settings).toEqual({ maxOutputTokens: 50 });
    expect(echo.toolChoice).toMatchObject({ type: 'allowed_tools' });
  });

  it.each([
    [
      { model: 'm', input: 'x', previous_response_id: 'resp_1' },
      'previous_response_id',
      'keeps no responses',
    ],
    [{ model: 'm', input: 'x', conversation: 'conv_1' }, 'conversation', 'keeps no responses'],
    [{ model: 'm', input: 'x', background: true }, 'background', 'stream'],
    [{ model: 'm', input: [] }, 'input', 'at least one item'],
    [
      { model: 'm', input: [{ type: 'item_reference', id: 'x' }] },
      'input[0].type',
      'keeps no items',
    ],
    [
      { model: 'm', input: [{ type: 'local_shell_call' }] },
      'input[0].type',
      "'function_call_output'",
    ],
    [
      { model: 'm', input: 'x', tools: [{ type: 'local_shell' }], tool_choice: 'required' },
      'tool_choice',
      "forces the tool 'local_shell'",
    ],
    [{ model: 'm', input: 'x', tools: [tool('a'), tool('a')] }, 'tools[1].name', 'declared twice'],
    [
      { model: 'm', input: 'x', tools: [tool('a')], tool_choice: { type: 'function', name: 'z' } },
      'tool_choice.name',
      "declared: 'a'",
    ],
    [{ model: 'm', input: 'x', tool_choice: 'required' }, 'tool_choice', 'needs a tool'],
    [
      { model: 'm', input: [{ role: 'user', content: [{ type: 'input_image', file_id: 'f' }] }] },
      'input[0].content[0].image_url',
      'no Files API',
    ],
  ])('should refuse %j naming %s', (body, param, message) => {
    const error = failure(body);
    expect(error).toMatchObject({ status: 400, param });
    expect(error.message).toContain(message);
  });
});
