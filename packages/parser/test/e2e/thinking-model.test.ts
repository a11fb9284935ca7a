import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { startReplay } from '../e2e-shared/replay-server';
import {
  FINAL_ANSWER,
  firstThought,
  R1_THOUGHT,
  r1Script,
  SECOND_THOUGHT,
  sentReasoning,
  THINKING_EXPECTED_RUNS,
  THINKING_PROMPT,
  thinkingScript,
} from '../e2e-shared/thinking-scenario';
import {
  MARKERS,
  recordingTools,
  replayModel,
  SDK_PRESETS,
  SDKS,
  type ToolRun,
  textsOf,
} from './replay-harness';

describe.each(SDK_PRESETS)(
  'a thinking model with the $preset preset ($name)',
  ({ sdk, preset }) => {
    it('should run only the real call in an agent loop and give the thinking as reasoning (generateText)', async () => {
      const { model, server } = await replayModel(sdk, { preset, script: thinkingScript(preset) });
      const runs: ToolRun[] = [];
      const result = await sdk.generateText({
        model,
        tools: recordingTools(sdk, runs),
        stopWhen: sdk.isStepCount(4),
        prompt: THINKING_PROMPT,
      });
      expect(runs).toEqual(THINKING_EXPECTED_RUNS);
      expect(result.steps.map((step) => step.reasoningText)).toEqual([
        firstThought(preset),
        SECOND_THOUGHT,
      ]);
      expect(result.steps[0]?.text).toBe('');
      expect(result.text).toBe(FINAL_ANSWER);
      expect(result.reasoningText).toBe(SECOND_THOUGHT);
      // The first step's thinking goes back to the server as reasoning, not as text.
      expect(sentReasoning(server.requests[1])).toEqual([firstThought(preset)]);
      const history = textsOf(server.requests[1], 'assistant').join('\n');
      expect(history).not.toContain('Porto');
      expect(history).toContain(MARKERS[preset].call);
    });

    it('should carry the reasoning in the UI message stream, before the one call', async () => {
      const { model } = await replayModel(sdk, { preset, script: thinkingScript(preset) });
      const runs: ToolRun[] = [];
      const result = sdk.streamText({
        model,
        tools: recordingTools(sdk, runs),
        stopWhen: sdk.isStepCount(4),
        prompt: THINKING_PROMPT,
      });
      const chunks: UIMessageChunk[] = [];
      for await (const chunk of result.toUIMessageStream({ sendReasoning: true }))
        chunks.push(chunk);
      expect(runs).toEqual(THINKING_EXPECTED_RUNS);
      const reasoning = chunks
        .filter((chunk) => chunk.type === 'reasoning-delta')
        .map((chunk) => chunk.delta)
        .join('');
      expect(reasoning).toBe(firstThought(preset) + SECOND_THOUGHT);
      const types = chunks.map((chunk) => chunk.type);
      expect(types.indexOf('reasoning-start')).toBeLessThan(types.indexOf('tool-input-start'));
      expect(types.filter((type) => type === 'tool-input-available')).toHaveLength(1);
      expect(await result.reasoningText).toBe(SECOND_THOUGHT);
      expect(await result.text).toBe(FINAL_ANSWER);
    });
  },
);

describe.each(SDKS)('DeepSeek R1 through toolMiddlewareFor ($name)', (sdk) => {
  it.each([
    { server: 'without a reasoning parser', reasoningParser: false, mode: 'stream' },
    { server: 'without a reasoning parser', reasoningParser: false, mode: 'generate' },
    {
      server: 'with a reasoning parser (reasoning_content)',
      reasoningParser: true,
      mode: 'stream',
    },
    {
      server: 'with a reasoning parser (reasoning_content)',
      reasoningParser: true,
      mode: 'generate',
    },
  ])('should read the thinking of a server $server ($mode)', async ({ reasoningParser, mode }) => {
    const { server, settings } = await startReplay({ script: r1Script(reasoningParser) });
    const model = sdk.wrapLanguageModel({
      model: sdk.provider(settings, 'deepseek-ai/DeepSeek-R1'),
      middleware: sdk.middlewareFor('deepseek-ai/DeepSeek-R1'),
    });
    const runs: ToolRun[] = [];
    const settingsOf = {
      model,
      tools: recordingTools(sdk, runs),
      stopWhen: sdk.isStepCount(4),
      prompt: THINKING_PROMPT,
    };
    const { text, steps } =
      mode === 'generate'
        ? await sdk.generateText(settingsOf)
        : await (async () => {
            const streamed = sdk.streamText(settingsOf);
            return { text: await streamed.text, steps: await streamed.steps };
          })();
    expect(text).toBe(FINAL_ANSWER);
    expect(runs).toEqual(THINKING_EXPECTED_RUNS);
    expect(steps.map((step) => step.reasoningText)).toEqual([R1_THOUGHT, SECOND_THOUGHT]);
    expect(sentReasoning(server.requests[1])).toEqual([R1_THOUGHT]);
  });
});
