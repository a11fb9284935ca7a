import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { presetDefinitions } from './presets/preset-definitions';
import {
  FORMAT_MISS_CASES,
  FORMAT_MISS_SCHEMAS,
  type FormatMissCase,
  missTurn,
} from './test-utils/format-miss-cases';
import { runSteps, SDK_MODES, type SdkAdapter } from './test-utils/sdk-adapter';

// Issue 25 (items 0, 4, 7, 8, 9, 11): each class of real output through the agent loop of AI SDK
// 7 and 6, in generate and stream mode (one character at a time), with the preset that meets it.

function middlewareFor(sdk: SdkAdapter, testCase: FormatMissCase) {
  if (testCase.modelId !== undefined) return sdk.middlewareFor(testCase.modelId);
  return sdk.toolMiddleware(presetDefinitions[testCase.preset ?? 'hermes']);
}

function recordingTools(
  sdk: SdkAdapter,
  executed: Array<{ tool: string; input: unknown }>,
): ToolSet {
  return Object.fromEntries(
    Object.entries(FORMAT_MISS_SCHEMAS).map(([name, schema]) => [
      name,
      sdk.tool({
        inputSchema: sdk.jsonSchema<Record<string, unknown>>(schema),
        execute: async (input) => {
          executed.push({ tool: name, input });
          return 'done';
        },
      }),
    ]),
  );
}

describe.each(FORMAT_MISS_CASES)('$name', (testCase) => {
  it.each(SDK_MODES)('should run what the model meant ($name)', async ({ sdk, mode }) => {
    const executed: Array<{ tool: string; input: unknown }> = [];
    const model = sdk.wrapLanguageModel({
      model: sdk.scripted([missTurn(testCase.output, mode)]).model,
      middleware: middlewareFor(sdk, testCase),
    });
    const [step] = await runSteps(sdk, mode, {
      model,
      tools: recordingTools(sdk, executed),
      stopWhen: sdk.isStepCount(1),
      prompt: 'Go.',
    });
    expect(executed).toEqual(testCase.executed);
    expect(step?.text).toBe('Working.\n');
    const invalid = (step?.toolCalls ?? []).some((call) => call.invalid === true);
    expect(invalid).toBe(testCase.botched);
  });
});
