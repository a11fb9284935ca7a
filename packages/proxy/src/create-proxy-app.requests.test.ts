import { describe, expect, it } from 'vitest';
import { completion, fakeUpstream, post, UPSTREAM } from '../test/fake-upstream';
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

/** A JSON body whose tool schema nests `depth` objects deep, written as text (no recursion). */
function deepSchemaBody(depth: number): string {
  const open = '{"type":"object","properties":{"a":'.repeat(depth - 1);
  const close = '}}'.repeat(depth - 1);
  const schema = `${open}{"type":"string"}${close}`;
  return `{"model":"m","messages":${JSON.stringify(messages)},"tools":[{"type":"function","function":{"name":"f","parameters":${schema}}}]}`;
}

describe('createProxyApp: hostile and legacy requests', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'should answer an input_audio part of format %j with 400, not 500',
    async (format) => {
      const upstream = fakeUpstream(() => completion('ok'));
      const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
      const content = [{ type: 'input_audio', input_audio: { data: 'UklGR', format } }];
      const response = await post(app, {
        model: 'm',
        messages: [{ role: 'user', content }],
        tools,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/audio/);
      expect(upstream.seen).toHaveLength(0);
    },
  );

  it('should refuse a tool schema nested 3,000 deep with a 400 naming the depth limit', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
    const response = await app.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deepSchemaBody(3000),
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      param: 'tools[0].function.parameters',
      code: 'schema_too_deep',
      message: expect.stringContaining('nested more than 64 levels deep'),
    });
    expect(upstream.seen).toHaveLength(0);
  });

  it('should take a schema at the depth limit and refuse one level more', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
    const send = (body: string) =>
      app.fetch(
        new Request('http://proxy.test/v1/chat/completions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      );
    // Each level of deepSchemaBody is two JSON levels (the schema and its `properties`).
    expect((await send(deepSchemaBody(32))).status).toBe(200);
    expect((await send(deepSchemaBody(33))).status).toBe(400);
  });

  it.each([
    ['functions', { functions: [{ name: 'get_weather', parameters: { type: 'object' } }] }],
    ['function_call', { function_call: 'auto' }],
  ])(
    'should refuse legacy %s without tools instead of passing it as plain chat',
    async (param, extra) => {
      const upstream = fakeUpstream(() => completion('ok'));
      const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
      const response = await post(app, { model: 'm', messages, ...extra });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        param,
        message: expect.stringContaining("send 'tools' and 'tool_choice' instead"),
      });
      expect(upstream.seen).toHaveLength(0);
    },
  );
});
