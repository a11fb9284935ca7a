import { createOpenAICompatible } from '@ai-sdk/openai-compatible-v2';
import type { LanguageModelV3Middleware } from '@ai-sdk/provider-v3';
import { toolMiddlewareFor } from '@tool/parser/ai-v6';
import {
  generateText,
  stepCountIs,
  streamText,
  type UIMessageChunk,
  wrapLanguageModel,
} from 'ai-v6';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../test-server/src/index';
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
import { recordingToolsV6, replayModelV6, type ToolRun } from './replay-harness-v6';

describe.each(PRESETS)('a thinking model with the %s preset (AI SDK 6)', (preset) => {
  it('should run only the real call in an agent loop and give the thinking as reasoning (generateText)', async () => {
    const { model, server } = await replayModelV6({ preset, script: thinkingScript(preset) });
    const runs: ToolRun[] = [];
    const result = await generateText({
      model,
      tools: recordingToolsV6(runs),
      stopWhen: stepCountIs(4),
      prompt: THINKING_PROMPT,
    });
    expect(runs).toEqual(THINKING_EXPECTED_RUNS);
    expect(result.steps.map((step) => step.reasoningText)).toEqual([
      firstThought(preset),
      SECOND_THOUGHT,
    ]);
    expect(result.text).toBe(FINAL_ANSWER);
    expect(sentReasoning(server.requests[1])).toEqual([firstThought(preset)]);
  });

  it('should carry the reasoning in the UI message stream (streamText)', async () => {
    const { model } = await replayModelV6({ preset, script: thinkingScript(preset) });
    const runs: ToolRun[] = [];
    const result = streamText({
      model,
      tools: recordingToolsV6(runs),
      stopWhen: stepCountIs(4),
      prompt: THINKING_PROMPT,
    });
    const chunks: UIMessageChunk[] = [];
    for await (const chunk of result.toUIMessageStream({ sendReasoning: true })) chunks.push(chunk);
    expect(runs).toEqual(THINKING_EXPECTED_RUNS);
    const reasoning = chunks
      .filter((chunk) => chunk.type === 'reasoning-delta')
      .map((chunk) => chunk.delta)
      .join('');
    expect(reasoning).toBe(firstThought(preset) + SECOND_THOUGHT);
    expect(await result.text).toBe(FINAL_ANSWER);
  });
});

describe('DeepSeek R1 through toolMiddlewareFor (AI SDK 6)', () => {
  it.each([false, true])(
    'should read the thinking (server with a reasoning parser: %s)',
    async (reasoningParser) => {
      const { server, settings } = await startReplay({ script: r1Script(reasoningParser) });
      const model = wrapLanguageModel({
        model: createOpenAICompatible(settings)('deepseek-ai/DeepSeek-R1'),
        // See replay-harness-v6.ts on the cast (provider@4's frozen V3 types).
        middleware: toolMiddlewareFor(
          'deepseek-ai/DeepSeek-R1',
        ) as unknown as LanguageModelV3Middleware,
      });
      const runs: ToolRun[] = [];
      const result = await generateText({
        model,
        tools: recordingToolsV6(runs),
        stopWhen: stepCountIs(4),
        prompt: THINKING_PROMPT,
      });
      expect(runs).toEqual(THINKING_EXPECTED_RUNS);
      expect(result.steps.map((step) => step.reasoningText)).toEqual([R1_THOUGHT, SECOND_THOUGHT]);
      expect(result.text).toBe(FINAL_ANSWER);
      expect(sentReasoning(server.requests[1])).toEqual([R1_THOUGHT]);
    },
  );
});
