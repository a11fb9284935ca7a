import { describe, expect, it } from 'vitest';
import { hermesPreset } from './presets/named-presets';
import { SDK_MODES_AND_MALFORMED } from './test-utils/sdk-adapter';

// docs/reasoning.md: with `reasoning: { toolCalls: 'parse' }` a call inside a thinking block runs,
// and a broken one stays reasoning — in both malformedCalls modes, with no tool input started for
// it (a started input always ends in its tool-call) and the whitespace around it where it was.

const broken = '<tool_call>{"name": "get_weather", "arguments": {"city": </tool_call>';
const output = `<think>before ${broken} after</think>Done`;
const good = '<tool_call>{"name": "get_weather", "arguments": {"city": "Oslo"}}</tool_call>';

describe.each(SDK_MODES_AND_MALFORMED)(
  'a broken call inside thinking ($name)',
  ({ sdk, mode, malformedCalls }) => {
    async function run(text: string) {
      const middleware = sdk.toolMiddleware({
        ...hermesPreset,
        malformedCalls,
        reasoning: { toolCalls: 'parse' },
      });
      const model = sdk.wrapLanguageModel({
        model: sdk.scripted([{ chunks: text.match(/[\s\S]{1,3}/g) ?? [] }, 'Sunny.']).model,
        middleware,
      });
      const { tools, executed } = sdk.weatherTools();
      const settings = { model, tools, prompt: 'Weather?' };
      if (mode === 'generate') {
        const result = await sdk.generateText(settings);
        const { text, reasoningText, toolCalls, finishReason } = result.steps[0] ?? result;
        return { text, reasoningText, toolCalls, finishReason, kinds: [] as string[], executed };
      }
      const result = sdk.streamText(settings);
      const kinds: string[] = [];
      for await (const part of sdk.parts(result)) kinds.push(part.type);
      const [first] = await result.steps;
      return {
        text: first?.text,
        reasoningText: first?.reasoningText,
        toolCalls: first?.toolCalls,
        finishReason: first?.finishReason,
        kinds,
        executed,
      };
    }

    it('should stay reasoning, start no tool input and finish with stop', async () => {
      const { kinds, executed, ...step } = await run(output);
      expect(step.reasoningText).toBe(`before ${broken} after`);
      expect(step.text).toBe('Done');
      expect(step.toolCalls).toEqual([]);
      expect(step.finishReason).toBe('stop');
      expect(kinds.filter((kind) => kind.startsWith('tool-'))).toEqual([]);
      expect(executed).toEqual([]);
    });

    it('should still run a whole call written inside thinking', async () => {
      const { kinds, executed, ...step } = await run(`<think>before ${good} after</think>Done`);
      expect(step.finishReason).toBe('tool-calls');
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Oslo' } }]);
      if (mode === 'stream') {
        const tool = kinds.filter((kind) => kind.startsWith('tool-input') || kind === 'tool-call');
        expect(tool[0]).toBe('tool-input-start');
        expect(tool.at(-1)).toBe('tool-call');
      }
    });
  },
);
