import { presetDefinitions } from '@tool/parser';
import { describe, expect, it, vi } from 'vitest';
import { completion, fakeUpstream, post, sse, UPSTREAM } from '../test/fake-upstream';
import { createProxyApp } from './create-proxy-app';

const tools = [
  {
    type: 'function',
    function: {
      name: 'get_weather',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    },
  },
];
const messages = [{ role: 'user', content: 'Weather?' }];

describe('createProxyApp: what reaches the upstream', () => {
  it.each([
    [undefined, undefined],
    [true, true],
    [false, false],
  ])('should send a json_schema response format with strict %s as %s', async (strict, sent) => {
    const upstream = fakeUpstream(() => completion('{"city":"Seoul"}'));
    const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
    const schema = { type: 'object', properties: { city: { type: 'string' } } };
    const jsonSchema = { name: 'answer', schema, ...(strict === undefined ? {} : { strict }) };
    const response_format = { type: 'json_schema', json_schema: jsonSchema };
    for (const stream of [false, true]) {
      const response = await post(app, { model: 'm', messages, tools, response_format, stream });
      expect(response.status).toBe(200);
      await response.text();
    }
    for (const seen of upstream.seen) {
      const format = seen.body?.response_format as { json_schema: Record<string, unknown> };
      expect(format.json_schema.strict).toBe(sent);
      expect('strict' in format.json_schema).toBe(sent !== undefined);
      expect(format.json_schema.schema).toEqual(schema);
      expect(Object.keys(seen.body ?? {})).not.toContain('tool_proxy_json_schema_strict_unset');
    }
  });
});

describe('createProxyApp: --preset auto and a model id it does not know', () => {
  const qwenCall = presetDefinitions['qwen3-coder'].protocol.formatToolCall({
    toolCallId: 'x',
    toolName: 'get_weather',
    input: JSON.stringify({ city: 'Seoul' }),
  });
  const chunk = (content: string, finish: string | null = null) =>
    JSON.stringify({
      id: 'c',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'm',
      choices: [{ index: 0, delta: { content }, finish_reason: finish }],
    });

  it.each([false, true])(
    'should read a Qwen3-Coder call and log the format it saw (stream: %s)',
    async (stream) => {
      const upstream = fakeUpstream(() =>
        stream
          ? sse([chunk(`Checking. ${qwenCall.slice(0, 20)}`), chunk(qwenCall.slice(20)), '[DONE]'])
          : completion(`Checking. ${qwenCall}`),
      );
      const log = vi.fn<(line: string) => void>();
      const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch, log });
      const response = await post(app, { model: 'my-local-alias', messages, tools, stream });
      const text = await response.text();
      expect(text).toContain('get_weather');
      expect(text).toContain('Seoul');
      expect(text).not.toContain('<function=');
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
      expect(log.mock.calls[0]?.[0]).toMatch(
        /model=my-local-alias preset=hermes formats=all tools=1 .*calls=1 format=qwen3-coder/,
      );
    },
  );

  it("should keep a known id on its own preset, reading its format and the preset's salvage", async () => {
    // llama3-json reads Qwen3-Coder's <function=…> calls by default (issue 32, item 4), not
    // every format as `auto` does for an unknown id.
    const upstream = fakeUpstream(() => completion(`Checking. ${qwenCall}`));
    const log = vi.fn<(line: string) => void>();
    const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch, log });
    const response = await post(app, { model: 'llama3.1:8b', messages, tools });
    const body = await response.json();
    expect(body.choices[0].message.tool_calls?.[0]?.function.name).toBe('get_weather');
    expect(log.mock.calls[0]?.[0]).toMatch(/preset=llama3-json tools=1 .*calls=1/);
    expect(log.mock.calls[0]?.[0]).not.toMatch(/formats=all/);
  });
});
