// `chatTemplateTransport: 'completion'` (`--chat-template-transport completion`): the proxy renders
// the whole conversation with the model's template and calls the upstream's `/v1/completions`;
// with `constrain: 'llama.cpp'` free choice carries llama.cpp's lazy grammar there. Checked on the
// wire against the replay server, which records the completion requests.
import { compileToolGrammar, forcedCallGbnf, jsonMixProtocol } from '@tool/parser';
import { CHATML_TOOL_TEMPLATE, type ReplayServer, startReplayServer } from '@tool/test-server';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../test/fake-upstream';
import { createProxyApp } from './create-proxy-app';

const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
const tools = [{ type: 'function', function: { name: 'get_weather', parameters: schema } }];
const messages = [{ role: 'user', content: 'Weather in Oslo?' }];
const CALL = `<tool_call>\n${JSON.stringify({ name: 'get_weather', arguments: { city: 'Oslo' } })}\n</tool_call><|im_end|>`;
const FORCED = JSON.stringify({ name: 'get_weather', arguments: { city: 'Oslo' } });

const replays: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(replays.splice(0).map((replay) => replay.close()));
});

async function proxied(toolChoice: 'auto' | 'required', stream = false) {
  const replay = await startReplayServer({
    script: [],
    completions: () => (toolChoice === 'auto' ? CALL : FORCED),
  });
  replays.push(replay);
  const app = createProxyApp({
    upstream: replay.url,
    chatTemplate: { template: CHATML_TOOL_TEMPLATE, eosToken: '<|im_end|>' },
    chatTemplateTransport: 'completion',
    middleware: { constrain: 'llama.cpp' },
  });
  const response = await post(app, {
    model: 'local',
    messages,
    tools,
    tool_choice: toolChoice,
    stream,
  });
  expect(response.status).toBe(200);
  const [request] = replay.completionRequests;
  if (request === undefined) throw new Error('no completion request reached the upstream');
  expect(replay.requests).toHaveLength(0);
  return { request, text: await response.text() };
}

describe('the completion transport with --constrain llama.cpp', () => {
  it('free choice: the rendered prompt and the lazy grammar go to /v1/completions; the call comes back', async () => {
    const { request, text } = await proxied('auto');
    expect(request.prompt, request.prompt).toMatch(/^<\|im_start\|>system\n/);
    // The generation prompt closes the rendering (this template trims the newline after it).
    expect(request.prompt.endsWith('<|im_start|>assistant')).toBe(true);
    expect(request.prompt).toContain('Weather in Oslo?');
    expect(request.stop).toContain('<|im_end|>');
    const compiled = compileToolGrammar({
      protocol: jsonMixProtocol(),
      tools: [{ name: 'get_weather', inputSchema: schema }],
    });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    expect(request.grammar).toBe(compiled.gbnf.grammar);
    expect(request.grammar_lazy).toBe(true);
    expect(request.grammar_triggers).toEqual([
      { type: 3, value: compiled.gbnf.triggers[0]?.value },
    ]);
    expect(request.preserved_tokens).toEqual(compiled.gbnf.preservedTokens);
    const call = JSON.parse(text).choices[0].message.tool_calls[0].function;
    expect(call.name).toBe('get_weather');
    expect(JSON.parse(call.arguments)).toEqual({ city: 'Oslo' });
  });

  it('streams the call too', async () => {
    const { request, text } = await proxied('auto', true);
    expect(request.stream).toBe(true);
    expect(request.grammar_lazy).toBe(true);
    expect(text).toContain('"name":"get_weather"');
    expect(text).toContain('data: [DONE]');
  });

  it('a forced call: the eager call grammar, no lazy fields', async () => {
    const { request, text } = await proxied('required');
    expect(request.grammar).toBe(forcedCallGbnf([{ name: 'get_weather', inputSchema: schema }]));
    // The preset's forced-call prompt, in the template's turns.
    expect(request.prompt).toMatch(/^<\|im_start\|>system\n[\s\S]*get_weather/);
    expect(request.prompt).toContain('<|im_start|>user\nWeather in Oslo?<|im_end|>');
    expect(request.grammar_lazy).toBeUndefined();
    const call = JSON.parse(text).choices[0].message.tool_calls[0].function;
    expect(JSON.parse(call.arguments)).toEqual({ city: 'Oslo' });
  });

  it('refuses the completion transport without a chat template, saying what to add', () => {
    expect(() =>
      createProxyApp({ upstream: 'http://127.0.0.1:9/v1', chatTemplateTransport: 'completion' }),
    ).toThrow(/give 'chatTemplate' too \(--chat-template auto\|FILE\)/);
  });
});
