import Anthropic from '@anthropic-ai/sdk';
import { formatCall } from '@tool/test-server';
import OpenAI from 'openai';
import { describe, expect, it, vi } from 'vitest';
import { startProxy, startStack } from './harness';

const call = formatCall('hermes', 'get_weather', { city: 'Seoul' });
const schema = { type: 'object' as const, properties: { city: { type: 'string' } } };
/** A model whose stream goes silent: events 1.5 s apart, against a 500 ms upstream timeout. */
const silent = { script: () => `Thinking hard about it. ${call}`, chunking: 4, eventDelayMs: 1500 };

describe('upstream faults on /v1/responses and /v1/messages', () => {
  it('should end a /v1/responses stream that goes silent with response.failed', async () => {
    const { client, log } = await startStack(silent, { upstreamTimeoutMs: 500 });
    const stream = await client.responses.create({
      model: 'm',
      input: 'Weather?',
      tools: [{ type: 'function', name: 'get_weather', parameters: schema, strict: false }],
      stream: true,
    });
    const types: string[] = [];
    let failed: OpenAI.Responses.ResponseFailedEvent | undefined;
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'response.failed') failed = event;
    }
    expect(types.slice(0, 2)).toEqual(['response.created', 'response.in_progress']);
    expect(types.at(-1)).toBe('response.failed');
    expect(failed?.response).toMatchObject({
      status: 'failed',
      error: { code: 'upstream_timeout', message: expect.stringContaining('stopped sending') },
    });
    await vi.waitFor(() => expect(log[0]).toContain('error=upstream_timeout'));
  });

  it('should end a /v1/messages stream that goes silent with an error event the client throws', async () => {
    const { proxy } = await startStack(silent, { upstreamTimeoutMs: 500 });
    const client = new Anthropic({ baseURL: proxy.url, apiKey: 'k', maxRetries: 0 });
    const stream = await client.messages.create({
      model: 'm',
      max_tokens: 64,
      messages: [{ role: 'user', content: 'Weather?' }],
      tools: [{ name: 'get_weather', input_schema: schema }],
      stream: true,
    });
    const types: string[] = [];
    const error = await (async () => {
      for await (const event of stream) types.push(event.type);
    })().catch((e: unknown) => e);
    expect(types[0]).toBe('message_start');
    expect(types).not.toContain('message_stop');
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect(error).toMatchObject({ error: { type: 'error', error: { type: 'timeout_error' } } });
  });

  it("should answer an unreachable upstream 502 in each API's shape", async () => {
    const proxy = await startProxy({ upstream: 'http://127.0.0.1:9/v1' });
    const openai = new OpenAI({ baseURL: `${proxy.url}/v1`, apiKey: 'k', maxRetries: 0 });
    const responses = await openai.responses
      .create({ model: 'm', input: 'Hi' })
      .catch((e: unknown) => e);
    expect(responses).toMatchObject({ status: 502, error: { type: 'server_error' } });
    const anthropic = new Anthropic({ baseURL: proxy.url, apiKey: 'k', maxRetries: 0 });
    const messages = await anthropic.messages
      .create({ model: 'm', max_tokens: 9, messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e: unknown) => e);
    expect(messages).toBeInstanceOf(Anthropic.APIError);
    expect(messages).toMatchObject({
      status: 502,
      error: { type: 'error', error: { type: 'api_error' } },
    });
  });

  it('should refuse new requests on both surfaces while draining, in their shapes', async () => {
    const { proxy } = await startStack({ script: () => 'Hi.' });
    proxy.app.drain();
    const responses = await fetch(`${proxy.url}/v1/responses`, { method: 'POST', body: '{}' });
    expect(responses.status).toBe(503);
    expect(await responses.json()).toMatchObject({ error: { code: 'shutting_down' } });
    const messages = await fetch(`${proxy.url}/v1/messages`, { method: 'POST', body: '{}' });
    expect(messages.status).toBe(503);
    expect(await messages.json()).toMatchObject({
      type: 'error',
      error: { type: 'overloaded_error' },
    });
  });
});
