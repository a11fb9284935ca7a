import { countToolResults, MALFORMED_CALLS, messageText } from '@tool/test-server';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { startStack } from './harness';

const tools: OpenAI.Responses.FunctionTool[] = [
  {
    type: 'function',
    name: 'get_weather',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    strict: false,
  },
];

describe('a botched call over /v1/responses', () => {
  it.each([false, true])(
    "should come back with the model's text as its arguments and be read back as such (stream: %s)",
    async (stream) => {
      const { client, replay } = await startStack({
        script: (request) =>
          countToolResults(request) > 0
            ? 'Sorry.'
            : `Checking.\n${MALFORMED_CALLS.hermes.brokenCall}`,
        chunking: 4,
      });
      const input: OpenAI.Responses.ResponseInputItem[] = [
        { role: 'user', content: 'Weather in Busan?' },
      ];
      const first = stream
        ? await client.responses.stream({ model: 'qwen3:8b', input, tools }).finalResponse()
        : await client.responses.create({ model: 'qwen3:8b', input, tools });
      const call = first.output.find((item) => item.type === 'function_call');
      expect(call).toMatchObject({
        name: 'get_weather',
        arguments: MALFORMED_CALLS.hermes.brokenCall,
      });
      if (call?.type !== 'function_call') throw new Error('no function call');
      // As a tool runner does when JSON.parse fails: the error as the call's output.
      input.push(call, {
        type: 'function_call_output',
        call_id: call.call_id,
        output: 'Error: the arguments are not JSON',
      });
      const second = await client.responses.create({ model: 'qwen3:8b', input, tools });
      expect(second.output_text).toBe('Sorry.');
      const sent = (replay.requests[1]?.messages ?? []).map(messageText).join('\n');
      expect(sent).toContain(MALFORMED_CALLS.hermes.brokenCall);
      expect(sent).toContain('The call was not run. The tool call is not valid JSON');
      expect(sent).toContain('Error: the arguments are not JSON');
    },
  );
});
