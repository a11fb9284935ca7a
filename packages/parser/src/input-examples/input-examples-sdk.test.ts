import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { presetDefinitions, presetNames } from '../presets/preset-definitions';
import { promptText } from '../test-utils/feedback-scenarios';
import { SDKS } from '../test-utils/sdk-adapter';
import { EXAMPLES_HEADING } from './example-calls';

// Issue 32, item 2: a tool's inputExamples, given to the AI SDK's `tool()`, reach the model as
// example calls in the preset's own format — on AI SDK 7 and AI SDK 6, for every preset.

const CASES = SDKS.flatMap((sdk) =>
  presetNames.map((preset) => ({ sdk, preset, name: `${sdk.name}, ${preset}` })),
);

describe.each(CASES)('inputExamples ($name)', ({ sdk, preset }) => {
  it('should put each example call, written as the preset writes calls, in the tool prompt', async () => {
    const options = presetDefinitions[preset];
    const base = sdk.scripted(['No call needed.']);
    const model = sdk.wrapLanguageModel({
      model: base.model,
      middleware: sdk.toolMiddleware(options),
    });
    await sdk.generateText({
      model,
      tools: {
        get_weather: sdk.tool({
          description: 'Weather of a city.',
          inputSchema: z.object({ city: z.string(), days: z.number().int().optional() }),
          inputExamples: [{ input: { city: 'Paris', days: 3 } }],
          execute: async () => 'sunny',
        }),
      },
      prompt: 'Hello',
    });
    const prompt = base.doGenerateCalls[0]?.prompt ?? [];
    const where = options.placement === 'first-user' ? 'user' : 'system';
    const text = promptText(prompt, where);
    const call = options.protocol.formatToolCall({
      toolCallId: 'functions.get_weather:0',
      toolName: 'get_weather',
      input: { city: 'Paris', days: 3 },
    });
    expect(text).toContain(`${EXAMPLES_HEADING}\n${call}`);
  });
});
