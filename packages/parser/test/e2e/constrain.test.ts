// `constrain` on the wire: the real @ai-sdk/openai-compatible provider sends the middleware's
// grammar fields as body fields, and the replay server records the request bodies.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  compileToolGrammar,
  createToolMiddleware,
  forcedCallGbnf,
  hermesSystemPromptTemplate,
  hermesToolMiddleware,
  jsonMixProtocol,
  solarOpenToolMiddleware,
  yamlXmlToolMiddleware,
} from '@tool/parser';
import { generateText, isStepCount, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { toolChoiceScript } from '../../../test-server/src/index';
import { startReplay } from '../e2e-shared/replay-server';
import { TOOL_CHOICE_ARGUMENTS } from '../e2e-shared/scenarios';
import { E2E_SDK_7, recordingTools, type ToolRun } from './replay-harness';

type Middleware = typeof hermesToolMiddleware;

async function firstRequest(
  middleware: Middleware,
  options: { toolChoice?: 'required' | 'auto'; constrain?: unknown } = {},
): Promise<Record<string, unknown>> {
  const { server, settings } = await startReplay({
    script: toolChoiceScript({ arguments: TOOL_CHOICE_ARGUMENTS, text: 'Seoul is sunny.' }),
    supportsStructuredOutputs: true,
  });
  const model = wrapLanguageModel({
    model: createOpenAICompatible(settings)('replay-model'),
    middleware,
  });
  const runs: ToolRun[] = [];
  // The replay server answers a forced call only when it sees a JSON response_format; on
  // llama.cpp the grammar replaces it, so the answer there is not a call. The request is what
  // these tests check.
  await generateText({
    model,
    tools: recordingTools(E2E_SDK_7, runs),
    toolChoice: options.toolChoice ?? 'auto',
    stopWhen: isStepCount(1),
    prompt: 'How is the weather in Seoul?',
    ...(options.constrain === undefined
      ? {}
      : { providerOptions: { toolCallMiddleware: { constrain: options.constrain } as never } }),
  }).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'AI_ToolChoiceViolationError')) throw error;
  });
  return server.requests[0] as unknown as Record<string, unknown>;
}

/** The tools as the middleware hands them to the compiler (the demo tools' JSON Schemas). */
async function demoToolsAsFunctionTools(): Promise<{ name: string; inputSchema: unknown }[]> {
  const { asSchema } = await import('ai');
  const tools = recordingTools(E2E_SDK_7, []);
  return Promise.all(
    Object.entries(tools).map(async ([name, t]) => ({
      name,
      inputSchema: await asSchema((t as { inputSchema: never }).inputSchema).jsonSchema,
    })),
  );
}

describe('constrain on the wire (replay server, @ai-sdk/openai-compatible)', () => {
  it('sends no grammar fields by default', async () => {
    const body = await firstRequest(hermesToolMiddleware);
    for (const field of ['structured_outputs', 'grammar', 'format', 'response_format']) {
      expect(body[field]).toBeUndefined();
    }
  });

  it("a format's own thinking markers go on the wire: Solar Open's <|think|> is left free", async () => {
    // Before, only `<think>` was left free unless the user set `reasoning.open`.
    const body = await firstRequest(solarOpenToolMiddleware, { constrain: 'vllm' });
    const outputs = body.structured_outputs as { structural_tag: string };
    const tag = JSON.parse(outputs.structural_tag);
    expect(tag.format.triggers).toEqual(['<|tool_calls|>', '<|think|>', '<think>']);
    expect(tag.format.tags).toContainEqual({
      type: 'tag',
      begin: '<|think|>',
      content: { type: 'any_text' },
      end: '<|end|>',
    });
  });

  it("vllm: structured_outputs.structural_tag with the format's calls, reasoning left free", async () => {
    const body = await firstRequest(hermesToolMiddleware, { constrain: 'vllm' });
    const outputs = body.structured_outputs as { structural_tag: string };
    const tag = JSON.parse(outputs.structural_tag);
    const expected = compileToolGrammar({
      protocol: jsonMixProtocol(),
      tools: await demoToolsAsFunctionTools(),
    });
    expect(expected.kind).toBe('compiled');
    if (expected.kind === 'compiled')
      expect(tag).toEqual(JSON.parse(JSON.stringify(expected.structuralTag)));
    expect(tag.format.type).toBe('triggered_tags');
    expect(tag.format.triggers).toEqual(['<tool_call>', '<think>']);
    expect(tag.format.tags.map((t: { begin: string }) => t.begin)).toContain(
      '<tool_call>\n{"name":"get_weather","arguments":',
    );
  });

  it('sglang: response_format of type structural_tag', async () => {
    const body = await firstRequest(hermesToolMiddleware, { constrain: 'sglang' });
    const format = body.response_format as { type: string; format: { type: string } };
    expect(format.type).toBe('structural_tag');
    expect(format.format.type).toBe('triggered_tags');
  });

  it.each(['llama.cpp', 'ollama'])(
    '%s: free choice sends no grammar (no lazy grammar on its chat endpoint)',
    async (target) => {
      const body = await firstRequest(hermesToolMiddleware, { constrain: target });
      for (const field of ['structured_outputs', 'grammar', 'format'])
        expect(body[field]).toBeUndefined();
    },
  );

  it('a forced call is constrained on every target', async () => {
    const tools = await demoToolsAsFunctionTools();
    const vllm = await firstRequest(hermesToolMiddleware, {
      constrain: 'vllm',
      toolChoice: 'required',
    });
    expect((vllm.structured_outputs as { json: { anyOf: unknown[] } }).json.anyOf).toHaveLength(3);
    const sglang = await firstRequest(hermesToolMiddleware, {
      constrain: 'sglang',
      toolChoice: 'required',
    });
    expect((sglang.response_format as { type: string }).type).toBe('json_schema');
    const llama = await firstRequest(hermesToolMiddleware, {
      constrain: 'llama.cpp',
      toolChoice: 'required',
    });
    expect(llama.grammar).toBe(forcedCallGbnf(tools));
    // llama.cpp refuses a grammar beside a JSON schema: the middleware's response_format goes.
    expect(llama.response_format).toBeUndefined();
    const ollama = await firstRequest(hermesToolMiddleware, {
      constrain: 'ollama',
      toolChoice: 'required',
    });
    expect((ollama.format as { anyOf: unknown[] }).anyOf).toHaveLength(3);
  });

  it('a format without a grammar still gets its forced calls constrained, and free choice unconstrained', async () => {
    const free = await firstRequest(yamlXmlToolMiddleware, { constrain: 'vllm' });
    expect(free.structured_outputs).toBeUndefined();
    const forced = await firstRequest(yamlXmlToolMiddleware, {
      constrain: 'vllm',
      toolChoice: 'required',
    });
    expect(forced.structured_outputs).toBeDefined();
  });

  it('takes constrain at creation, and a per-call false switches it off', async () => {
    const middleware = createToolMiddleware({
      protocol: jsonMixProtocol(),
      toolSystemPromptTemplate: hermesSystemPromptTemplate,
      constrain: 'sglang',
    });
    expect(((await firstRequest(middleware)).response_format as { type: string }).type).toBe(
      'structural_tag',
    );
    expect((await firstRequest(middleware, { constrain: false })).response_format).toBeUndefined();
  });

  it('refuses an unknown target at creation and per call, saying how to fix it', async () => {
    expect(() =>
      createToolMiddleware({
        protocol: jsonMixProtocol(),
        toolSystemPromptTemplate: hermesSystemPromptTemplate,
        constrain: 'vLLM' as never,
      }),
    ).toThrow(/constrain must be 'vllm', 'sglang', 'llama.cpp', 'ollama' or false, got "vLLM"/);
    await expect(firstRequest(hermesToolMiddleware, { constrain: 'tgi' })).rejects.toThrow(
      /providerOptions.toolCallMiddleware.constrain/,
    );
  });
});
