import { describe, expect, it } from 'vitest';
import { hermesPreset } from './presets/named-presets';
import type { Turn } from './test-utils/scripted-model';
import { SDK_MODES, type SdkAdapter } from './test-utils/sdk-adapter';

// The finish reason says `tool-calls` exactly when the answer holds a call: a server that reports
// `tool-calls` for a text-only answer (after a template glitch) is corrected to `stop`, so the
// caller is not told to expect calls that are not there.

type Mode = 'generate' | 'stream';

async function finishOf(sdk: SdkAdapter, mode: Mode, turn: Turn, withTools = true) {
  const model = sdk.wrapLanguageModel({
    model: sdk.scripted([turn]).model,
    middleware: sdk.toolMiddleware(hermesPreset),
  });
  const settings = {
    model,
    tools: withTools ? sdk.weatherTools().tools : undefined,
    prompt: 'Hi',
  };
  if (mode === 'generate') {
    const result = await sdk.generateText(settings);
    return { finish: result.finishReason, raw: result.rawFinishReason, calls: result.toolCalls };
  }
  const result = sdk.streamText(settings);
  return {
    finish: await result.finishReason,
    raw: await result.rawFinishReason,
    calls: await result.toolCalls,
  };
}

const call = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>';

describe.each(SDK_MODES)('an honest finish reason ($name)', ({ sdk, mode }) => {
  it.each([
    { name: 'text only', chunks: ['It is ', 'sunny.'] },
    { name: 'a call inside thinking only', chunks: [`<think>${call}</think>`, 'Sunny.'] },
    { name: 'a call of an undeclared tool, left as text', chunks: ['Use <b>f</b>.'] },
  ])("should say stop for $name when the upstream said 'tool-calls'", async ({ chunks }) => {
    const seen = await finishOf(sdk, mode, { chunks, finishReason: 'tool-calls' });
    expect(seen.calls).toEqual([]);
    expect(seen.finish).toBe('stop');
    // The provider's own word is kept where it belongs.
    expect(seen.raw).toBe('tool-calls');
  });

  it("should say stop for a call without tools when the upstream said 'tool-calls'", async () => {
    const seen = await finishOf(
      sdk,
      mode,
      { chunks: ['Hello.'], finishReason: 'tool-calls' },
      false,
    );
    expect(seen.finish).toBe('stop');
  });

  it("should keep 'tool-calls' for an answer with a call", async () => {
    const seen = await finishOf(sdk, mode, { chunks: [call], finishReason: 'stop' });
    expect(seen.calls).toHaveLength(1);
    expect(seen.finish).toBe('tool-calls');
  });

  it.each(['length', 'content-filter'] as const)(
    'should keep %s for a text-only answer',
    async (finishReason) => {
      const seen = await finishOf(sdk, mode, { chunks: ['It is'], finishReason });
      expect(seen.finish).toBe(finishReason);
    },
  );
});
