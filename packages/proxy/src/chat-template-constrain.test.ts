import { forcedCallGbnf } from '@tool/parser';
import { CHATML_TOOL_TEMPLATE } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { completion, fakeUpstream, post, UPSTREAM } from '../test/fake-upstream';
import { createProxyApp } from './create-proxy-app';

const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
const tools = [{ type: 'function', function: { name: 'get_weather', parameters: schema } }];
const messages = [{ role: 'user', content: 'Weather in Oslo?' }];

/** The upstream's request body for one tool request through a `--chat-template` proxy. */
async function upstreamBody(constrain: 'llama.cpp' | 'vllm', toolChoice: 'auto' | 'required') {
  const upstream = fakeUpstream(() =>
    completion('{"name":"get_weather","arguments":{"city":"Oslo"}}'),
  );
  const app = createProxyApp({
    upstream: UPSTREAM,
    fetch: upstream.fetch,
    chatTemplate: { template: CHATML_TOOL_TEMPLATE, eosToken: '<|im_end|>' },
    middleware: { constrain },
  });
  const response = await post(app, { model: 'm', messages, tools, tool_choice: toolChoice });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = upstream.seen[0]?.body;
  if (body === undefined) throw new Error('the upstream got no request');
  return body;
}

// The template middleware passes the model on, whose provider name the grammar fields are sent
// under; without it every constrained request failed.
describe('--chat-template with --constrain', () => {
  it('llama.cpp: a forced call carries the eager call grammar (chat endpoint)', async () => {
    const body = await upstreamBody('llama.cpp', 'required');
    expect(body.grammar).toBe(forcedCallGbnf([{ name: 'get_weather', inputSchema: schema }]));
    expect(body.response_format).toBeUndefined();
  });

  it('llama.cpp: free choice on the chat endpoint carries no lazy grammar', async () => {
    const body = await upstreamBody('llama.cpp', 'auto');
    for (const field of ['grammar', 'grammar_lazy', 'grammar_triggers'])
      expect(body[field]).toBeUndefined();
  });

  it('vllm: free choice carries the structural tag of the format the template writes', async () => {
    const body = await upstreamBody('vllm', 'auto');
    const tag = JSON.parse((body.structured_outputs as { structural_tag: string }).structural_tag);
    expect(tag.format.triggers).toContain('<tool_call>');
  });
});
