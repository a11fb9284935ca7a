import { generateText as generateTextV7, isStepCount, streamText as streamTextV7 } from 'ai';
import {
  generateText,
  type StepResult,
  stepCountIs,
  streamText,
  type TextStreamPart,
  type ToolSet,
} from 'ai-v6';
import { describe, expect, it } from 'vitest';
import {
  DEMO_FINAL_ANSWER,
  DEMO_PROMPT,
  DEMO_REPORT,
  demoScript,
  PRESETS,
  type Preset,
} from '../../../test-server/src/index';
import { recordingTools, replayModel } from '../e2e/replay-harness';
import {
  DEMO_EXPECTED_FINISH,
  DEMO_EXPECTED_RUNS,
  DEMO_EXPECTED_TEXTS,
} from '../e2e-shared/scenarios';
import {
  MARKERS,
  occurrences,
  recordingToolsV6,
  replayModelV6,
  roles,
  type ToolRun,
  textsOf,
} from './replay-harness-v6';

async function runAgent(preset: Preset, mode: 'generate' | 'stream') {
  const { model, server } = await replayModelV6({ preset, script: demoScript(preset) });
  const runs: ToolRun[] = [];
  const settings = {
    model,
    tools: recordingToolsV6(runs),
    stopWhen: stepCountIs(6),
    prompt: DEMO_PROMPT,
  };
  if (mode === 'generate') {
    const result = await generateText(settings);
    return { runs, server, steps: result.steps, text: result.text, parts: [] };
  }
  const result = streamText(settings);
  const parts: TextStreamPart<ToolSet>[] = [];
  for await (const part of result.fullStream) parts.push(part);
  return { runs, server, steps: await result.steps, text: await result.text, parts };
}

function expectScenario(runs: ToolRun[], steps: StepResult<ToolSet>[], text: string) {
  expect(runs).toEqual(DEMO_EXPECTED_RUNS);
  expect(steps.map((step) => step.finishReason)).toEqual(DEMO_EXPECTED_FINISH);
  expect(steps[0]?.toolCalls.map((call) => call.toolName)).toEqual(['get_weather', 'get_weather']);
  expect(steps[2]?.toolResults[0]?.output).toEqual({
    path: '/tmp/replay/report.md',
    bytes: Buffer.byteLength(DEMO_REPORT),
  });
  expect(steps.map((step) => step.text)).toEqual(DEMO_EXPECTED_TEXTS);
  expect(text).toBe(DEMO_FINAL_ANSWER);
}

describe.each(PRESETS)('multi-step agent on AI SDK 6 with the %s preset', (preset) => {
  it('should run every tool with typed input and finish with the answer (generateText)', async () => {
    const { runs, steps, text } = await runAgent(preset, 'generate');
    expectScenario(runs, steps, text);
  });

  it('should do the same on fullStream, each call as tool-input-start, deltas, end, tool-call', async () => {
    const { runs, steps, text, parts } = await runAgent(preset, 'stream');
    expectScenario(runs, steps, text);
    const calls = parts.filter((part) => part.type === 'tool-call');
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      const own = parts.filter((part) => 'id' in part && part.id === call.toolCallId);
      const kinds = own.map((part) => part.type);
      expect(kinds[0]).toBe('tool-input-start');
      expect(kinds.at(-1)).toBe('tool-input-end');
      expect(kinds.slice(1, -1).every((kind) => kind === 'tool-input-delta')).toBe(true);
      expect(kinds.length).toBeGreaterThan(2);
      // The deltas add up to the call's input, and all of them come before the call.
      const json = own.map((part) => (part.type === 'tool-input-delta' ? part.delta : '')).join('');
      expect(JSON.parse(json)).toEqual(call.input);
      expect(parts.indexOf(own.at(-1) as (typeof parts)[number])).toBeLessThan(parts.indexOf(call));
    }
  });

  it('should send one instruction message, the rewritten history and no native tools', async () => {
    const { server } = await runAgent(preset, 'generate');
    expect(server.requests).toHaveLength(4);
    for (const request of server.requests) {
      expect(request).not.toHaveProperty('tools');
      expect(request).not.toHaveProperty('tool_choice');
    }
    const [first, second, , last] = server.requests;
    if (preset === 'gemma') {
      expect(roles(first)).toEqual(['user']);
      expect(textsOf(first, 'user')[0]?.endsWith(DEMO_PROMPT)).toBe(true);
    } else {
      expect(roles(first)).toEqual(['system', 'user']);
      const [system] = textsOf(first, 'system');
      for (const name of ['get_weather', 'calculate', 'write_file']) expect(system).toContain(name);
    }
    expect(roles(second)).toEqual(
      preset === 'gemma' ? ['user', 'assistant', 'user'] : ['system', 'user', 'assistant', 'user'],
    );
    expect(occurrences(textsOf(second, 'assistant')[0] ?? '', MARKERS[preset].call)).toBe(2);
    const results = textsOf(second, 'user').at(-1) ?? '';
    expect(occurrences(results, MARKERS[preset].response)).toBe(2);
    expect(results).toContain('sunny');
    expect(roles(last).filter((role) => role === 'assistant')).toHaveLength(3);
    expect(occurrences(textsOf(last, 'user').join('\n'), MARKERS[preset].response)).toBe(4);
  });

  it.each(['generate', 'stream'] as const)(
    'should send the model the same requests as AI SDK 7 with the main entry (%s)',
    async (mode) => {
      const v6 = await runAgent(preset, mode);
      const { model, server } = await replayModel({ preset, script: demoScript(preset) });
      const settings = {
        model,
        tools: recordingTools([]),
        stopWhen: isStepCount(6),
        prompt: DEMO_PROMPT,
      };
      if (mode === 'generate') await generateTextV7(settings);
      else await streamTextV7(settings).consumeStream();
      expect(v6.server.requests).toHaveLength(4);
      expect(v6.server.requests).toEqual(server.requests);
    },
  );
});
