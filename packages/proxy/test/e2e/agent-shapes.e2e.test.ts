import { countToolResults, formatCall, messageText } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

/** One server-sent event: its `event:` name and its parsed data. */
interface Sse {
  event: string | undefined;
  data: Record<string, unknown> & { type: string };
}

/** Reads a raw SSE body as an agent does: blocks of `event:` and `data:` lines. */
async function readSse(response: Response): Promise<Sse[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const blocks = (await response.text()).split('\n\n').filter((block) => block.trim().length > 0);
  return blocks.map((block) => {
    const lines = block.split('\n');
    const event = lines
      .find((line) => line.startsWith('event:'))
      ?.slice('event:'.length)
      .trim();
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice('data:'.length).trim())
      .join('\n');
    return { event, data: JSON.parse(data) };
  });
}

function post(stack: Stack, path: string, body: object, headers: Record<string, string>) {
  return fetch(`${stack.proxy.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const fileSchema = {
  type: 'object',
  properties: { file_path: { type: 'string' }, content: { type: 'string' } },
  required: ['file_path', 'content'],
  additionalProperties: false,
  $schema: 'http://json-schema.org/draft-07/schema#',
};

/** Writes the file on the first turn, says it is done once the result is in. */
const fileTask = (name: string) => (request: Parameters<typeof countToolResults>[0]) =>
  countToolResults(request) > 0
    ? 'Done: hello.txt holds hi.'
    : {
        reasoning: 'The user wants a file.',
        text: formatCall('hermes', name, { file_path: 'hello.txt', content: 'hi' }),
      };

describe('requests shaped as the coding agents send them', () => {
  it('should serve a Codex-style turn and its follow-up over /v1/responses', async () => {
    const stack = await startStack({ script: fileTask('write_file'), chunking: 4 });
    const tools = [
      {
        type: 'function',
        name: 'shell',
        description: 'Runs a shell command.',
        strict: false,
        parameters: {
          type: 'object',
          properties: { command: { type: 'array', items: { type: 'string' } } },
          required: ['command'],
          additionalProperties: false,
        },
      },
      {
        type: 'function',
        name: 'write_file',
        description: 'Writes a file.',
        strict: false,
        parameters: fileSchema,
      },
    ];
    const input: object[] = [
      {
        type: 'message',
        role: 'developer',
        content: [{ type: 'input_text', text: '<permissions instructions>' }],
      },
      {
        type: 'message',
        role: 'user',
        content: [
          { type: 'input_text', text: '<environment_context>cwd=/tmp</environment_context>' },
        ],
      },
      {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: 'Write hi to hello.txt' }],
      },
    ];
    const request = {
      model: 'qwen3:8b',
      instructions: 'You are Codex, a coding agent.',
      input,
      tools,
      tool_choice: 'auto',
      parallel_tool_calls: false,
      reasoning: { effort: 'medium', summary: 'auto' },
      store: false,
      stream: true,
      include: ['reasoning.encrypted_content'],
      prompt_cache_key: '0199-abc',
      text: { verbosity: 'medium' },
    };
    const headers = { authorization: 'Bearer sk-local', 'openai-beta': 'responses=experimental' };
    const events = await readSse(await post(stack, '/v1/responses', request, headers));
    for (const [i, { event, data }] of events.entries()) {
      expect(event).toBe(data.type);
      expect(data.sequence_number).toBe(i);
    }
    const done = events
      .filter((e) => e.data.type === 'response.output_item.done')
      .map((e) => e.data.item);
    expect(done).toMatchObject([
      { type: 'reasoning', content: [{ type: 'reasoning_text', text: 'The user wants a file.' }] },
      {
        type: 'function_call',
        name: 'write_file',
        arguments: '{"file_path":"hello.txt","content":"hi"}',
      },
    ]);
    const completed = events.at(-1)?.data;
    expect(completed).toMatchObject({
      type: 'response.completed',
      response: { id: expect.stringMatching(/^resp_/) },
    });
    expect(completed?.response).toMatchObject({
      usage: { input_tokens: expect.any(Number), total_tokens: expect.any(Number) },
    });
    expect(stack.replay.requests[0]).toMatchObject({ reasoning_effort: 'medium' });

    // Codex sends the whole history back, the items as it got them, and the call's output.
    const call = done[1] as { call_id: string };
    input.push(...(done as object[]), {
      type: 'function_call_output',
      call_id: call.call_id,
      output: 'Wrote 2 bytes.',
    });
    const next = await readSse(await post(stack, '/v1/responses', { ...request, input }, headers));
    const text = next.flatMap((e) =>
      e.data.type === 'response.output_text.delta' ? [e.data.delta] : [],
    );
    expect(text.join('')).toBe('Done: hello.txt holds hi.');
    const upstream = (stack.replay.requests[1]?.messages ?? []).map(messageText).join('\n');
    expect(upstream).toContain('You are Codex, a coding agent.');
    expect(upstream).toContain('Wrote 2 bytes.');
  });

  it('should serve a Claude-Code-style turn and its follow-up over /v1/messages?beta=true', async () => {
    const stack = await startStack({ script: fileTask('Write'), chunking: 4 });
    const messages: object[] = [
      {
        role: 'user',
        content: [
          { type: 'text', text: '<system-reminder>Be concise.</system-reminder>' },
          { type: 'text', text: 'Write hi to hello.txt', cache_control: { type: 'ephemeral' } },
        ],
      },
    ];
    const request = {
      model: 'qwen3:8b',
      max_tokens: 32000,
      temperature: 1,
      system: [
        {
          type: 'text',
          text: "You are Claude Code, Anthropic's official CLI for Claude.",
          cache_control: { type: 'ephemeral' },
        },
        { type: 'text', text: 'You are an interactive CLI tool.' },
      ],
      messages,
      tools: [
        { name: 'Write', description: 'Writes a file.', input_schema: fileSchema },
        {
          name: 'Bash',
          description: 'Runs a command.',
          input_schema: {
            type: 'object',
            properties: { command: { type: 'string' } },
            required: ['command'],
          },
        },
      ],
      metadata: { user_id: 'user_abc_account__session_123' },
      thinking: { type: 'enabled', budget_tokens: 4000 },
      stream: true,
    };
    const headers = {
      'x-api-key': 'sk-ant-local',
      'anthropic-version': '2023-06-01',
      'anthropic-beta':
        'claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14',
      'anthropic-dangerous-direct-browser-access': 'true',
      'x-app': 'cli',
    };
    const events = await readSse(await post(stack, '/v1/messages?beta=true', request, headers));
    for (const { event, data } of events) expect(event).toBe(data.type);
    const blocks = events
      .filter((e) => e.data.type === 'content_block_start')
      .map((e) => e.data.content_block);
    expect(blocks).toMatchObject([
      { type: 'thinking' },
      { type: 'tool_use', name: 'Write', input: {} },
    ]);
    const partial = events.flatMap((e) =>
      e.data.type === 'content_block_delta' && e.data.index === 1
        ? [(e.data.delta as { partial_json: string }).partial_json]
        : [],
    );
    expect(JSON.parse(partial.join(''))).toEqual({ file_path: 'hello.txt', content: 'hi' });
    const delta = events.find((e) => e.data.type === 'message_delta')?.data;
    expect(delta).toMatchObject({
      delta: { stop_reason: 'tool_use' },
      usage: { output_tokens: expect.any(Number) },
    });
    expect(events.at(-1)?.data.type).toBe('message_stop');

    const id = (blocks[1] as { id: string }).id;
    messages.push(
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'The user wants a file.', signature: '' },
          { type: 'tool_use', id, name: 'Write', input: { file_path: 'hello.txt', content: 'hi' } },
        ],
      },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: id,
            content: 'File created successfully at: hello.txt',
          },
        ],
      },
    );
    const next = await readSse(
      await post(stack, '/v1/messages?beta=true', { ...request, messages }, headers),
    );
    const text = next.flatMap((e) =>
      e.data.type === 'content_block_delta' ? [(e.data.delta as { text?: string }).text ?? ''] : [],
    );
    expect(text.join('')).toBe('Done: hello.txt holds hi.');
    expect(next.find((e) => e.data.type === 'message_delta')?.data).toMatchObject({
      delta: { stop_reason: 'end_turn' },
    });
    const upstream = (stack.replay.requests[1]?.messages ?? []).map(messageText).join('\n');
    expect(upstream).toContain('You are Claude Code');
    expect(upstream).toContain('File created successfully at: hello.txt');
    expect(stack.replay.requests[1]).toMatchObject({
      user: 'user_abc_account__session_123',
      max_tokens: 32000,
    });
  });
});
