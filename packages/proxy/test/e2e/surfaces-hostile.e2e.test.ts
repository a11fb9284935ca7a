import { formatCall } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

/** A JSON Schema nested `depth` levels deep (built as text: no recursion anywhere). */
function deepSchema(depth: number): string {
  return `${'{"type":"object","properties":{"a":'.repeat(depth)}{"type":"string"}${'}}'.repeat(depth)}`;
}

/** An object nested `depth` levels deep, as text. */
function deepValue(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const RESPONSES_TOOL = {
  type: 'function',
  name: 'get_weather',
  parameters: { type: 'object', properties: { city: { type: 'string' } } },
};
const MESSAGES_TOOL = {
  name: 'get_weather',
  input_schema: { type: 'object', properties: { city: { type: 'string' } } },
};
const ask = 'Weather in Seoul?';

/** A body of `bytes` bytes: one long user text. */
function hugeText(bytes: number): string {
  return 'x'.repeat(bytes);
}

/** Hostile bodies for each surface: [name, body, status, the field or code the error names]. */
const RESPONSES_CASES: Array<[string, string, number, string]> = [
  ['broken JSON', '{"model": "m", "input": [', 400, 'invalid_json'],
  [
    'an unknown item type',
    JSON.stringify({ model: 'm', input: [{ type: 'telepathy' }] }),
    400,
    'input[0].type',
  ],
  [
    'an unknown content type',
    JSON.stringify({ model: 'm', input: [{ role: 'user', content: [{ type: 'input_smell' }] }] }),
    400,
    'input[0].content[0].type',
  ],
  [
    'a __proto__ item type',
    '{"model":"m","input":[{"type":"__proto__","__proto__":{"polluted":1}}]}',
    400,
    'input[0].type',
  ],
  [
    'an output that answers no call',
    JSON.stringify({
      model: 'm',
      input: [{ type: 'function_call_output', call_id: 'nope', output: 'x' }],
    }),
    400,
    'input[0].call_id',
  ],
  [
    'a deep schema',
    `{"model":"m","input":"Hi","tools":[{"type":"function","name":"f","parameters":${deepSchema(3000)}}]}`,
    400,
    'tools[0].parameters',
  ],
  [
    'a metadata value 200 000 levels deep',
    `{"model":"m","input":"Hi","metadata":${deepValue(200_000)}}`,
    400,
    'too_deep',
  ],
  [
    'a forced hosted tool',
    JSON.stringify({
      model: 'm',
      input: 'Hi',
      tools: [{ type: 'web_search' }],
      tool_choice: { type: 'web_search' },
    }),
    400,
    'tool_choice',
  ],
  [
    'a 20 MB body',
    JSON.stringify({ model: 'm', input: hugeText(20 * 1024 * 1024) }),
    413,
    'request_too_large',
  ],
];

const MESSAGES_CASES: Array<[string, string, number, string]> = [
  ['broken JSON', '{"model": "m", "messages": [', 400, 'not valid JSON'],
  [
    'an unknown block type',
    JSON.stringify({
      model: 'm',
      max_tokens: 9,
      messages: [{ role: 'user', content: [{ type: 'hologram' }] }],
    }),
    400,
    'messages[0].content[0].type',
  ],
  [
    'a __proto__ block',
    '{"model":"m","max_tokens":9,"messages":[{"role":"user","content":[{"type":"__proto__","__proto__":{"x":1}}]}]}',
    400,
    'messages[0].content[0].type',
  ],
  [
    'a result that answers no call',
    JSON.stringify({
      model: 'm',
      max_tokens: 9,
      messages: [
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_x', content: 'r' }] },
      ],
    }),
    400,
    'messages[0].content[0].tool_use_id',
  ],
  [
    'a deep schema',
    `{"model":"m","max_tokens":9,"messages":[{"role":"user","content":"Hi"}],"tools":[{"name":"f","input_schema":${deepSchema(3000)}}]}`,
    400,
    'tools[0].input_schema',
  ],
  [
    'a tool_use input 200 000 levels deep',
    `{"model":"m","max_tokens":9,"messages":[{"role":"assistant","content":[{"type":"tool_use","id":"t","name":"f","input":${deepValue(200_000)}}]}]}`,
    400,
    'messages[0].content[0].input',
  ],
  [
    'a forced server tool',
    JSON.stringify({
      model: 'm',
      max_tokens: 9,
      messages: [{ role: 'user', content: 'Hi' }],
      tools: [{ type: 'web_search_20250305', name: 'web_search' }],
      tool_choice: { type: 'tool', name: 'web_search' },
    }),
    400,
    'tool_choice.name',
  ],
  [
    'a 20 MB body',
    JSON.stringify({
      model: 'm',
      max_tokens: 9,
      messages: [{ role: 'user', content: hugeText(20 * 1024 * 1024) }],
    }),
    413,
    'larger than',
  ],
];

async function post(stack: Stack, path: string, body: string): Promise<Response> {
  return fetch(`${stack.proxy.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer test-key' },
    body,
  });
}

/** After each refusal the proxy still serves a good request with a call. */
async function stillServes(stack: Stack, path: string, body: object): Promise<void> {
  const response = await post(stack, path, JSON.stringify(body));
  expect(response.status).toBe(200);
  // A function_call's arguments or a tool_use's input: either way the call to get_weather.
  const answer = JSON.stringify(await response.json());
  expect(answer).toMatch(/"name":"get_weather"/);
  expect(answer).toMatch(/\\?"city\\?":\\?"Seoul\\?"/);
}

describe('hostile input on /v1/responses and /v1/messages', () => {
  it.each(RESPONSES_CASES)(
    'should answer /v1/responses with %s in OpenAI’s shape, and keep serving',
    async (_name, body, status, names) => {
      const stack = await startStack({
        script: () => formatCall('hermes', 'get_weather', { city: 'Seoul' }),
      });
      const response = await post(stack, '/v1/responses', body);
      expect(response.status).toBe(status);
      const error = (await response.json()) as {
        error: { param: string | null; code: string | null; type: string };
      };
      expect(error.error.type).toBe('invalid_request_error');
      expect([error.error.param, error.error.code]).toContain(names);
      await stillServes(stack, '/v1/responses', {
        model: 'm',
        input: ask,
        tools: [RESPONSES_TOOL],
      });
    },
  );

  it.each(MESSAGES_CASES)(
    'should answer /v1/messages with %s in Anthropic’s shape, and keep serving',
    async (_name, body, status, names) => {
      const stack = await startStack({
        script: () => formatCall('hermes', 'get_weather', { city: 'Seoul' }),
      });
      const response = await post(stack, '/v1/messages', body);
      expect(response.status).toBe(status);
      const error = (await response.json()) as {
        type: string;
        error: { type: string; message: string };
      };
      expect(error.type).toBe('error');
      expect(error.error.type).toBe(status === 413 ? 'request_too_large' : 'invalid_request_error');
      expect(error.error.message).toContain(names);
      expect(Object.keys(error)).toEqual(['type', 'error']);
      await stillServes(stack, '/v1/messages', {
        model: 'm',
        max_tokens: 64,
        messages: [{ role: 'user', content: ask }],
        tools: [MESSAGES_TOOL],
      });
    },
  );

  it('should serve tools named like Object.prototype members on both surfaces', async () => {
    const stack = await startStack({
      script: () => formatCall('hermes', 'constructor', { city: 'Seoul' }),
    });
    const schema = { type: 'object', properties: { city: { type: 'string' } } };
    const responses = await post(
      stack,
      '/v1/responses',
      JSON.stringify({
        model: 'm',
        input: ask,
        tools: [{ type: 'function', name: 'constructor', parameters: schema }],
      }),
    );
    expect(responses.status).toBe(200);
    expect(await responses.json()).toMatchObject({
      output: [{ type: 'function_call', name: 'constructor' }],
    });
    const messages = await post(
      stack,
      '/v1/messages',
      JSON.stringify({
        model: 'm',
        max_tokens: 64,
        messages: [{ role: 'user', content: ask }],
        tools: [{ name: 'constructor', input_schema: schema }],
      }),
    );
    expect(messages.status).toBe(200);
    expect(await messages.json()).toMatchObject({
      content: [{ type: 'tool_use', name: 'constructor' }],
    });
  });

  it('should answer an unknown route under /v1/messages in Anthropic’s shape', async () => {
    const stack = await startStack({ script: () => 'Hi.' });
    const response = await post(stack, '/v1/messages/batches', '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      type: 'error',
      error: { type: 'not_found_error' },
    });
  });
});
