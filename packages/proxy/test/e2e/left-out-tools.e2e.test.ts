import { formatCall } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

const schema = { type: 'object', properties: { cmd: { type: 'string' } } };

/** What Codex 0.169 sends by default besides its function tools. */
const CODEX_EXTRAS = [
  {
    type: 'namespace',
    name: 'multi_agent_v1',
    description: 'Sub-agents.',
    tools: [{ type: 'function', name: 'spawn_agent', parameters: schema }],
  },
  { type: 'web_search', external_web_access: false },
];

async function post(stack: Stack, path: string, body: object): Promise<Response> {
  return fetch(`${stack.proxy.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer test-key' },
    body: JSON.stringify(body),
  });
}

describe('hosted, server and namespace tools', () => {
  it('should serve a Codex default tool list, offering the model its function tool only', async () => {
    const stack = await startStack({
      script: () => formatCall('hermes', 'exec_command', { cmd: 'ls' }),
    });
    const response = await post(stack, '/v1/responses', {
      model: 'm',
      input: 'List the files.',
      tools: [{ type: 'function', name: 'exec_command', parameters: schema }, ...CODEX_EXTRAS],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      output: [{ type: 'function_call', name: 'exec_command', arguments: '{"cmd":"ls"}' }],
    });
    const sent = JSON.stringify(stack.replay.requests.at(-1));
    expect(sent).toContain('exec_command');
    expect(sent).not.toContain('spawn_agent');
    expect(sent).not.toContain('web_search');
    expect(stack.log.at(-1)).toContain(
      'tools=1 left-out=multi_agent_v1:namespace,web_search:web_search',
    );
  });

  it('should answer plain chat when the only tool is a hosted one, not forced', async () => {
    const stack = await startStack({ script: () => 'Hello.' });
    const response = await post(stack, '/v1/responses', {
      model: 'm',
      input: 'Hi',
      tools: [{ type: 'web_search' }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      output: [{ type: 'message', content: [{ type: 'output_text', text: 'Hello.' }] }],
    });
    expect(stack.log.at(-1)).toContain('tools=0 left-out=web_search:web_search');
  });

  it.each([
    ['a namespace by name', { type: 'function', name: 'multi_agent_v1' }, 'multi_agent_v1'],
    ['required with hosted tools only', 'required', 'web_search'],
    [
      'allowed_tools requiring hosted tools only',
      { type: 'allowed_tools', mode: 'required', tools: [{ type: 'web_search' }] },
      'web_search',
    ],
  ])('should refuse a tool_choice forcing %s with a 400 naming it', async (_name, choice, tool) => {
    const stack = await startStack({ script: () => 'Hello.' });
    const tools = choice === 'required' ? [CODEX_EXTRAS[1]] : CODEX_EXTRAS;
    const response = await post(stack, '/v1/responses', {
      model: 'm',
      input: 'Hi',
      tools,
      tool_choice: choice,
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string; param: string } };
    expect(error.param).toMatch(/^tool_choice/);
    expect(error.message).toContain(`forces the tool '${tool}'`);
  });

  it('should serve Claude Code tools beside a server tool on /v1/messages, and refuse forcing it', async () => {
    const stack = await startStack({
      script: () => formatCall('hermes', 'Bash', { cmd: 'ls' }),
    });
    const body = {
      model: 'm',
      max_tokens: 64,
      messages: [{ role: 'user', content: 'List the files.' }],
      tools: [
        { name: 'Bash', input_schema: schema },
        { type: 'web_search_20250305', name: 'web_search', max_uses: 5 },
      ],
    };
    const served = await post(stack, '/v1/messages', body);
    expect(served.status).toBe(200);
    expect(await served.json()).toMatchObject({
      content: [{ type: 'tool_use', name: 'Bash', input: { cmd: 'ls' } }],
    });
    expect(stack.log.at(-1)).toContain('tools=1 left-out=web_search:web_search_20250305');
    const forced = await post(stack, '/v1/messages', {
      ...body,
      tool_choice: { type: 'tool', name: 'web_search' },
    });
    expect(forced.status).toBe(400);
    expect(((await forced.json()) as { error: { message: string } }).error.message).toContain(
      "forces the tool 'web_search'",
    );
  });
});
