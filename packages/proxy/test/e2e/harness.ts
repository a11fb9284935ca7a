import { type ReplayServer, type ReplayServerOptions, startReplayServer } from '@tool/test-server';
import OpenAI from 'openai';
import { afterEach } from 'vitest';
import { type ProxyServer, type ProxyServerOptions, startProxyServer } from '../../src/node';

/** A replay server (the model without tools), the proxy in front of it, and an OpenAI client. */
export interface Stack {
  replay: ReplayServer;
  proxy: ProxyServer;
  /** The official `openai` client pointed at the proxy, without retries (errors show at once). */
  client: OpenAI;
  /** Every request-log line the proxy wrote. */
  log: string[];
}

const running: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** Starts a stack, closed after the test. */
export async function startStack(
  replayOptions: ReplayServerOptions,
  proxyOptions: Partial<ProxyServerOptions> = {},
  apiKey = 'test-key',
): Promise<Stack> {
  const replay = await startReplayServer(replayOptions);
  running.push(() => replay.close());
  const log: string[] = [];
  const proxy = await startProxyServer({
    upstream: replay.url,
    port: 0,
    log: (line) => log.push(line),
    ...proxyOptions,
  });
  running.push(() => proxy.shutdown(0));
  const client = new OpenAI({ baseURL: `${proxy.url}/v1`, apiKey, maxRetries: 0 });
  return { replay, proxy, client, log };
}

/** The proxy alone, for an upstream given by URL (a dead one, say). */
export async function startProxy(options: ProxyServerOptions): Promise<ProxyServer> {
  const proxy = await startProxyServer({ port: 0, ...options });
  running.push(() => proxy.shutdown(0));
  return proxy;
}

/** OpenAI function tools from names and argument properties. */
export function functionTools(
  tools: Record<string, Record<string, { type: string }>>,
): OpenAI.Chat.Completions.ChatCompletionFunctionTool[] {
  return Object.entries(tools).map(([name, properties]) => ({
    type: 'function',
    function: {
      name,
      description: `The ${name} tool.`,
      parameters: { type: 'object', properties, required: Object.keys(properties) },
    },
  }));
}

/** The tools of the demo script. */
export const DEMO_TOOLS = functionTools({
  get_weather: { city: { type: 'string' }, unit: { type: 'string' } },
  calculate: { expression: { type: 'string' }, precision: { type: 'number' } },
  write_file: { path: { type: 'string' }, content: { type: 'string' } },
});

/** POSTs a raw body to the proxy's chat endpoint with `fetch` (for what a client would not send). */
export function postRaw(
  proxy: ProxyServer,
  body: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${proxy.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer test-key', ...headers },
    body,
    ...(signal === undefined ? {} : { signal }),
  });
}

/** Reads a streamed answer of the openai client to the end. */
export async function collect(
  stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>,
): Promise<OpenAI.Chat.Completions.ChatCompletionChunk[]> {
  const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}
