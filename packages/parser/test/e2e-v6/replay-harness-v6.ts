// Shared set-up of the AI SDK 6 end-to-end tests, the counterpart of ../e2e/replay-harness.ts: a
// replay server on 127.0.0.1, the real @ai-sdk/openai-compatible@2 provider (specification V3)
// talking HTTP + server-sent events to it, and a preset from @tool/parser/ai-v6 around that model,
// driven by ai@6 (installed here under the alias `ai-v6`).
import { createOpenAICompatible } from '@ai-sdk/openai-compatible-v2';
import type { LanguageModelV3Middleware, SharedV3ProviderOptions } from '@ai-sdk/provider-v3';
import {
  gemmaToolMiddleware,
  hermesToolMiddleware,
  type ToolCallMiddlewareCallOptions,
  toolCallMiddlewareOptions,
  xmlToolMiddleware,
} from '@tool/parser/ai-v6';
import { type LanguageModel, type ToolSet, tool, wrapLanguageModel } from 'ai-v6';
import { afterEach } from 'vitest';
import { z } from 'zod';
// @tool/test-server is a private workspace package that @tool/parser does not depend on, so it
// is imported by path (its source, like the @tool/* aliases resolve for tests).
import {
  type ChatCompletionRequest,
  type ChatMessage,
  DEMO_EXPRESSION,
  DEMO_FORECASTS,
  messageText,
  type Preset,
  type ReplayServer,
  type ReplayServerOptions,
  startReplayServer,
} from '../../../test-server/src/index';

// In this repository `@ai-sdk/provider` is v4, whose frozen V3 types are not assignable to the
// provider@3 types of ai@6 (readonly JSON values); an AI SDK 6 project resolves provider@3 and
// needs no cast, as scripts/check-packages.mjs verifies on the packed package.
export const MIDDLEWARE = {
  hermes: hermesToolMiddleware,
  gemma: gemmaToolMiddleware,
  xml: xmlToolMiddleware,
} as unknown as Record<Preset, LanguageModelV3Middleware>;

/** The text that opens a tool call and a tool result in each preset's syntax. */
export const MARKERS: Record<Preset, { call: string; response: string }> = {
  hermes: { call: '<tool_call>', response: '<tool_response>' },
  gemma: { call: '```tool_call', response: '```tool_response' },
  xml: { call: '<get_weather>', response: '<tool_response>' },
};

const servers: ReplayServer[] = [];

// Every server a test starts is closed after it, even when the test fails.
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Options of {@link replayModelV6}. */
export interface ReplayModelV6Options extends Omit<ReplayServerOptions, 'script'> {
  script: ReplayServerOptions['script'];
  preset: Preset;
  /** Provider flag: send `json_schema` (true) or `json_object` (false) for a JSON response format. */
  supportsStructuredOutputs?: boolean;
}

/** A replay server and the preset-wrapped AI SDK 6 model that talks to it. */
export async function replayModelV6(
  options: ReplayModelV6Options,
): Promise<{ model: LanguageModel; server: ReplayServer }> {
  const { preset, supportsStructuredOutputs = false, ...serverOptions } = options;
  const server = await startReplayServer(serverOptions);
  servers.push(server);
  const provider = createOpenAICompatible({
    name: 'replay',
    baseURL: server.url,
    includeUsage: true,
    supportsStructuredOutputs,
  });
  return {
    model: wrapLanguageModel({ model: provider('replay-model'), middleware: MIDDLEWARE[preset] }),
    server,
  };
}

/** One execution of a tool: its name and the input it received, already validated by zod. */
export interface ToolRun {
  toolName: string;
  input: unknown;
}

/** The demo scenario's tools for ai@6, executing for real and recording each run in `runs`. */
export function recordingToolsV6(runs: ToolRun[]): ToolSet {
  return {
    get_weather: tool({
      description: 'Get the current weather for a city.',
      inputSchema: z.object({
        city: z.string(),
        unit: z.enum(['celsius', 'fahrenheit']).optional(),
      }),
      execute: async (input) => {
        runs.push({ toolName: 'get_weather', input });
        const known = DEMO_FORECASTS[input.city as keyof typeof DEMO_FORECASTS];
        return known ?? { city: input.city, temperature: 0, unit: 'celsius', condition: 'unknown' };
      },
    }),
    calculate: tool({
      description: 'Evaluate an arithmetic expression.',
      inputSchema: z.object({ expression: z.string(), precision: z.number().int().optional() }),
      execute: async (input) => {
        runs.push({ toolName: 'calculate', input });
        return { expression: input.expression, value: DEMO_EXPRESSION.value };
      },
    }),
    write_file: tool({
      description: 'Write a text file.',
      inputSchema: z.object({ path: z.string(), content: z.string() }),
      execute: async (input) => {
        runs.push({ toolName: 'write_file', input });
        return { path: `/tmp/replay/${input.path}`, bytes: Buffer.byteLength(input.content) };
      },
    }),
  };
}

/** The V6 entry's `toolCallMiddlewareOptions`, typed for ai@6 (see {@link MIDDLEWARE} on the cast). */
export function middlewareOptionsV6(
  options: ToolCallMiddlewareCallOptions,
): SharedV3ProviderOptions {
  return toolCallMiddlewareOptions(options) as unknown as SharedV3ProviderOptions;
}

/** The roles of a request's messages, in order. */
export function roles(request: ChatCompletionRequest | undefined): string[] {
  return (request?.messages ?? []).map((message: ChatMessage) => message.role);
}

/** The text of the request's messages with `role`, in order. */
export function textsOf(request: ChatCompletionRequest | undefined, role: string): string[] {
  return (request?.messages ?? []).filter((m) => m.role === role).map(messageText);
}

/** How many times `needle` occurs in `haystack` (non-overlapping). */
export function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1;
    at = haystack.indexOf(needle, at + needle.length)
  ) {
    count += 1;
  }
  return count;
}
