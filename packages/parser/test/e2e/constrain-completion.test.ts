// `constrain: 'llama.cpp'` with the completion transport, on the wire: the real
// @ai-sdk/openai-compatible completion model sends the middleware's grammar fields as body fields
// of `POST /v1/completions`, and the replay server records them. Free choice carries the lazy
// grammar (which llama.cpp keeps only on its completion endpoints); a forced call the eager one.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { JSONSchema7 } from '@ai-sdk/provider';
import {
  compileToolGrammar,
  completionTransportFetch,
  forcedCallGbnf,
  fromChatTemplate,
  jsonMixProtocol,
} from '@tool/parser';
import { generateText, isStepCount, jsonSchema, tool, wrapLanguageModel } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { type ReplayServer, startReplayServer } from '../../../test-server/src/index';
import {
  NO_TEMPLATES_MESSAGE,
  readSharedTemplate,
} from '../../src/chat-template/test-utils/shared-templates';

const QWEN = readSharedTemplate('Qwen-Qwen2.5-7B-Instruct.jinja');

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['c', 'f'] } },
  required: ['city'],
};
const CALL = `<tool_call>\n${JSON.stringify({ name: 'get_weather', arguments: { city: 'Oslo' } })}\n</tool_call><|im_end|>`;
const FORCED = JSON.stringify({ name: 'get_weather', arguments: { city: 'Oslo' } });

async function firstCompletion(
  toolChoice: 'auto' | 'required',
  constrain: 'llama.cpp' | 'vllm' | false,
) {
  const server = await startReplayServer({
    script: [],
    completions: () => (toolChoice === 'auto' ? CALL : FORCED),
  });
  servers.push(server);
  const provider = createOpenAICompatible({
    name: 'llamacpp',
    baseURL: server.url,
    fetch: completionTransportFetch(),
  });
  const middleware = fromChatTemplate(QWEN ?? '', {
    transport: 'completion',
    eosToken: '<|im_end|>',
    constrain,
  });
  const model = wrapLanguageModel({ model: provider.completionModel('replay-model'), middleware });
  const inputs: unknown[] = [];
  const tools = {
    get_weather: tool({
      description: 'Weather for a city.',
      inputSchema: jsonSchema<{ city: string }>(SCHEMA),
      execute: async (input: { city: string }) => {
        inputs.push(input);
        return { temp: 21 };
      },
    }),
  };
  await generateText({
    model,
    tools,
    toolChoice,
    prompt: 'Weather in Oslo?',
    stopWhen: isStepCount(1),
  });
  const [request] = server.completionRequests;
  if (request === undefined) throw new Error('no completion request reached the server');
  return { request, inputs };
}

const weather = { name: 'get_weather', inputSchema: SCHEMA };

describe.skipIf(QWEN === undefined)('constrain llama.cpp with the completion transport', () => {
  if (QWEN === undefined) it.skip(NO_TEMPLATES_MESSAGE, () => {});

  it('free choice: the lazy grammar, its triggers as llama.cpp numbers and the preserved tokens', async () => {
    const { request, inputs } = await firstCompletion('auto', 'llama.cpp');
    const compiled = compileToolGrammar({
      protocol: jsonMixProtocol(),
      tools: [weather],
    });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    expect(request.grammar).toBe(compiled.gbnf.grammar);
    expect(request.grammar_lazy).toBe(true);
    // Qwen2.5 may think: the trigger fires only outside <think> blocks (PATTERN_FULL is 3).
    expect(request.grammar_triggers).toEqual([
      { type: 3, value: compiled.gbnf.triggers[0]?.value },
    ]);
    expect(request.preserved_tokens).toEqual([
      '<tool_call>',
      '</tool_call>',
      '<think>',
      '</think>',
    ]);
    // The prompt is still the template's own rendering, and the call is read and run.
    expect(request.prompt.startsWith('<|im_start|>system\n')).toBe(true);
    expect(request.response_format).toBeUndefined();
    expect(inputs).toEqual([{ city: 'Oslo' }]);
  });

  it('a forced call: the eager grammar of the call, no lazy fields, no response_format', async () => {
    const { request, inputs } = await firstCompletion('required', 'llama.cpp');
    expect(request.grammar).toBe(forcedCallGbnf([weather]));
    // The preset's forced-call prompt in the template's own turns, not the SDK's `user:` wrapping.
    expect(request.prompt).toMatch(/^<\|im_start\|>system\n[\s\S]*get_weather/);
    expect(request.prompt).toMatch(
      /<\|im_start\|>user\nWeather in Oslo\?<\|im_end\|>\n<\|im_start\|>assistant\n$/,
    );
    expect(request.stop).toContain('<|im_end|>');
    for (const field of ['grammar_lazy', 'grammar_triggers', 'preserved_tokens', 'response_format'])
      expect(request[field], field).toBeUndefined();
    expect(inputs).toEqual([{ city: 'Oslo' }]);
  });

  it('sends no grammar without constrain, and the structural tag for vLLM', async () => {
    const off = await firstCompletion('auto', false);
    for (const field of ['grammar', 'grammar_lazy', 'grammar_triggers', 'structured_outputs'])
      expect(off.request[field], field).toBeUndefined();
    const vllm = await firstCompletion('auto', 'vllm');
    expect(vllm.request.grammar).toBeUndefined();
    const outputs = vllm.request.structured_outputs as { structural_tag: string };
    expect(JSON.parse(outputs.structural_tag).type).toBe('structural_tag');
  });
});
