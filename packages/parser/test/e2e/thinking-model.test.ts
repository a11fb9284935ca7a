import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { toolMiddlewareFor } from '@tool/parser';
import { generateText, isStepCount, streamText, type UIMessageChunk, wrapLanguageModel } from 'ai';
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
import { MARKERS, recordingTools, replayModel, type ToolRun, textsOf } from './replay-harness';

describe.each(PRESETS)('a thinking model with the %s preset (AI SDK 7)', (preset) => {
  it('should run only the real call in an agent loop and give the thinking as reasoning (generateText)', async () => {
    const { model, server } = await replayModel({ preset, script: thinkingScript(preset) });
    const runs: ToolRun[] = [];
    const result = await generateText({
      model,
      tools: recordingTools(runs),
      stopWhen: isStepCount(4),
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
    const { model } = await replayModel({ preset, script: thinkingScript(preset) });
    const runs: ToolRun[] = [];
    const result = streamText({
      model,
      tools: recordingTools(runs),
      stopWhen: isStepCount(4),
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
    const types = chunks.map((chunk) => chunk.type);
    expect(types.indexOf('reasoning-start')).toBeLessThan(types.indexOf('tool-input-start'));
    expect(types.filter((type) => type === 'tool-input-available')).toHaveLength(1);
    expect(await result.reasoningText).toBe(SECOND_THOUGHT);
    expect(await result.text).toBe(FINAL_ANSWER);
  });
});

describe('DeepSeek R1 through toolMiddlewareFor (AI SDK 7)', () => {
  it.each([
    { server: 'without a reasoning parser', reasoningParser: false },
    { server: 'with a reasoning parser (reasoning_content)', reasoningParser: true },
  ])('should read the thinking of a server $server', async ({ reasoningParser }) => {
    const { server, settings } = await startReplay({ script: r1Script(reasoningParser) });
    const model = wrapLanguageModel({
      model: createOpenAICompatible(settings)('deepseek-ai/DeepSeek-R1'),
      middleware: toolMiddlewareFor('deepseek-ai/DeepSeek-R1'),
    });
    const runs: ToolRun[] = [];
    const result = streamText({
      model,
      tools: recordingTools(runs),
      stopWhen: isStepCount(4),
      prompt: THINKING_PROMPT,
    });
    expect(await result.text).toBe(FINAL_ANSWER);
    const steps = await result.steps;
    expect(runs).toEqual(THINKING_EXPECTED_RUNS);
    expect(steps.map((step) => step.reasoningText)).toEqual([R1_THOUGHT, SECOND_THOUGHT]);
    expect(sentReasoning(server.requests[1])).toEqual([R1_THOUGHT]);
  });
});
