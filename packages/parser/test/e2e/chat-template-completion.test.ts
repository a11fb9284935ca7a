// The completion transport end to end: `fromChatTemplate(…, { transport: 'completion' })` around
// the real @ai-sdk/openai-compatible completion model, talking HTTP to the replay server's
// `/v1/completions` (which renders nothing: it receives the prompt). The agent loop runs a tool
// and answers; the prompts the server received must be the template's own rendering.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { JSONSchema7 } from '@ai-sdk/provider';
import { compileChatTemplate, completionTransportFetch, fromChatTemplate } from '@tool/parser';
import { generateText, isStepCount, jsonSchema, streamText, tool, wrapLanguageModel } from 'ai';
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

const CITY = 'Paris "FR" & <co>';
// What the model writes: a call in its template's format, its end of turn, and text after it
// that the stop sequence must cut off.
const CALL = `<tool_call>\n${JSON.stringify({ name: 'get_weather', arguments: { city: CITY } })}\n</tool_call><|im_end|>\nnever seen`;
const ANSWER = 'It is 21 degrees in Paris.<|im_end|>';
const SYSTEM = 'You are helpful.';
const QUESTION = 'Weather in Paris?';
const DESCRIPTION = 'Weather for a city.';
const SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
};

async function run(mode: 'generate' | 'stream') {
  const server = await startReplayServer({
    script: [],
    completions: (request) => (request.prompt.includes('<tool_response>') ? ANSWER : CALL),
  });
  servers.push(server);
  const provider = createOpenAICompatible({
    name: 'replay',
    baseURL: server.url,
    fetch: completionTransportFetch(),
  });
  const middleware = fromChatTemplate(QWEN ?? '', {
    transport: 'completion',
    eosToken: '<|im_end|>',
  });
  const model = wrapLanguageModel({ model: provider.completionModel('replay-model'), middleware });
  const inputs: unknown[] = [];
  const tools = {
    get_weather: tool({
      description: DESCRIPTION,
      inputSchema: jsonSchema<{ city: string }>(SCHEMA),
      execute: async (input: { city: string }) => {
        inputs.push(input);
        return { temp: 21 };
      },
    }),
  };
  const settings = { model, tools, system: SYSTEM, prompt: QUESTION, stopWhen: isStepCount(4) };
  if (mode === 'generate') {
    const result = await generateText(settings);
    return { server, inputs, text: result.text, steps: result.steps.length };
  }
  const result = streamText(settings);
  return { server, inputs, text: await result.text, steps: (await result.steps).length };
}

describe.skipIf(QWEN === undefined)('the completion transport, end to end', () => {
  if (QWEN === undefined) it.skip(NO_TEMPLATES_MESSAGE, () => {});
  const template = compileChatTemplate(QWEN ?? '');
  const tools = [
    {
      type: 'function',
      function: { name: 'get_weather', description: DESCRIPTION, parameters: SCHEMA },
    },
  ];

  for (const mode of ['generate', 'stream'] as const) {
    it(`renders each prompt with the template, calls the tool and answers (${mode})`, async () => {
      const { server, inputs, text, steps } = await run(mode);
      expect(inputs).toEqual([{ city: CITY }]);
      expect(text).toBe('It is 21 degrees in Paris.');
      expect(steps).toBe(2);
      expect(server.requests).toHaveLength(0);
      expect(server.completionRequests).toHaveLength(2);
      const [first, second] = server.completionRequests;
      // The stop sequences are the template's, without the provider's own `\nuser:`.
      expect(first?.stop).toContain('<|im_end|>');
      expect(first?.stop).not.toContain('\nuser:');
      const opening = [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: QUESTION },
      ];
      expect(first?.prompt).toBe(
        template.render({ messages: opening, tools, add_generation_prompt: true }),
      );
      // The second prompt carries the call and its result the way the template writes them.
      const history = [
        ...opening,
        {
          role: 'assistant',
          content: '',
          tool_calls: [
            {
              id: 'x',
              type: 'function',
              function: { name: 'get_weather', arguments: { city: CITY } },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'x', content: '{"temp":21}' },
      ];
      expect(second?.prompt).toBe(
        template.render({ messages: history, tools, add_generation_prompt: true }),
      );
    });
  }
});
