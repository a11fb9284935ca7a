import { describe, expect, it } from 'vitest';
import { OpenAIError } from '../openai-error';
import { parseChatRequest, readJsonBody } from './parse-chat-request';

const messages = [{ role: 'user', content: 'Hi' }];
const tools = [
  { type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } },
];

function failure(body: Record<string, unknown>): OpenAIError {
  try {
    parseChatRequest(body as never);
  } catch (error) {
    expect(error).toBeInstanceOf(OpenAIError);
    return error as OpenAIError;
  }
  throw new Error('expected parseChatRequest to throw');
}

describe('parseChatRequest', () => {
  it('should normalize settings, tools, choice, format and keep other fields to send on', () => {
    const request = parseChatRequest({
      model: 'm',
      messages,
      tools,
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      parallel_tool_calls: false,
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.2,
      top_p: 0.9,
      max_tokens: 10,
      max_completion_tokens: 20,
      stop: 'END',
      seed: 7,
      frequency_penalty: 0.1,
      presence_penalty: 0.3,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'out', schema: { type: 'object' }, strict: true },
      },
      user: 'u1',
      top_k: 40,
      chat_template_kwargs: { enable_thinking: false },
    });
    expect(request).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
      stream: true,
      includeUsage: true,
      tools: [
        {
          name: 'get_weather',
          description: undefined,
          parameters: { type: 'object' },
          strict: undefined,
        },
      ],
      toolChoice: { name: 'get_weather' },
      parallelToolCalls: false,
      settings: {
        temperature: 0.2,
        topP: 0.9,
        maxOutputTokens: 20,
        stopSequences: ['END'],
        seed: 7,
        frequencyPenalty: 0.1,
        presencePenalty: 0.3,
      },
      responseFormat: {
        type: 'json_schema',
        name: 'out',
        description: undefined,
        schema: { type: 'object' },
        strict: true,
      },
      user: 'u1',
      extra: { top_k: 40, chat_template_kwargs: { enable_thinking: false } },
    });
  });

  it('should take null for "not set", as clients send it', () => {
    const request = parseChatRequest({
      model: 'm',
      messages,
      tools: null,
      temperature: null,
      stop: null,
      stream: null,
    });
    expect(request).toMatchObject({
      tools: [],
      settings: {},
      stream: false,
      parallelToolCalls: true,
    });
  });

  it('should give tools without parameters an empty object schema', () => {
    const request = parseChatRequest({
      model: 'm',
      messages,
      tools: [{ type: 'function', function: { name: 'now' } }],
    });
    expect(request.tools[0]?.parameters).toEqual({ type: 'object', properties: {} });
  });

  it.each([
    [{ messages }, 'model', "Missing required parameter: 'model' (a string)."],
    [
      { model: 'm', messages: [] },
      'messages',
      "Invalid 'messages': expected at least one message.",
    ],
    [
      { model: 'm', messages: [{ role: 'function', content: 'x' }] },
      'messages[0].role',
      "Legacy 'function' messages are not supported",
    ],
    [
      { model: 'm', messages: [{ role: 'user', content: [{ type: 'video', url: 'x' }] }] },
      'messages[0].content[0].type',
      "expected one of 'text', 'image_url', 'video_url', 'input_audio', 'file'",
    ],
    [
      {
        model: 'm',
        messages: [
          { role: 'assistant', tool_calls: [{ id: 'a', type: 'function', function: { name: 1 } }] },
        ],
      },
      'messages[0].tool_calls[0].function.name',
      'expected a string, but got an integer',
    ],
    [
      { model: 'm', messages: [{ role: 'tool', content: 'r' }] },
      'messages[0].tool_call_id',
      "Missing required parameter: 'messages[0].tool_call_id'",
    ],
    [
      { model: 'm', messages, tools: [{ type: 'custom', custom: {} }] },
      'tools[0].type',
      "expected one of 'function'",
    ],
    [
      { model: 'm', messages, tools: [...tools, ...tools] },
      'tools[1].function.name',
      "the tool 'get_weather' is declared twice",
    ],
    [
      { model: 'm', messages, tools, tool_choice: 'sometimes' },
      'tool_choice',
      "expected one of 'none', 'auto', 'required'",
    ],
    [
      { model: 'm', messages, tool_choice: 'required' },
      'tool_choice',
      "'required' needs at least one tool",
    ],
    [
      { model: 'm', messages, max_tokens: 0 },
      'max_tokens',
      'expected an integer of at least 1, got 0',
    ],
    [
      { model: 'm', messages, max_tokens: 1.5 },
      'max_tokens',
      'expected an integer, but got a number',
    ],
    [{ model: 'm', messages, stop: [1] }, 'stop[0]', 'expected a string'],
    [
      { model: 'm', messages, response_format: { type: 'json_schema' } },
      'response_format.json_schema',
      "Missing required parameter: 'response_format.json_schema' (an object).",
    ],
    [{ model: 'm', messages, stream: 'yes' }, 'stream', 'expected a boolean, but got a string'],
  ])('should refuse %j naming %s', (body, param, message) => {
    const error = failure(body);
    expect(error.status).toBe(400);
    expect(error.param).toBe(param);
    expect(error.message).toContain(message);
  });
});

describe('readJsonBody', () => {
  it('should read a JSON object and refuse anything else with invalid_json', () => {
    expect(readJsonBody('{"a":1}')).toEqual({ a: 1 });
    for (const text of ['', '{', '[]', '"x"', 'null']) {
      expect(() => readJsonBody(text)).toThrow(
        expect.objectContaining({ status: 400, code: 'invalid_json' }),
      );
    }
  });
});
