import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHATML_TOOL_TEMPLATE,
  formatCall,
  type ReplayServer,
  startReplayServer,
} from '@tool/test-server';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { functionTools } from './harness';
import { listening, run } from './run-bin';

const TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });

const replays: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(replays.splice(0).map((replay) => replay.close()));
});

/** The bin with `--constrain TARGET` in front of a replay server; the upstream's first request body. */
async function upstreamBody(
  target: string,
  toolChoice: 'auto' | 'required',
): Promise<Record<string, unknown>> {
  const upstream = await startReplayServer({
    script: () => formatCall('hermes', 'get_weather', { city: 'Seoul' }),
  });
  replays.push(upstream);
  const proxy = run(['--upstream', upstream.url, '--port', '0', '--quiet', '--constrain', target]);
  const client = new OpenAI({
    baseURL: `${await listening(proxy)}/v1`,
    apiKey: 'x',
    maxRetries: 0,
  });
  await client.chat.completions
    .create({
      model: 'qwen3:8b',
      messages: [{ role: 'user', content: 'Weather in Seoul?' }],
      tools: TOOLS,
      tool_choice: toolChoice,
    })
    .catch(() => undefined);
  proxy.child.kill('SIGTERM');
  await proxy.exit;
  return upstream.requests[0] as unknown as Record<string, unknown>;
}

describe('tool-proxy --constrain', () => {
  it('vllm: sends the structural tag of the hermes calls for get_weather', async () => {
    const body = await upstreamBody('vllm', 'auto');
    const tag = JSON.parse((body.structured_outputs as { structural_tag: string }).structural_tag);
    expect(tag.format.tags[0]).toMatchObject({
      begin: '<tool_call>\n{"name":"get_weather","arguments":',
      content: { type: 'json_schema' },
      end: '}\n</tool_call>',
    });
  });

  it('ollama: a forced call carries format, the JSON Schema of the call', async () => {
    const body = await upstreamBody('ollama', 'required');
    expect(body.format).toMatchObject({ properties: { name: { const: 'get_weather' } } });
  });

  it('llama.cpp with --chat-template-transport completion: the lazy grammar goes to /v1/completions', async () => {
    const upstream = await startReplayServer({
      script: [],
      completions: () => `${formatCall('hermes', 'get_weather', { city: 'Seoul' })}<|im_end|>`,
    });
    replays.push(upstream);
    const folder = mkdtempSync(join(tmpdir(), 'proxy-template-'));
    const template = join(folder, 'template.jinja');
    writeFileSync(template, CHATML_TOOL_TEMPLATE);
    const proxy = run([
      ...['--upstream', upstream.url, '--port', '0', '--quiet', '--constrain', 'llama.cpp'],
      ...['--chat-template', template, '--chat-template-transport', 'completion'],
    ]);
    const client = new OpenAI({
      baseURL: `${await listening(proxy)}/v1`,
      apiKey: 'x',
      maxRetries: 0,
    });
    const answer = await client.chat.completions.create({
      model: 'local',
      messages: [{ role: 'user', content: 'Weather in Seoul?' }],
      tools: TOOLS,
    });
    proxy.child.kill('SIGTERM');
    await proxy.exit;
    expect(answer.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      function: { name: 'get_weather', arguments: '{"city":"Seoul"}' },
    });
    expect(upstream.requests).toHaveLength(0);
    const [request] = upstream.completionRequests;
    expect(request?.grammar_lazy).toBe(true);
    expect(request?.grammar_triggers).toEqual([
      { type: 3, value: expect.stringContaining('<tool_call>') },
    ]);
    expect(request?.prompt).toContain('Weather in Seoul?');
  });

  it('refuses an unknown target and names the values', async () => {
    const proxy = run(['--upstream', 'http://127.0.0.1:9/v1', '--constrain', 'tgi']);
    expect(await proxy.exit).not.toBe(0);
    expect(proxy.stderr()).toMatch(/vllm or sglang or llama\.cpp or ollama or off/);
  });
});
