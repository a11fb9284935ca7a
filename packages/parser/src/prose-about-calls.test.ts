import { describe, expect, it } from 'vitest';
import { presetDefinitions } from './presets/preset-definitions';
import { SDK_MODES_AND_MALFORMED } from './test-utils/sdk-adapter';

// The examples through the middleware: a model explaining tool calling names a tool that
// was not declared, in a fenced block or an inline code span. In the default feedback mode that
// was sent back to the model as a botched call; it is prose, so it stays text, in every mode.
// A declared tool's call inside a fence still runs.

const hermesProse =
  'Hermes models answer:\n```\n<tool_call>\n{"name": "lookup_stock", "arguments": {"symbol": "ACME"}}\n</tool_call>\n```\nThat is the format.';
const mistralProse =
  'Mistral writes `[TOOL_CALLS]book_flight[ARGS]{"from": "OSL", "to": "BER"}` in one line.';
const llamaProse =
  'Llama 3 answers with JSON:\n```json\n{"name": "lookup_stock", "parameters": {"symbol": "ACME"}}\n```';

describe.each(SDK_MODES_AND_MALFORMED)(
  'prose about tool calls ($name)',
  ({ sdk, mode, malformedCalls }) => {
    async function answer(preset: keyof typeof presetDefinitions, output: string) {
      const reports: string[] = [];
      const model = sdk.wrapLanguageModel({
        model: sdk.scripted([{ chunks: output.match(/[\s\S]{1,4}/g) ?? [] }, 'Sunny.']).model,
        middleware: sdk.toolMiddleware({
          ...presetDefinitions[preset],
          malformedCalls,
          onError: (_message, metadata) => {
            reports.push(metadata.code);
          },
        }),
      });
      const { tools, executed } = sdk.weatherTools();
      const settings = { model, tools, prompt: 'How do models call tools?' };
      const steps =
        mode === 'generate'
          ? (await sdk.generateText(settings)).steps
          : await sdk.streamText(settings).steps;
      return { steps, reports, executed };
    }

    it.each([
      { preset: 'hermes', output: hermesProse },
      { preset: 'mistral', output: mistralProse },
      { preset: 'llama3-json', output: llamaProse },
      { preset: 'qwen3-coder', output: hermesProse },
    ] as const)('should leave $preset prose as the text it is', async ({ preset, output }) => {
      const { steps, reports } = await answer(preset, output);
      expect(steps).toHaveLength(1);
      expect(steps[0]?.text).toBe(output);
      expect(steps[0]?.toolCalls).toEqual([]);
      expect(steps[0]?.finishReason).toBe('stop');
      expect(reports).toEqual([]);
    });

    it("should still run a declared tool's call inside a fence", async () => {
      const call =
        '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>';
      const { steps, executed } = await answer('hermes', `Calling:\n\`\`\`\n${call}\n\`\`\``);
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Oslo' } }]);
      expect(steps[0]?.finishReason).toBe('tool-calls');
    });
  },
);
