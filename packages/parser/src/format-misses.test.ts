import {
  generateText,
  isStepCount,
  jsonSchema,
  streamText,
  type ToolSet,
  tool,
  wrapLanguageModel,
} from 'ai';
import { describe, expect, it } from 'vitest';
import { createToolMiddleware } from './create-tool-middleware';
import { presetDefinitions } from './presets/preset-definitions';
import { toolMiddlewareFor } from './presets/tool-middleware-for';
import {
  FORMAT_MISS_CASES,
  FORMAT_MISS_SCHEMAS,
  type FormatMissCase,
  missTurn,
} from './test-utils/format-miss-cases';
import { scriptedModel } from './test-utils/scripted-model';

// Issue 25 (items 0, 4, 7, 8, 9, 11): each class of real output through AI SDK 7's loop, in
// generate and stream mode (one character at a time), with the preset that meets it.

function middlewareFor(testCase: FormatMissCase) {
  if (testCase.modelId !== undefined) return toolMiddlewareFor(testCase.modelId);
  return createToolMiddleware(presetDefinitions[testCase.preset ?? 'hermes']);
}

function recordingTools(executed: Array<{ tool: string; input: unknown }>): ToolSet {
  return Object.fromEntries(
    Object.entries(FORMAT_MISS_SCHEMAS).map(([name, schema]) => [
      name,
      tool({
        inputSchema: jsonSchema<Record<string, unknown>>(schema),
        execute: async (input) => {
          executed.push({ tool: name, input });
          return 'done';
        },
      }),
    ]),
  );
}

describe.each(FORMAT_MISS_CASES)('$name (AI SDK 7)', (testCase) => {
  it.each(['generate', 'stream'] as const)('should run what the model meant (%s)', async (mode) => {
    const executed: Array<{ tool: string; input: unknown }> = [];
    const model = wrapLanguageModel({
      model: scriptedModel([missTurn(testCase.output, mode)]),
      middleware: middlewareFor(testCase),
    });
    const settings = {
      model,
      tools: recordingTools(executed),
      stopWhen: isStepCount(1),
      prompt: 'Go.',
    };
    const result = mode === 'generate' ? await generateText(settings) : streamText(settings);
    const [step] = await result.steps;
    expect(executed).toEqual(testCase.executed);
    expect(step?.text).toBe('Working.\n');
    const invalid = (step?.toolCalls ?? []).some((call) => call.invalid === true);
    expect(invalid).toBe(testCase.botched);
  });
});
